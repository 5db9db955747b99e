/**
 * Outgoing mail. With SMTP_URL set, mail goes to that server; without it, each message is written as an
 * .eml file to DATA_DIR/outbox and logged, so a self-hosted instance without a mail server still works
 * (the admin can open the file) and tests can read what was sent.
 */
import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Transporter } from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'

type Nodemailer = (typeof import('nodemailer'))['default']

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

/**
 * nodemailer loads with the first mail: most servers send one now and then, and it holds about 20 MB
 * once loaded. A transport is made once and kept.
 */
function lazyTransport<Info>(create: (nodemailer: Nodemailer) => Transporter<Info>) {
  let transport: Promise<Transporter<Info>> | undefined
  return {
    get: () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => create(nodemailer))),
    started: () => transport,
  }
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = lazyTransport((nodemailer) => nodemailer.createTransport(smtpUrl))
  return {
    async send(mail) {
      await (await transport.get()).sendMail({ from, ...mail })
    },
    async close() {
      ;(await transport.started())?.close()
    },
  }
}

export function createOutboxMailer(outboxDir: string, from: string, logger: FastifyBaseLogger): Mailer {
  const composer = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  )
  return {
    async send(mail) {
      const info = await (await composer.get()).sendMail({ from, ...mail })
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
