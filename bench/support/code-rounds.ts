/**
 * The rounds in which a page's code arrives: a file asked for only after another file of code had arrived
 * (a dynamic import run by code that came, a module's own imports, a stylesheet a dynamic import waits for)
 * is a round after it. Rounds one after another are what a cold load waits for, whatever the bandwidth.
 */

export interface CodeRequest {
  path: string
  /** When the request started and its answer ended, in the page's clock. */
  start: number
  end: number
}

export interface CodeRound {
  round: number
  paths: string[]
  /** The earliest start and the latest end among the round's files. */
  start: number
  end: number
}

/** Scripts and stylesheets: the code a page runs or waits for. */
export const isCode = (path: string) => /\.(m?js|css)$/.test(path)

/**
 * Each file's round: 1 when no code had arrived as it was asked for, else one more than the latest round of
 * the files that had arrived by then.
 */
export function codeRounds(requests: CodeRequest[]): CodeRound[] {
  const ordered = [...requests].filter((request) => isCode(request.path)).sort((a, b) => a.start - b.start)
  const roundOf = new Map<CodeRequest, number>()
  for (const request of ordered) {
    let round = 1
    for (const [earlier, earlierRound] of roundOf)
      if (earlier.end <= request.start) round = Math.max(round, earlierRound + 1)
    roundOf.set(request, round)
  }
  const rounds: CodeRound[] = []
  for (const [request, round] of roundOf) {
    const entry = rounds[round - 1] ?? { round, paths: [], start: request.start, end: request.end }
    rounds[round - 1] = {
      round,
      paths: [...entry.paths, request.path],
      start: Math.min(entry.start, request.start),
      end: Math.max(entry.end, request.end),
    }
  }
  return rounds
}
