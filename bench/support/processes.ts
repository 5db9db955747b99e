/** Starting the real server (and the ceiling server) as processes, as people run them. */
import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { freePort, stopProcess } from '../../apps/server/src/test/server-process.ts'

/** What `npm start` runs: it checks the web build, then becomes the server with its Node flags. */
export const START_SCRIPT = fileURLToPath(new URL('../../scripts/start.ts', import.meta.url))

/** A first start creates the database; on a machine shared with other work that can take a while. */
const READY_WITHIN_MS = 120_000

export interface Started {
  child: ChildProcess
  url: string
  /** From spawning the process to the first 200 from its readiness URL. */
  readyMs: number
  stop: () => Promise<void>
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}

export async function startProcess(
  args: string[],
  env: Record<string, string>,
  readyPath: string,
  onSpawn: (child: ChildProcess) => void = () => undefined,
): Promise<Started> {
  const port = await freePort()
  const startedAt = performance.now()
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  onSpawn(child)
  const output: string[] = []
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  let exited: number | null | undefined
  child.on('exit', (code) => (exited = code))
  while (!(await answers(`http://127.0.0.1:${port}${readyPath}`))) {
    if (exited !== undefined)
      throw new Error(`exited with ${exited} before it was ready:\n${output.join('')}`)
    if (performance.now() - startedAt > READY_WITHIN_MS) {
      // Not left running: it would write into a data folder the caller is about to remove.
      await stopProcess(child)
      throw new Error(`not ready after ${READY_WITHIN_MS} ms:\n${output.join('')}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  const readyMs = performance.now() - startedAt
  return { child, url: `http://127.0.0.1:${port}`, readyMs, stop: () => stopProcess(child) }
}

/** The server as `npm start` starts it (without npm itself); `readyMs` counts from spawning it. */
export function startServer(
  env: Record<string, string>,
  onSpawn?: (child: ChildProcess) => void,
): Promise<Started> {
  return startProcess(
    [START_SCRIPT],
    { AUTH_RATE_LIMIT_PER_MINUTE: '1000000', ...env },
    '/api/health',
    onSpawn,
  )
}

/**
 * Forgets a process's peak resident memory, so the next `peak` reading covers only what follows (Linux:
 * writing 5 to /proc/<pid>/clear_refs).
 */
export function resetPeakMemory(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5')
}

/** Resident memory of a process, in MiB: now, or (`peak`) the most it has held since it started or was reset. */
export function residentMemoryMiB(pid: number, which: 'now' | 'peak' = 'now'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const field = which === 'now' ? /VmRSS:\s+(\d+)/ : /VmHWM:\s+(\d+)/
  return Math.round(Number(field.exec(status)?.[1] ?? 0) / 1024)
}

/** Registers an account on a started server (the benchmarks' password), giving its session token and id. */
export async function registerAccount(
  server: Started,
  account: { name: string; email: string; password?: string },
): Promise<{ token: string; userId: string }> {
  const response = await fetch(`${server.url}/api/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: 'benchmark password', ...account }),
  })
  if (!response.ok) throw new Error(`register: ${response.status} ${await response.text()}`)
  return (await response.json()) as { token: string; userId: string }
}
