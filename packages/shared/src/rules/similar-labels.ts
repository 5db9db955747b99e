/**
 * Labels that look like one another ("dessert" and "desserts", "Veggie" and "veggies", "contorno" and
 * "contorni", "Suppe" and "Suppen", "café" and "cafe"), paired so the labels page can offer to merge them.
 * Word by word, after folding case and accents: the same word, the same English singular (the shopping
 * list's plural folding), one word the other plus a German or English plural ending, or an Italian pair of
 * endings (-o/-i, -a/-e, -e/-i). It only proposes: a person confirms each merge, or dismisses it.
 */
import { foldAccents, foldPlural } from '../shopping/text-folding.ts'

export interface MergeableLabel {
  id: string
  title: string
  recipeCount: number
}

/** Merge `source` into `target`: the label more recipes carry stays. */
export interface AlikeLabels<T extends MergeableLabel> {
  source: T
  target: T
}

const PLURAL_ENDINGS = ['s', 'es', 'n', 'en', 'e', 'er']
const ITALIAN_PAIRS = new Set(['o/i', 'i/o', 'a/e', 'e/a', 'e/i', 'i/e'])

function words(title: string): string[] {
  return foldAccents(title)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
}

function sameWord(a: string, b: string): boolean {
  if (a === b || foldPlural(a) === foldPlural(b)) return true
  const [short, long] = a.length <= b.length ? [a, b] : [b, a]
  if (short.length >= 3 && long.startsWith(short) && PLURAL_ENDINGS.includes(long.slice(short.length)))
    return true
  return (
    a.length === b.length &&
    a.length >= 4 &&
    a.slice(0, -1) === b.slice(0, -1) &&
    ITALIAN_PAIRS.has(`${a.slice(-1)}/${b.slice(-1)}`)
  )
}

export function labelsLookAlike(a: string, b: string): boolean {
  const first = words(a)
  const second = words(b)
  return (
    first.length > 0 &&
    first.length === second.length &&
    first.every((word, index) => sameWord(word, second[index] ?? ''))
  )
}

/** Every rule above keeps a word's first three letters, so only labels that share them are compared. */
function bucketOf(title: string): string {
  return (words(title)[0] ?? '').slice(0, 3)
}

function keeps<T extends MergeableLabel>(a: T, b: T): boolean {
  if (a.recipeCount !== b.recipeCount) return a.recipeCount > b.recipeCount
  if (a.title.length !== b.title.length) return a.title.length < b.title.length
  return a.title < b.title
}

/**
 * Groups of look-alike labels (look-alikes of look-alikes join the same group), each as pairs that merge
 * every other label of the group into the one most recipes carry (fewer letters, then alphabetical, on a
 * tie), in the order of the kept labels' titles.
 */
export function alikeLabelPairs<T extends MergeableLabel>(labels: readonly T[]): AlikeLabels<T>[] {
  const parent = labels.map((_, index) => index)
  const root = (index: number): number => {
    let at = index
    while (parent[at] !== at) at = parent[at] ?? at
    return at
  }
  const buckets = new Map<string, number[]>()
  labels.forEach((label, index) => {
    const key = bucketOf(label.title)
    buckets.set(key, [...(buckets.get(key) ?? []), index])
  })
  for (const members of buckets.values()) {
    for (const [position, i] of members.entries()) {
      for (const j of members.slice(position + 1)) {
        const [a, b] = [labels[i], labels[j]]
        if (a && b && labelsLookAlike(a.title, b.title)) parent[root(j)] = root(i)
      }
    }
  }
  const groups = new Map<number, T[]>()
  labels.forEach((label, index) => groups.set(root(index), [...(groups.get(root(index)) ?? []), label]))
  const pairs: AlikeLabels<T>[] = []
  for (const group of groups.values()) {
    if (group.length < 2) continue
    const target = group.reduce((best, label) => (keeps(label, best) ? label : best))
    for (const source of group) if (source !== target) pairs.push({ source, target })
  }
  return pairs.sort(
    (a, b) => a.target.title.localeCompare(b.target.title) || a.source.title.localeCompare(b.source.title),
  )
}
