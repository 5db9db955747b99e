/**
 * A Rosemary server of a journey's own, for a journey that changes what the server serves and so cannot
 * share the run's: started as `npm start` starts it (without its build step: the run has just built the
 * app), on a free port and an empty data folder of its own.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { SERVER_ENTRY, SERVER_NODE_FLAGS, serverEnvironment } from '../../apps/server/src/node-runtime.ts'
import { stopProcess } from '../../apps/server/src/test/server-process.ts'
import { freePortSync } from './free-port.ts'

// A second server beside the run's, making its database on a 2-core machine others may be loading too.
const START_TIMEOUT_MS = 280_000

export interface OwnServer {
  url: string
  /** Stops the server (SIGTERM, then SIGKILL if it lingers) and deletes its data folder. */
  stop: () => Promise<void>
}

async function waitForHealth(url: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output.join('')}`)
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false)
    if (healthy) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the server did not answer in ${START_TIMEOUT_MS / 1000} s:\n${output.join('')}`)
}

/**
 * Serves the built web app in `webDistDir`; `env` adds to the settings the run's server has. `port`: for a
 * journey that must name the server's address before it starts (an identity provider's redirect address).
 */
export async function startOwnServer(
  webDistDir: string,
  env: Record<string, string> = {},
  port = freePortSync(),
): Promise<OwnServer> {
  const url = `http://127.0.0.1:${port}`
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rosemary-e2e-data-'))
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    env: serverEnvironment({
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: webDistDir,
      ...env,
    }),
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const output: string[] = []
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  const stop = async () => {
    await stopProcess(child)
    await rm(dataDir, { recursive: true, force: true })
  }
  try {
    await waitForHealth(url, child, output)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop }
}
