/** The production logger (same options, same serializers) writing into memory, for tests that read the log. */
import { Writable } from 'node:stream'
import type { FastifyBaseLogger } from 'fastify'
import { pino } from 'pino'
import { loggerOptions } from '../http/logging.ts'

export interface LogCapture {
  logger: FastifyBaseLogger
  /** Everything written so far, as the log file would hold it. */
  text(): string
  /** The entries written so far, parsed. */
  entries(): Record<string, unknown>[]
}

export function createLogCapture(level = 'trace'): LogCapture {
  const chunks: string[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString())
      done()
    },
  })
  const logger = pino(loggerOptions(level), sink) as FastifyBaseLogger
  const text = () => chunks.join('')
  return {
    logger,
    text,
    entries: () =>
      text()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  }
}
