/** The server as `npm start` runs it keeps the embedded default lean: its memory at start and when idle. */
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { SERVER_NODE_FLAGS, serverEnvironment } from './node-runtime.ts'
import { startServer, stopServer } from './test/server-process.ts'

let dataDir: string
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'rosemary-lean-'))
})
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

const MB = 1e6
/** Resident memory of a process now, and the most it has held (the kernel's high-water mark). */
function memory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]) * 1024
  return { now: kib('VmRSS'), peak: kib('VmHWM') }
}

async function startLean() {
  const env = serverEnvironment({ PATH: process.env.PATH, DATA_DIR: dataDir })
  const server = await startServer(env, SERVER_NODE_FLAGS)
  // Past the first requests' work and the planner statistics the server gathers 10 s after its start.
  await new Promise((resolve) => setTimeout(resolve, 12_000))
  const figures = memory(server.process.pid!)
  expect(await stopServer(server)).toBe(0)
  return figures
}

// The targets are a peak under 350 MB and idle under 200 MB; these bounds leave room for a busy machine
// and still catch what they replaced: a 750-1,100 MB peak and 300-390 MB idle.
test('a first start and a restart stay under 350 MB at their peak and 250 MB idle', async () => {
  const first = await startLean()
  expect(first.peak).toBeLessThan(350 * MB)
  expect(first.now).toBeLessThan(250 * MB)
  const restart = await startLean()
  expect(restart.peak).toBeLessThan(350 * MB)
  expect(restart.now).toBeLessThan(250 * MB)
}, 240_000)
