/**
 * `npm start`: builds the web app if its sources changed, then becomes the server — the same process, so
 * its id and signals are the server's and nothing stays behind — with the Node flags and environment of
 * apps/server/src/node-runtime.ts.
 */
import { spawn } from 'node:child_process'
import { SERVER_ENTRY, SERVER_NODE_FLAGS, serverEnvironment } from '../apps/server/src/node-runtime.ts'
import { buildWebIfChanged } from './web-build.ts'

await buildWebIfChanged()
const args = [...SERVER_NODE_FLAGS, SERVER_ENTRY]
const env = serverEnvironment(process.env)
if (process.execve) {
  process.execve(process.execPath, [process.execPath, ...args], env)
} else {
  // Without execve (Windows) the server runs as a child that gets this process's signals.
  const server = spawn(process.execPath, args, { env, stdio: 'inherit' })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
  server.on('exit', (code) => process.exit(code ?? 1))
}
