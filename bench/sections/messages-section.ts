/** Messages (issue 13): the threads page, a thread page, and a message's way to the other person's socket. */
import type { MessagesFigures } from '../messages.bench.ts'
import { ENGINE_TABLE, engineRow, failures, latency, thousands } from './format.ts'
import type { Section } from './section.ts'

export const messagesSection: Section<MessagesFigures> = {
  heading: 'Messages',
  render: ({ setup, engines }) => [
    `One person with ${thousands(setup.threads)} conversations of ${setup.perThread} messages each (${thousands(setup.threads * setup.perThread)} messages), seeded`,
    `straight into the database. GET /api/messages/threads cycles through ${setup.threadPages} pages of ${setup.page} (the first, and`,
    `deeper ones by \`before\`); GET /api/messages?user= asks the newest ${setup.page} messages of ${setup.threadsOpened} threads in turn, as`,
    `opening a thread does. Each runs ${setup.durationSeconds} s at ${setup.connections} connections, then ${setup.aloneSeconds} s at one (one person's wait).`,
    `Then a friend sends ${setup.sends} messages one after another while the person's socket is open; the time is`,
    'from sending POST /api/messages to the `messages:new` frame arriving in that socket. Latencies: p50 / p95 / p99.',
    '',
    ...ENGINE_TABLE,
    engineRow(engines, 'seeding', (engine) => `${engine.seedSeconds} s`),
    engineRow(
      engines,
      `threads page, ${setup.connections} connections`,
      (engine) => `${engine.threads.requestsPerSecond} req/s; ${latency(engine.threads)}`,
    ),
    engineRow(engines, 'threads page, alone', (engine) => latency(engine.threadsAlone), 'p95 < 20 ms'),
    engineRow(
      engines,
      `thread page, ${setup.connections} connections`,
      (engine) => `${engine.thread.requestsPerSecond} req/s; ${latency(engine.thread)}`,
    ),
    engineRow(engines, 'thread page, alone', (engine) => latency(engine.threadAlone), 'p95 < 20 ms'),
    engineRow(
      engines,
      'POST to frame',
      (engine) =>
        `${latency(engine.frame)}${engine.frame.missed > 0 ? `; ${engine.frame.missed} missed` : ''}`,
      'p95 < 50 ms',
    ),
    engineRow(engines, 'errors / non-2xx', (engine) =>
      failures([engine.threads, engine.threadsAlone, engine.thread, engine.threadAlone]),
    ),
  ],
}
