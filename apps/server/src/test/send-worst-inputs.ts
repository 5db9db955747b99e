/**
 * Run as a worker thread by the health-under-load test: sends the worst pages and files there are to a
 * server and posts back each answer's status, so building and uploading megabytes never delays the
 * test's own thread, which measures how fast the server answers meanwhile.
 */
import { parentPort, workerData } from 'node:worker_threads'

const { url, token } = workerData as { url: string; token: string }
const headers = { authorization: `Bearer ${token}` }

const deepPage = (levels: number) =>
  `<html><body>${'<div>'.repeat(levels)}<h1>Deep Soup</h1><h2>Ingredients</h2><ul><li>1 leek</li>` +
  `<li>2 potatoes</li></ul><h2>Method</h2><ol><li>Chop.</li><li>Boil.</li></ol>${'</div>'.repeat(levels)}</body></html>`

const clip = async (html: string) =>
  (
    await fetch(`${url}/api/clip`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'https://cook.example/', html }),
    })
  ).status

async function importDeepJsonLd(): Promise<number> {
  const markup = `${'<div>'.repeat(200_000)}Stir.${'</div>'.repeat(200_000)}`
  const form = new FormData()
  form.append(
    'jsonLD',
    new Blob([JSON.stringify({ '@type': 'Recipe', name: 'Deep', recipeInstructions: markup })]),
  )
  return (await fetch(`${url}/api/data/import/json-ld`, { method: 'POST', headers, body: form })).status
}

const statuses = await Promise.all([
  clip(deepPage(40_000)),
  clip(deepPage(200_000)),
  // 400,000 blocks of text (4 MB), and 20,000 recipe roots side by side.
  clip(`<html><body>${'<div>1 egg'.repeat(400_000)}</body></html>`),
  clip(
    '<div itemscope itemtype="https://schema.org/Recipe"><b itemprop="name">Soup</b></div>'.repeat(20_000),
  ),
  importDeepJsonLd(),
])
parentPort?.postMessage(statuses)
