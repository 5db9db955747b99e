/** Small typos in long unit words ("teaspon", "tablspoon") still name the unit; short words are too risky. */
const SHORTEST_WORD = 7

/** True when one edit (insert, delete or replace a letter) turns `a` into `b`. */
function isOneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1
  const restA = a.slice(i)
  const restB = b.slice(i)
  return restA.slice(1) === restB.slice(1) || restA.slice(1) === restB || restA === restB.slice(1)
}

export function isMisspelling(word: string, alias: string): boolean {
  if (word.length < SHORTEST_WORD || alias.length < SHORTEST_WORD || word === alias) return false
  return word.slice(0, 3) === alias.slice(0, 3) && isOneEditApart(word, alias)
}
