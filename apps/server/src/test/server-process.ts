/** Starts `node src/server.ts` as a real process, for tests of start-up, shutdown and the data folder. */
import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'
import { fileURLToPath } from 'node:url'

const SERVER_ENTRY = fileURLToPath(new URL('../server.ts', import.meta.url))

export interface RunningServer {
  process: ChildProcess
  url: string
  output: string[]
  exited: Promise<number | null>
  /** Resolves with the first output line that matches. */
  waitForLine(pattern: RegExp): Promise<string>
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/** `nodeArgs`: Node flags before the entry (npm start's are in node-runtime.ts). */
export async function spawnServer(
  env: Record<string, string | undefined>,
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const port = env.PORT ?? String(await freePort())
  const child = spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', LOG_LEVEL: 'info', PORT: port, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = []
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      output.push(line)
      for (const waiter of waiters.filter((w) => w.pattern.test(line))) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve(line)
      }
    }
  }
  child.stdout.on('data', onData)
  child.stderr.on('data', onData)
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return {
    process: child,
    url: `http://127.0.0.1:${port}`,
    output,
    exited,
    waitForLine: (pattern) =>
      new Promise((resolve, reject) => {
        const seen = output.find((line) => pattern.test(line))
        if (seen) {
          resolve(seen)
          return
        }
        waiters.push({ pattern, resolve })
        void exited.then((code) =>
          reject(new Error(`server exited (${code}) before ${pattern}:\n${output.join('\n')}`)),
        )
      }),
  }
}

export async function startServer(
  env: Record<string, string | undefined>,
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const server = await spawnServer(env, nodeArgs)
  await server.waitForLine(/Rosemary is ready/)
  return server
}

export async function stopServer(server: RunningServer): Promise<number | null> {
  server.process.kill('SIGTERM')
  return server.exited
}

/** How long a process may take to end after SIGTERM before it is killed. */
const STOP_GRACE_MS = 5000

/**
 * SIGTERM, then SIGKILL if the process has not ended within the grace time: a server whose event loop is
 * stuck (the clipper's worst case) never runs its SIGTERM handler. A process that already ended is done.
 */
export function stopProcess(child: ChildProcess, graceMs = STOP_GRACE_MS): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs)
    child.once('exit', () => {
      clearTimeout(kill)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
