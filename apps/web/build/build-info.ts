import { execFileSync } from 'node:child_process'

/** The version of the root package.json and the commit and date of this build, shown on about/details. */
export function buildInfo(version: string): { version: string; build: string } {
  let commit = 'unknown'
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()
  } catch {
    // Not a git checkout (a source tarball): the date alone identifies the build.
  }
  return { version, build: `${commit} ${new Date().toISOString().slice(0, 10)}` }
}
