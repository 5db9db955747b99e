/**
 * One RecipeML 0.5 <recipe> as an imported recipe. Choices:
 * - title ← head/title; description ← subtitles, then the head's and the recipe's <description>s.
 * - yield ← head/yield as words ("6 personnes"); labels ← head/categories/cat, then the menus around it.
 * - times: an untyped or "preparation" <preptime> is the active time, a "total" one the total; other types
 *   ("cooking", "resting"…) go to the notes, and without a total the exact times add up to one.
 * - source ← head/source (its <srcitem>s joined); a source that is only a web address is the url instead.
 * - ingredients ← <ing> lines ("2 cups flour, sifted (optional)", alternatives as "or …" lines), each
 *   <ing-div> opening with its [title]; instructions ← <step>s (substeps on their own lines) or the text of
 *   <directions>, each <dir-div> opening with its [title].
 * - notes ← <note>s anywhere, the other times, equipment, nutrition and diet exchanges, as titled blocks.
 */
import { minutesToText } from '../duration.ts'
import { emptyRecipe, type ImportedRecipe } from '../imported-recipe.ts'
import { asHeader, joinLines, joinParagraphs, recipeTitle, toLines } from './recipe-text.ts'
import { measureContent, measureText, timeMinutes, timeText } from './recipeml-values.ts'
import { uniqueLabels } from './source-values.ts'
import { childText, ingredientLine, plainParagraphs, titledLines } from './xml-recipe-file.ts'
import { attribute, childElement, childElements, textContent, type XmlElement } from './xml.ts'

const nameOf = (element: XmlElement) => element.name.toLowerCase()
const isWebAddress = (text: string) => /^https?:\/\/\S+$/i.test(text)

function sourceText(head: XmlElement): string {
  const source = childElement(head, 'source')
  if (!source) return ''
  const items = childElements(source, 'srcitem').map(measureText).filter(Boolean)
  return items.length > 0 ? items.join('; ') : measureText(source)
}

interface Times {
  activeTime: string
  totalTime: string
  notes: string
}

function timeLabel(type: string): string {
  const label = type.charAt(0).toUpperCase() + type.slice(1)
  return /time$/i.test(label) ? label : `${label} time`
}

function timesOf(head: XmlElement): Times {
  let activeTime = ''
  let totalTime = ''
  const others: string[] = []
  let exactMinutes = 0
  let allExact = true
  for (const time of childElements(head, 'preptime')) {
    const type = attribute(time, 'type').replace(/\s+/g, ' ').trim()
    const text = timeText(time)
    if (!text) continue
    if (/total|ready/i.test(type)) {
      totalTime ||= text
      continue
    }
    const minutes = timeMinutes(time)
    exactMinutes += minutes ?? 0
    allExact &&= minutes !== null
    if (type === '' || /^prep/i.test(type)) activeTime ||= text
    else others.push(`${timeLabel(type)}: ${text}`)
  }
  if (!totalTime && others.length > 0 && allExact) totalTime = minutesToText(exactMinutes)
  return { activeTime, totalTime, notes: others.join('\n') }
}

/** An <ing> as lines: itself, then its alternatives ("or 1 cup margarine"). */
function ingLines(ing: XmlElement): string[] {
  const amount = childElements(ing, 'amt').map(measureText).filter(Boolean).join(' / ')
  const item = childElement(ing, 'item')
  const preparation = [childText(ing, 'modifier'), childText(ing, 'prep')].filter(Boolean).join(', ')
  const line =
    item || amount
      ? ingredientLine({
          amount,
          name: measureText(item),
          preparation,
          optional: /^(yes|true|1)$/i.test(attribute(ing, 'optional').trim()),
        })
      : measureText(ing)
  const alternatives = childElements(ing, 'alt-ing').flatMap(ingLines)
  return [line, ...alternatives.map((alternative) => `or ${alternative}`)]
}

/** The lines of <ingredients> or an <ing-div>; notes and descriptions in the list go to `notes`. */
function ingredientLines(list: XmlElement, notes: string[]): string[] {
  return list.children.flatMap((child) => {
    switch (nameOf(child)) {
      case 'ing':
        return ingLines(child)
      case 'ing-div':
        return [asHeader(childText(child, 'title')), ...ingredientLines(child, notes)]
      case 'title':
        return []
      default:
        notes.push(plainParagraphs(textContent(child)))
        return []
    }
  })
}

/** A step's own text, then its substeps, each on its own lines. */
function stepLines(step: XmlElement): string[] {
  const own = step.content
    .map((item) => (typeof item === 'string' ? item : nameOf(item) === 'substep' ? '\n' : textContent(item)))
    .join('')
  return [...toLines(own), ...childElements(step, 'substep').flatMap(stepLines)]
}

/** The lines of <directions> or a <dir-div>: steps, or plain text; notes in it go to `notes`. */
function directionLines(directions: XmlElement, notes: string[]): string[] {
  return directions.content.flatMap((item) => {
    if (typeof item === 'string') return toLines(item)
    switch (nameOf(item)) {
      case 'step':
        return stepLines(item)
      case 'dir-div':
        return [asHeader(childText(item, 'title')), ...directionLines(item, notes)]
      case 'title':
        return []
      case 'note':
      case 'description':
        notes.push(plainParagraphs(textContent(item)))
        return []
      default:
        return toLines(textContent(item))
    }
  })
}

/** "1 9-inch pie dish": a tool's count first, wherever the file puts it. */
function toolLine(tool: XmlElement): string {
  const isCount = (part: XmlElement | string) => typeof part !== 'string' && nameOf(part) === 'qty'
  const count = measureContent(tool.content.filter(isCount))
  const rest = measureContent(tool.content.filter((part) => !isCount(part)))
  return [count, rest].filter(Boolean).join(' ')
}

/** Nutrients, exchanges or tools one a line (groups flattened, a group's title a line of its own). */
function listedLines(element: XmlElement): string[] {
  if (element.children.length === 0) return toLines(textContent(element))
  return element.children.flatMap((child) => {
    if (nameOf(child).endsWith('-group')) return listedLines(child)
    return [nameOf(child) === 'tool' ? toolLine(child) : measureText(child)]
  })
}

function blocks(recipe: XmlElement, name: string, title: string): string[] {
  return childElements(recipe, name).map((element) => {
    const authority = attribute(element, 'authority').trim()
    return titledLines(authority ? `${title} (${authority})` : title, listedLines(element))
  })
}

export function toRecipeMlRecipe(
  recipe: XmlElement,
  menuLabels: string[],
  fallbackTitle: string,
): ImportedRecipe {
  const head = childElement(recipe, 'head') ?? recipe
  const notes: string[] = [...childElements(head, 'note'), ...childElements(recipe, 'note')].map((note) =>
    plainParagraphs(textContent(note)),
  )
  const ingredients = childElements(recipe, 'ingredients').flatMap((list) => ingredientLines(list, notes))
  const instructions = childElements(recipe, 'directions').flatMap((list) => directionLines(list, notes))
  const times = timesOf(head)
  const source = sourceText(head)
  return {
    ...emptyRecipe(recipeTitle(childText(head, 'title'), fallbackTitle)),
    description: joinParagraphs(
      [
        ...childElements(head, 'subtitle'),
        ...childElements(head, 'description'),
        ...childElements(recipe, 'description'),
      ].map((element) => plainParagraphs(textContent(element))),
    ),
    yield: measureText(childElement(head, 'yield')),
    activeTime: times.activeTime,
    totalTime: times.totalTime,
    source: isWebAddress(source) ? '' : source,
    url: isWebAddress(source) ? source : '',
    notes: joinParagraphs([
      ...notes,
      times.notes,
      ...blocks(recipe, 'equipment', 'Equipment'),
      ...blocks(recipe, 'nutrition', 'Nutrition'),
      ...blocks(recipe, 'diet-exchanges', 'Diet exchanges'),
    ]),
    ingredients: joinLines(ingredients),
    instructions: joinLines(instructions),
    labels: uniqueLabels([
      ...childElements(head, 'categories').flatMap((list) => childElements(list, 'cat').map(textContent)),
      ...menuLabels,
    ]),
  }
}
