/** Unicode vulgar fractions as [numerator, denominator]: spec §5 reads them as plain fractions before scaling. */
export const VULGAR_FRACTIONS: Readonly<Record<string, readonly [number, number]>> = {
  '½': [1, 2],
  '⅓': [1, 3],
  '⅔': [2, 3],
  '¼': [1, 4],
  '¾': [3, 4],
  '⅕': [1, 5],
  '⅖': [2, 5],
  '⅗': [3, 5],
  '⅘': [4, 5],
  '⅙': [1, 6],
  '⅚': [5, 6],
  '⅐': [1, 7],
  '⅛': [1, 8],
  '⅜': [3, 8],
  '⅝': [5, 8],
  '⅞': [7, 8],
  '⅑': [1, 9],
  '⅒': [1, 10],
}

export const VULGAR_CHARACTERS = Object.keys(VULGAR_FRACTIONS).join('')

export function readVulgarFraction(character: string): number | null {
  const fraction = VULGAR_FRACTIONS[character]
  return fraction ? fraction[0] / fraction[1] : null
}
