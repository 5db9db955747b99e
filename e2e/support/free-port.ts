/**
 * A port the operating system says is free now, asked for synchronously: Playwright reads its configuration
 * in every process (the runner and each worker), so the first process picks the port and hands it down in
 * the environment, where the workers find it.
 */
import { execFileSync } from 'node:child_process'

const ASK_THE_OS = `const s = require('node:net').createServer().listen(0, '127.0.0.1', () => {
  process.stdout.write(String(s.address().port)); s.close()
})`

export function freePortSync(): number {
  return Number(execFileSync(process.execPath, ['-e', ASK_THE_OS], { encoding: 'utf8' }))
}

/** The port in `variable`, chosen once per run and inherited by every process the run starts. */
export function sharedFreePort(variable: string): number {
  const inherited = process.env[variable]
  // An empty variable means unset, as everywhere in our configuration.
  const chosen = inherited === undefined || inherited === '' ? String(freePortSync()) : inherited
  process.env[variable] = chosen
  return Number(chosen)
}
