/**
 * A gzip bomb sent to a real server process is refused, and the process gives back the memory the
 * unpacking took: measured as the process's resident memory before and after, not inside the test runner.
 * (Before the unpacking was streamed, a server kept about 500 MB more after one refused bomb.)
 */
import { readFile, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createGzip } from 'node:zlib'
import { zipSync } from 'fflate'
import { expect, test } from 'vitest'
import { paprikaExport } from '../../formats/import/test-support/paprika-files.ts'
import { type RunningServer, startServer, stopServer } from '../../test/server-process.ts'

const MB = 1024 * 1024

/** `megabytes` of spaces as one gzip, compressed a megabyte at a time. */
async function gzipOfSpaces(megabytes: number): Promise<Uint8Array> {
  const gzip = createGzip({ level: 9 })
  const parts: Buffer[] = []
  gzip.on('data', (chunk: Buffer) => parts.push(chunk))
  const ended = new Promise((resolve) => gzip.on('end', resolve))
  const spaces = Buffer.alloc(MB, ' ')
  for (let i = 0; i < megabytes; i++)
    if (!gzip.write(spaces)) await new Promise((resolve) => gzip.once('drain', resolve))
  gzip.end()
  await ended
  return new Uint8Array(Buffer.concat(parts))
}

async function residentMB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

/** Resident memory once it has stopped moving (start-up and the last request settle within seconds). */
async function settledMB(pid: number): Promise<number> {
  let last = await residentMB(pid)
  for (let i = 0; i < 20; i++) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    const now = await residentMB(pid)
    if (Math.abs(now - last) < 4) return now
    last = now
  }
  return last
}

async function sendPaprika(server: RunningServer, token: string, file: Uint8Array) {
  const form = new FormData()
  form.append('paprikadb', new Blob([new Uint8Array(file)]), 'export.paprikarecipes')
  const response = await fetch(`${server.url}/api/data/import/paprika`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  return { status: response.status, body: await response.json() }
}

test.runIf(process.platform === 'linux')(
  'a refused gzip bomb leaves the server holding no more memory than before',
  async () => {
    // One entry: a gzip of 600 MB, past the 256 MB an import may unpack, in a file of about 600 KB.
    const bomb = zipSync({ 'Bomb.paprikarecipe': [await gzipOfSpaces(600), { level: 0 }] })
    expect(bomb.length).toBeLessThan(2 * MB)
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rosemary-bomb-'))
    const server = await startServer({ DATA_DIR: dataDir })
    try {
      const registered = await fetch(`${server.url}/api/users/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Bomb Tester',
          email: 'bomb@rosemary.test',
          password: 'bomb test password',
        }),
      })
      const { token } = (await registered.json()) as { token: string }
      // An ordinary import first, so the importer's code is loaded before the baseline is taken.
      const warmUp = await sendPaprika(
        server,
        token,
        paprikaExport([{ name: 'Toast', ingredients: 'bread' }]),
      )
      expect(warmUp.status).toBe(202)
      const pid = server.process.pid ?? 0
      const before = await settledMB(pid)

      const refused = await sendPaprika(server, token, bomb)
      expect(refused.status).toBe(413)
      expect(refused.body).toMatchObject({ error: { code: 'payload_too_large' } })
      const after = await settledMB(pid)

      // 256 MB were unpacked and dropped; what stays is allocator slack, well under a tenth of a bomb.
      expect(
        after - before,
        `resident ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after`,
      ).toBeLessThan(128)
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
    } finally {
      await stopServer(server)
      await rm(dataDir, { recursive: true, force: true })
    }
  },
  120_000,
)
