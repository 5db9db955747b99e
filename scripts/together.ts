/**
 * Runs npm scripts at the same time and fails if any fails: `node scripts/together.ts lint typecheck`.
 * Each one's output is shown whole once it ends, so two tools never interleave their lines. The linter
 * and the type checker each keep one core busy; side by side they end in about the time of the longer.
 */
import { spawn } from 'node:child_process'

interface Ended {
  name: string
  code: number
  output: string
  seconds: number
}

function runScript(name: string): Promise<Ended> {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] })
    const chunks: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk))
    const end = (code: number) =>
      resolve({
        name,
        code,
        output: Buffer.concat(chunks).toString(),
        seconds: Math.round((performance.now() - started) / 1000),
      })
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`))
      end(1)
    })
    child.on('close', (code, signal) => end(code ?? (signal ? 1 : 0)))
  })
}

const names = process.argv.slice(2)
if (names.length === 0) {
  console.error('Name the npm scripts to run, e.g. node scripts/together.ts lint typecheck')
  process.exit(2)
}
const ended = await Promise.all(names.map(runScript))
for (const { name, code, output, seconds } of ended) {
  console.log(`── ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`)
  if (output.trim()) console.log(output.trimEnd())
}
process.exitCode = ended.some(({ code }) => code !== 0) ? 1 : 0
