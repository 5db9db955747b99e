/**
 * Random recipe parts for the round trips of the text exports (Saffron, ChefTap, Now You're Cooking!):
 * phrases from a fixed vocabulary (fast to generate, accents included, no word a heading or a label),
 * ingredient lines that open with an amount, and lists in parts with optional names.
 */
import fc from 'fast-check'

const WORDS =
  'a of to pan oil salt sugar flour onion butter simmer gently chopped crème brûlée käse piñon x'.split(' ')

export const word = fc.constantFrom(...WORDS)

export const phrase = (max: number) =>
  fc.array(word, { minLength: 1, maxLength: max }).map((list) => list.join(' '))

export const ingredient = phrase(5).map((text) => `2 tsp ${text}`)

export const minutes = fc.integer({ min: 1, max: 300 })

export const servings = fc.integer({ min: 1, max: 24 })

export const servingsRead = (count: number) => `${count} ${count === 1 ? 'serving' : 'servings'}`

export interface Part {
  name: string | undefined
  items: string[]
}

/** A list in one to three parts, each maybe named. */
export const parts = (item: fc.Arbitrary<string>) =>
  fc.array(
    fc.record({
      name: fc.option(fc.constantFrom('Sauce', 'Dough', 'Filling', 'Topping', 'Garnish'), { nil: undefined }),
      items: fc.array(item, { minLength: 1, maxLength: 4 }),
    }),
    { minLength: 1, maxLength: 3 },
  )

/** The list's lines, each part's name written by `heading`. */
export const partLines = (list: Part[], heading: (name: string) => string) =>
  list.flatMap((part) => [...(part.name ? [heading(part.name)] : []), ...part.items])

/** What a reader gives back for the list: its items, each part's name as a [header]. */
export const expectedLines = (list: Part[]) => partLines(list, (name) => `[${name}]`).join('\n')
