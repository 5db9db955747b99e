import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createOutboxMailer } from './mailer.ts'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'rosemary-outbox-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

test('without SMTP each mail is an .eml file in the outbox, logged without its body', async () => {
  const info = vi.fn()
  const mailer = createOutboxMailer(dir, 'Rosemary <rosemary@example.com>', {
    info,
  } as unknown as FastifyBaseLogger)
  const mail = { to: 'cook@example.com', subject: 'Sign in', text: 'secret link', html: '<a>secret link</a>' }
  await mailer.send(mail)
  await mailer.send({ ...mail, subject: 'Again' })
  await mailer.close()

  const files = (await readdir(dir)).sort()
  expect(files).toHaveLength(2)
  const message = await readFile(path.join(dir, files[0]!), 'utf8')
  expect(message).toContain('To: cook@example.com')
  expect(message).toContain('From: Rosemary <rosemary@example.com>')
  expect(message).toContain('secret link')
  expect(JSON.stringify(info.mock.calls)).not.toContain('secret link')
})

test('nodemailer loads with the first mail, not with the server', async () => {
  vi.resetModules()
  const loaded = vi.fn()
  vi.doMock('nodemailer', async (importOriginal) => {
    loaded()
    return importOriginal()
  })
  try {
    const { createOutboxMailer: createLazily } = await import('./mailer.ts')
    const mailer = createLazily(dir, 'rosemary@example.com', {
      info: vi.fn(),
    } as unknown as FastifyBaseLogger)
    expect(loaded).not.toHaveBeenCalled()
    await mailer.send({ to: 'cook@example.com', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' })
    expect(loaded).toHaveBeenCalledOnce()
  } finally {
    vi.doUnmock('nodemailer')
  }
})
