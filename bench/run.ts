/**
 * `npm run bench`: measures the server, the recipe book and the web app and writes docs/benchmarks.md.
 * `npm run bench -w bench -- server` (or `recipes`, `scroll`, `imports`, `corpus`, `web`) runs one part and only prints it.
 * `npm run bench -w bench -- soak [minutes] [clients]` runs the memory soak (30 minutes, 20 people) and keeps
 * its figures in .bench/soak.json.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { benchCorpus } from './corpus.bench.ts'
import { benchImports } from './imports.bench.ts'
import { benchRecipes } from './recipes.bench.ts'
import { renderReport } from './report.ts'
import { benchScroll } from './scroll.bench.ts'
import { benchServer } from './server.bench.ts'
import { renderSoak } from './soak-report.ts'
import { benchSoak, saveSoak } from './soak.bench.ts'
import { benchWeb } from './web.bench.ts'

const log = (line: string) => console.log(`[bench] ${line}`)
const only = process.argv[2]
const started = new Date()
if (only === 'server') {
  await benchServer(log)
} else if (only === 'recipes') {
  await benchRecipes(log)
  await benchScroll(log)
} else if (only === 'scroll') {
  await benchScroll(log)
} else if (only === 'imports') {
  await benchImports(log)
} else if (only === 'corpus') {
  await benchCorpus(log)
} else if (only === 'web') {
  await benchWeb(log)
} else if (only === 'soak') {
  const minutes = Number(process.argv[3] ?? 30)
  const clients = Number(process.argv[4] ?? 20)
  const result = await benchSoak(log, { minutes, clients })
  const kept = fileURLToPath(new URL('../.bench/soak.json', import.meta.url))
  await mkdir(path.dirname(kept), { recursive: true })
  await saveSoak(result, kept)
  console.log(`\n${renderSoak(result)}`)
  log(`figures kept in ${kept}`)
} else {
  const server = await benchServer(log)
  const recipes = { server: await benchRecipes(log), scroll: await benchScroll(log) }
  const imports = await benchImports(log)
  const corpus = await benchCorpus(log)
  const web = await benchWeb(log)
  const report = renderReport({ server, recipes, imports, corpus, web }, started)
  const target = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url))
  await writeFile(target, report)
  console.log(`\n${report}`)
  log(`written to ${target}`)
}
