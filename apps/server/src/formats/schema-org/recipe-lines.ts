/** Rules for the lines of a recipe's ingredients and instructions, shared by every reader. */

/** A line wholly in square brackets is a section header. */
export const isHeaderLine = (line: string): boolean => /^\[.*\]$/.test(line)

/** A section header with no item after it (an empty section, or a trailing one) is noise. */
export function dropEmptySections(lines: readonly string[]): string[] {
  return lines.filter((line, index) => {
    if (!isHeaderLine(line)) return true
    const next = lines[index + 1]
    return next !== undefined && !isHeaderLine(next)
  })
}
