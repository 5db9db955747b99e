/** What one account can make the server do for everyone else (issue 22): /api/health under its heaviest loads. */
import type { BulkEngineFigures, HealthUnderLoad, LimitsFigures } from '../limits.bench.ts'
import type { ProbeFigures } from '../support/health-probe.ts'
import { ENGINE_TABLE, engineRow, thousands } from './format.ts'
import type { Section } from './section.ts'

const health = (probe: ProbeFigures) =>
  `${probe.p50} / ${probe.p99} / ${probe.max} ms${probe.unanswered + probe.failed > 0 ? `; ${probe.unanswered} unanswered, ${probe.failed} failed` : ''}`

const probes = ({ quiet, busy }: HealthUnderLoad) => thousands(quiet.probes + busy.probes)

const writesOf = (engine: BulkEngineFigures, what: string) =>
  engine.writes
    .filter((write) => write.what === what)
    .map((write) => `${write.ms} ms${write.status >= 300 ? ` (${write.status})` : ''}`)
    .join(', ')

export const limitsSection: Section<LimitsFigures> = {
  heading: 'What one account can make the server do',
  render: ({ probeEveryMs, quietSeconds, push, bulk }) => [
    `GET /api/health is asked every ${probeEveryMs} ms on a fixed schedule, whether or not the last one answered, for`,
    `${quietSeconds} s on the idle server and then while one account does its worst; latencies p50 / p99 / max. What the`,
    'same loads did before the limits is in the issue that asked for them (measured there on main at 11e526e, not by this run).',
    '',
    `**Push fan-out** (embedded database): ${push.setup.recipients} people with ${push.setup.sessionsEach} signed-in browsers each register a subscription`,
    `per browser, one of them ${thousands(push.setup.flood)} more on one session, spread over ${push.setup.origins} push services of our own`,
    `on loopback; ${thousands(push.registrationsAccepted)} of ${thousands(push.registrationsTried)} registrations are accepted (the rest are over the limits).`,
    `After one message unmeasured (a process's first push loads its HTTP client, once), a friend sends ${push.messages}`,
    `messages (${push.setup.floodMessages} to the flooder, one to each of the others) and health is measured for ${push.setup.measuredMs / 1000} s`,
    `while ${thousands(push.pushesReceived)} pushes reach the push services.`,
    '',
    '| health | idle | during the fan-out | target |',
    '|---|---|---|---|',
    `| p50 / p99 / max (${probes(push.health)} probes) | ${health(push.health.quiet)} | ${health(push.health.busy)} | p99 < 50 ms |`,
    '',
    `**Bulk items**: one account makes ${bulk.lists} lists and adds ${thousands(bulk.items)} items to each in one request, reading each list`,
    `back as the app does after its frame, then checks all ${thousands(bulk.items)} items of the first off; health is measured throughout.`,
    '',
    ...ENGINE_TABLE,
    engineRow(bulk.engines, 'health, idle', (engine) => health(engine.health.quiet)),
    engineRow(
      bulk.engines,
      'health, during the writes',
      (engine) => health(engine.health.busy),
      'p99 < 100 ms',
    ),
    engineRow(bulk.engines, 'each addition', (engine) => writesOf(engine, 'add')),
    engineRow(bulk.engines, 'each list read back', (engine) => writesOf(engine, 'read')),
    engineRow(bulk.engines, 'all items checked off', (engine) => writesOf(engine, 'check off')),
  ],
}
