import { endpoints, type TRecipeSummary } from '@rosemary/shared/contract'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { compileSerializer } from './compiled-serializer.ts'

const byPage = endpoints['GET /recipes/by-page'].response
const person = (name: string, handle: string | null) => ({ id: crypto.randomUUID(), name, handle })

/** A summary with every field filled, and texts that JSON has to escape. */
const full: TRecipeSummary = {
  id: crypto.randomUUID(),
  title: 'Crème "brûlée" \\ 2\u2028',
  description: 'Line one\nline two\t😀',
  source: 'Nonna',
  url: 'https://example.com/brulee?a=1&b=2',
  folder: 'inbox',
  rating: 5,
  fromUser: person('Bo', 'bo'),
  owner: person('Cy', null),
  labels: [
    { id: crypto.randomUUID(), title: 'dessert' },
    { id: crypto.randomUUID(), title: '</script>' },
  ],
  imageUrl: '/api/images/3f6c/thumb',
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.123Z',
}
const empty: TRecipeSummary = {
  ...full,
  rating: null,
  fromUser: null,
  owner: null,
  labels: [],
  imageUrl: null,
}

describe('compileSerializer', () => {
  it('writes a page as zod and JSON.stringify did, every field filled or null', () => {
    const page = { data: [full, empty], totalCount: 10_000 }
    expect(compileSerializer(byPage)(page)).toBe(JSON.stringify(z.encode(byPage, page)))
  })

  it('leaves out what the contract does not name, as zod did', () => {
    const page = { data: [{ ...full, userId: 'secret', searchVector: 'x' }], totalCount: 1, extra: true }
    const written = compileSerializer(byPage)(page)
    expect(written).toBe(JSON.stringify(z.encode(byPage, page as z.input<typeof byPage>)))
    expect(written).not.toContain('secret')
  })

  it('refuses an answer missing a field rather than writing it without', () => {
    const { title: _title, ...untitled } = full
    expect(() => compileSerializer(byPage)({ data: [untitled], totalCount: 1 })).toThrow(/title/)
  })
})
