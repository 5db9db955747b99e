/**
 * RecipeML's marked-up values as text. An amount, a yield, a time or a nutrient is a run of small
 * elements — <qty>, <frac><n/><d/></frac>, <range><q1/><q2/></range>, <size>, <unit>, <timeunit>,
 * <percent> — that read as words: "1 1/2 cups", "2-3 large eggs", "30 minutes", "Fat 12 g 18%".
 */
import { minutesToText, textMinutes } from '../duration.ts'
import { textContent, type XmlElement } from './xml.ts'

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The element's words in document order, its child elements' words separated by spaces. */
export function measureText(element: XmlElement | undefined): string {
  return element ? measureContent(element.content) : ''
}

/** The words of an element's content (or of part of it). */
export function measureContent(content: XmlElement['content']): string {
  const parts: string[] = []
  for (const item of content) {
    if (typeof item === 'string') {
      parts.push(oneLine(item))
      continue
    }
    switch (item.name.toLowerCase()) {
      case 'range':
        parts.push(item.children.map(measureText).filter(Boolean).join('-'))
        break
      case 'frac': {
        const [numerator, denominator] = item.children.map((child) => oneLine(textContent(child)))
        parts.push(numerator && denominator ? `${numerator}/${denominator}` : oneLine(textContent(item)))
        break
      }
      case 'percent': {
        const percent = measureText(item)
        parts.push(percent && !percent.endsWith('%') ? `${percent}%` : percent)
        break
      }
      default:
        parts.push(measureText(item))
    }
  }
  return parts.filter(Boolean).join(' ')
}

/** "30 minutes" → "30 min", "1 hours" → "1 h"; a time that is not exact stays as written; zero is no time. */
export function timeText(element: XmlElement | undefined): string {
  const text = measureText(element)
  const minutes = textMinutes(text)
  if (minutes !== null) return minutesToText(minutes)
  return /^0+(?:[.,]0+)?(?:\s|$)/.test(text) ? '' : text
}

/** Minutes in a time, or null when it is not exact. */
export function timeMinutes(element: XmlElement | undefined): number | null {
  return textMinutes(measureText(element))
}
