/**
 * Outgoing mail. With SMTP_URL set, mail goes to that server; without it, each message is written as an
 * .eml file to DATA_DIR/outbox and logged, so a self-hosted instance without a mail server still works
 * (the admin can open the file) and tests can read what was sent.
 */
import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'

export interface Mail {
  to: string
  subject: string
  text: string
  html: string
}

export interface Mailer {
  send(mail: Mail): Promise<void>
  close(): Promise<void>
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail })
    },
    async close() {
      transport.close()
    },
  }
}

export function createOutboxMailer(outboxDir: string, from: string, logger: FastifyBaseLogger): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(mail) {
      const info = await composer.sendMail({ from, ...mail })
      await mkdir(outboxDir, { recursive: true })
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      )
      await writeFile(file, info.message as Buffer, { mode: 0o600 })
      // The body holds a sign-in link: log where the mail is, never what it says.
      logger.info({ file, subject: mail.subject }, 'mail written to the outbox (SMTP_URL is not set)')
    },
    async close() {},
  }
}
