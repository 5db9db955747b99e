/** Text reduced to its letters and digits, lower case: what stays the same however a page spaces or punctuates it. */
export const squeeze = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '')
