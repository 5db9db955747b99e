/**
 * POST users/forgot must not tell, by its answer or its timing, whether an address has an account. The
 * work for a known one (a link written to the database, a mail handed to the mail server) is made slow on
 * purpose here; the answers must still take as long for known addresses as for unknown ones.
 */
import { sql } from 'drizzle-orm'
import { describe, expect, vi } from 'vitest'
import { createApiClient } from '../../test/api-client.ts'
import { buildTestApp, type CapturingMailer, test } from '../../test/fixtures.ts'
import { createLogCapture } from '../../test/log-capture.ts'
import { buildApp } from '../../app.ts'

const ROUNDS = 20
const SLOW_WRITE_S = 0.05
const SLOW_MAIL_MS = 100

function slowMailer(): CapturingMailer {
  const sent: CapturingMailer['sent'] = []
  return {
    sent,
    send: async (mail) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_MAIL_MS))
      sent.push(mail)
    },
    close: async () => {},
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length / 2
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

describe('POST /api/users/forgot', () => {
  test('answers as fast for an unknown address as for a known one, however slow the link’s work', async ({
    database,
    config,
    clock,
    bus,
    imageDir,
    user,
  }) => {
    // The faults: writing a reset link takes 50 ms, and the mail server 100 ms to take a mail.
    await database.db.execute(
      sql.raw(`
      create function slow_reset_write() returns trigger language plpgsql as $$
        begin perform pg_sleep(${SLOW_WRITE_S}); return new; end $$`),
    )
    await database.db.execute(
      sql.raw(`create trigger slow_reset_write before insert or update on password_resets
        for each row execute function slow_reset_write()`),
    )
    const mailer = slowMailer()
    const app = await buildTestApp({ database, config, clock, mailer, bus, imageDir })
    const api = createApiClient(app)
    const timings = { known: [] as number[], unknown: [] as number[] }
    try {
      for (let round = 0; round < ROUNDS; round++) {
        // Interleaved, in a random order each round, so that drift in the machine's load hits both alike.
        const order = Math.random() < 0.5 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const)
        for (const kind of order) {
          const email = kind === 'known' ? user.email : `nobody-${round}@example.com`
          const started = performance.now()
          const answer = await api.call('POST /users/forgot', { body: { email } })
          timings[kind].push(performance.now() - started)
          expect(answer).toMatchObject({ status: 200, body: { ok: true } })
          // The work goes on after the answer; it is let finish before the next call is timed.
          if (kind === 'known') await vi.waitFor(() => expect(mailer.sent).toHaveLength(round + 1))
        }
      }
    } finally {
      await app.close()
      await database.db.execute(sql.raw('drop function slow_reset_write cascade'))
    }
    const known = median(timings.known)
    const unknown = median(timings.unknown)
    const figures = `median known ${known.toFixed(1)} ms, unknown ${unknown.toFixed(1)} ms`
    // Half the slow write is far above what noise moves a median of 20 by, far below what it adds.
    expect(Math.abs(known - unknown), figures).toBeLessThan((SLOW_WRITE_S * 1000) / 2)
  })

  test('a mail that cannot be sent is logged; the answer is the same', async ({
    database,
    config,
    clock,
    bus,
    user,
  }) => {
    const capture = createLogCapture()
    const failing: CapturingMailer = {
      sent: [],
      send: () => Promise.reject(new Error('the mail server refused the connection')),
      close: async () => {},
    }
    const app = await buildApp({
      config,
      database,
      mailer: failing,
      bus,
      now: clock.now,
      logger: capture.logger,
      webDistDir: null,
    })
    try {
      const answer = await createApiClient(app).call('POST /users/forgot', { body: { email: user.email } })
      expect(answer).toMatchObject({ status: 200, body: { ok: true } })
      await vi.waitFor(() =>
        expect(capture.entries()).toContainEqual(
          expect.objectContaining({
            msg: 'could not send a password reset link',
            err: expect.objectContaining({ message: 'the mail server refused the connection' }),
          }),
        ),
      )
    } finally {
      await app.close()
    }
  })
})
