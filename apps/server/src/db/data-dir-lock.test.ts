import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'rosemary-lock-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

test('claims the folder with this process id and gives it back', async () => {
  const release = await lockDataDir(dir)
  expect(await readFile(path.join(dir, 'rosemary.pid'), 'utf8')).toBe(String(process.pid))
  await release()
  await expect(readFile(path.join(dir, 'rosemary.pid'))).rejects.toThrow()
})

test('refuses a folder that a running process holds, naming it', async () => {
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'])
  try {
    await writeFile(path.join(dir, 'rosemary.pid'), String(other.pid))
    const attempt = lockDataDir(dir)
    await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError)
    await expect(attempt).rejects.toThrow(`Another Rosemary process (pid ${other.pid}) is using ${dir}`)
  } finally {
    other.kill()
  }
})

test('takes over a folder left by a process that died', async () => {
  const gone = spawn(process.execPath, ['-e', ''])
  await new Promise((resolve) => gone.on('exit', resolve))
  await writeFile(path.join(dir, 'rosemary.pid'), String(gone.pid))
  const release = await lockDataDir(dir)
  expect(await readFile(path.join(dir, 'rosemary.pid'), 'utf8')).toBe(String(process.pid))
  await release()
})
