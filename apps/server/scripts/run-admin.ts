/** Runs `npm run admin -- …` as a real process for the admin commands' tests, on the given data folder. */
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const ADMIN = fileURLToPath(new URL('./admin.ts', import.meta.url))

export interface AdminRun {
  code: number
  stdout: string
  stderr: string
}

export async function runAdmin(
  dataDir: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<AdminRun> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [ADMIN, ...args], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}
