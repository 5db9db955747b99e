import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { expect, test } from 'vitest'
import { stopProcess } from './server-process.ts'

/** A Node process running `code`, once it has printed its first line. */
async function started(code: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] })
  await once(child.stdout, 'data')
  return child
}

test('a process stuck past SIGTERM is killed after the grace time', async () => {
  // As a server whose event loop the clipper holds: SIGTERM's handler never gets to end it.
  const child = await started(
    "process.on('SIGTERM', () => {}); console.log('ready'); setInterval(() => {}, 1000)",
  )
  await stopProcess(child, 200)
  expect(child.signalCode).toBe('SIGKILL')
})

test('a process that ends on SIGTERM is not killed', async () => {
  const child = await started("console.log('ready'); setInterval(() => {}, 1000)")
  await stopProcess(child, 10_000)
  expect(child.signalCode).toBe('SIGTERM')
})

test('a process that already ended is stopped at once', async () => {
  const child = await started("console.log('ready')")
  if (child.exitCode === null) await once(child, 'exit')
  // The exit event has passed: waiting for it again would wait forever.
  await expect(stopProcess(child, 10_000)).resolves.toBeUndefined()
}, 5000)
