/**
 * Pictures in a bucket (issue 26): the same picture served three ways, measured with autocannon against a
 * real server process and s3rver in a process of its own. Through the app from DATA_DIR/images (today),
 * through the app from the bucket (S3_SERVE=proxy), and by a redirect to a signed address of the bucket
 * (S3_SERVE=redirect: the app's 302, then the store's answer). Not part of `npm run bench`:
 * `npx node bench/image-serving.bench.ts`.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { freePort, stopProcess } from '../apps/server/src/test/server-process.ts'
import { scratchEngine } from './support/admin.ts'
import { drive, load, type LoadResult } from './support/load.ts'
import { registerAccount, type Started, startProcess } from './support/processes.ts'

const SERVER = fileURLToPath(new URL('../apps/server/src/server.ts', import.meta.url))
const S3RVER = fileURLToPath(new URL('../node_modules/s3rver/bin/s3rver.js', import.meta.url))
const CONNECTIONS = Number(process.env.IMAGE_BENCH_CONNECTIONS ?? 10)
const SECONDS = Number(process.env.IMAGE_BENCH_SECONDS ?? 5)

/** A photo-like picture (blurred noise), so its WebP is the size a dish's photograph is. */
async function photo(): Promise<Buffer> {
  const [width, height] = [1600, 1200]
  const pixels = Buffer.alloc(width * height * 3)
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 2654435761) >>> 24
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(3)
    .jpeg()
    .toBuffer()
}

async function startS3rver(directory: string): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [S3RVER, '-d', directory, '-a', '127.0.0.1', '-p', String(port), '-s', '--configure-bucket', 'pictures'],
    { stdio: 'ignore' },
  )
  for (let tries = 0; tries < 600; tries += 1) {
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        () => true,
        () => false,
      )
    )
      return { child, port }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('s3rver did not start')
}

async function uploadPicture(server: Started, token: string, data: Buffer): Promise<string> {
  const form = new FormData()
  form.append('image', new Blob([new Uint8Array(data)]), 'photo.jpg')
  const response = await fetch(`${server.url}/api/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { url: string }).url
}

const hammer = (url: string) => load({ url, connections: CONNECTIONS, duration: SECONDS })

/** What a browser with nothing cached waits for: the request, any redirect followed, the whole body. */
const browserLike = (url: string) =>
  drive(
    async () => {
      const response = await fetch(url)
      if (!response.ok) throw new Error(`${response.status} from ${url}`)
      await response.arrayBuffer()
    },
    { connections: CONNECTIONS, duration: SECONDS },
  )

function row(name: string, result: LoadResult): string {
  const bad = result.errors + result.non2xx
  return `| ${name} | ${result.requestsPerSecond} | ${result.p50} | ${result.p95} | ${result.p99} | ${bad} |`
}

async function main() {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'rosemary-image-bench-'))
  const s3 = await startS3rver(path.join(scratch, 's3'))
  const s3Url = `s3://S3RVER:S3RVER@127.0.0.1:${s3.port}/pictures?tls=false`
  // On PostgreSQL: no embedded database to create first, which is not what is measured.
  const engine = await scratchEngine('postgres', 'images')
  const { env } = engine
  const picture = await photo()
  const rows: string[] = []
  let server = await startProcess([SERVER], env, '/api/health')
  try {
    const { token } = await registerAccount(server, { name: 'Bench', email: 'bench@example.com' })
    const localUrl = server.url + (await uploadPicture(server, token, picture))
    const bytes = (await (await fetch(localUrl)).arrayBuffer()).byteLength
    rows.push(row('DATA_DIR/images through the app (today)', await hammer(localUrl)))
    await server.stop()

    server = await startProcess([SERVER], { ...env, S3_URL: s3Url }, '/api/health')
    const s3Path = await uploadPicture(server, token, picture)
    rows.push(row('bucket through the app (S3_SERVE=proxy)', await hammer(server.url + s3Path)))
    rows.push(row('  the same, as a browser fetches it', await browserLike(server.url + s3Path)))
    await server.stop()

    server = await startProcess([SERVER], { ...env, S3_URL: s3Url, S3_SERVE: 'redirect' }, '/api/health')
    const redirect = await fetch(server.url + s3Path, { redirect: 'manual' })
    const signed = redirect.headers.get('location') ?? ''
    const answer = await hammer(server.url + s3Path)
    // autocannon counts the 302s as non-2xx: they are the answers wanted here.
    rows.push(row("redirect (S3_SERVE=redirect): the app's 302", { ...answer, non2xx: 0 }))
    rows.push(row('  then the signed address, from s3rver', await hammer(signed)))
    rows.push(row('  both, as a browser fetches them', await browserLike(server.url + s3Path)))
    console.log(
      [
        `Full-size picture of ${bytes} bytes, ${CONNECTIONS} connections, ${SECONDS} s each; ` +
          `machine load ${os.loadavg()[0]?.toFixed(1)} at the end`,
        '',
        '| served | req/s | p50 ms | p95 ms | p99 ms | errors |',
        '|---|---|---|---|---|---|',
        ...rows,
      ].join('\n'),
    )
  } finally {
    await server.stop()
    await stopProcess(s3.child)
    await engine.remove()
    await rm(scratch, { recursive: true, force: true })
  }
}

await main()
