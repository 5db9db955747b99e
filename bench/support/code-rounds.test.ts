import { describe, expect, test } from 'vitest'
import { codeRounds } from './code-rounds.ts'

describe('codeRounds', () => {
  test('files asked for together are one round; a file asked for after one arrived is the next', () => {
    const rounds = codeRounds([
      { path: '/assets/index.js', start: 10, end: 60 },
      { path: '/assets/start.js', start: 12, end: 70 },
      { path: '/api/recipes/by-page', start: 80, end: 300 },
      { path: '/assets/page.css', start: 75, end: 120 },
      { path: '/assets/page.js', start: 130, end: 170 },
      { path: '/assets/button.js', start: 175, end: 200 },
      { path: '/assets/late-but-unrelated.js', start: 65, end: 210 },
    ])
    expect(rounds.map((round) => round.paths)).toEqual([
      ['/assets/index.js', '/assets/start.js'],
      ['/assets/late-but-unrelated.js', '/assets/page.css'],
      ['/assets/page.js'],
      ['/assets/button.js'],
    ])
    expect(rounds[1]).toMatchObject({ round: 2, start: 65, end: 210 })
  })

  test('no code, no rounds', () => {
    expect(codeRounds([{ path: '/api/health', start: 0, end: 5 }])).toEqual([])
  })
})
