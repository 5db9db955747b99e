/**
 * Text whose UTF-8 bytes were once read as Latin-1 or Windows-1252 and written out again ("1Â¼ cups",
 * "CafÃ©", "Donâ€™t"), as some publishers' structured data carries it. Each such run is decoded back when
 * its bytes are UTF-8 for a Latin-1 letter or sign (Â or Ã and one more) or for general punctuation,
 * fractions and signs (â and two more): other runs are left alone, so "Spaß«" stays as it is written.
 */

/** Windows-1252's characters for the bytes 0x80–0x9F, where Latin-1 has control characters. */
const WINDOWS_1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ'
const CONTINUATION = `[\\u0080-\\u00BF${WINDOWS_1252}]`
const RUN = new RegExp(`[ÂÃ]${CONTINUATION}|â${CONTINUATION}{2}`, 'gu')
const decoder = new TextDecoder('utf-8', { fatal: true })

function byteOf(char: string): number {
  const index = WINDOWS_1252.indexOf(char)
  return index >= 0 ? 0x80 + index : char.charCodeAt(0)
}

function decodeRun(run: string): string {
  try {
    return decoder.decode(Uint8Array.from(Array.from(run, byteOf)))
  } catch {
    return run
  }
}

export function repairMojibake(text: string): string {
  return /[ÂÃâ]/u.test(text) ? text.replace(RUN, decodeRun) : text
}
