/**
 * `npm run bench`: measures the server and the web app and writes docs/benchmarks.md.
 * `npm run bench -w bench -- server` (or `web`) runs one half and only prints it.
 */
import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { renderReport } from './report.ts'
import { benchServer } from './server.bench.ts'
import { benchWeb } from './web.bench.ts'

const log = (line: string) => console.log(`[bench] ${line}`)
const only = process.argv[2]
const started = new Date()
if (only === 'server') {
  await benchServer(log)
} else if (only === 'web') {
  await benchWeb(log)
} else {
  const server = await benchServer(log)
  const web = await benchWeb(log)
  const report = renderReport(server, web, started)
  const target = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url))
  await writeFile(target, report)
  console.log(`\n${report}`)
  log(`written to ${target}`)
}
