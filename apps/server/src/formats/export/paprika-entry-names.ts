/**
 * Names for the entries of a .paprikarecipes zip: the recipe's title, as Paprika names them, made safe to
 * unpack on any system (no folders, no characters Windows refuses, no reserved device names, not too long)
 * and unique even where file names ignore case, so that unpacking the zip never overwrites a recipe.
 */

const UNSAFE = /[/\\:*?"<>|\p{Cc}]/gu
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i
// Characters, not bytes: most systems allow 255 bytes, and a title in a script of 3-byte letters fits.
const LONGEST = 80

function safeName(title: string): string {
  const cleaned = title
    .replace(UNSAFE, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '')
  let name = ''
  for (const { segment } of new Intl.Segmenter().segment(cleaned)) {
    if (name.length + segment.length > LONGEST) break
    name += segment
  }
  name = name.trim()
  if (name === '') return 'Untitled'
  return RESERVED.test(name) ? `${name}_` : name
}

/** Hands out one name per recipe; holds every name given (a few dozen bytes a recipe). */
export class PaprikaEntryNames {
  private readonly taken = new Set<string>()

  /** `<title>.paprikarecipe`, or `<title> (2).paprikarecipe` and so on when the name is taken. */
  claim(title: string): string {
    const base = safeName(title)
    for (let number = 1; ; number += 1) {
      const name = number === 1 ? base : `${base} (${String(number)})`
      const key = name.normalize('NFC').toLowerCase()
      if (!this.taken.has(key)) {
        this.taken.add(key)
        return `${name}.paprikarecipe`
      }
    }
  }
}
