/**
 * One Cooklang recipe's text as an imported recipe. Each paragraph is a step, its markup replaced by
 * readable text; a line ending in `\` breaks the step there. `= Dough` or `== Dough ==` starts a section
 * (a `[Dough]` header in both lists); `> …` lines are notes; `-- …` and `[- … -]` are comments, dropped;
 * metadata comes from YAML front matter or `>> key: value` lines (see metadata-fields.ts). Choices:
 * - ingredients ← every ingredient the steps name (cooklang-ingredients.ts); a reference to another recipe
 *   (`@./Shared/Pizza Dough{6%balls}`) is listed by that recipe's name.
 * - notes ← the `>` notes, then the cookware ("Cookware: large wok, frying pan (2)"), then metadata with
 *   no field, then front matter that could not be read, as written.
 * - title ← metadata title, else the file's name (Cooklang's own title, when the caller knows it), else
 *   the first words of the first step.
 * - images ← metadata pictures (addresses, or files beside it), then the pictures named like the file.
 */
import { emptyRecipe, type ImportedImage, type ImportedRecipe } from '../imported-recipe.ts'
import { IngredientList } from './cooklang-ingredients.ts'
import { amountText, readMarkedLine, type Component } from './cooklang-markup.ts'
import { parseFrontMatter, splitFrontMatter, webAddress } from './front-matter.ts'
import { flattenMetadata, metadataFields } from './metadata-fields.ts'
import { asHeader, joinParagraphs, recipeTitle } from './recipe-text.ts'
import { uniqueLabels } from './source-values.ts'

export interface CooklangContext {
  /** The recipe's name from its file name, when the caller has one. */
  name?: string
  /** A picture the metadata names by file, looked up beside the recipe; null when absent. */
  findPicture?: (reference: string) => ImportedImage | null
  /** Pictures found beside the file by Cooklang's convention (same name, .jpg or .png). */
  pictures?: ImportedImage[]
}

/** What the lines of a file add up to, collected in one pass. */
class Reading {
  readonly ingredients = new IngredientList()
  readonly cookware = new Map<string, string>()
  readonly instructions: string[] = []
  readonly notes: string[] = []
  readonly metadata: [string, unknown][] = []
  #paragraph: { text: string; breaks: boolean }[] = []
  #note: string[] = []
  #header = ''

  section(name: string): void {
    this.flush()
    this.#header = asHeader(name)
    this.ingredients.startSection(this.#header)
  }

  note(text: string): void {
    this.flushStep()
    this.#note.push(text)
  }

  line(text: string, breaks: boolean): void {
    this.flushNote()
    this.#paragraph.push({ text, breaks })
  }

  flush(): void {
    this.flushStep()
    this.flushNote()
  }

  flushNote(): void {
    if (this.#note.length > 0) this.notes.push(this.#note.join('\n'))
    this.#note = []
  }

  /** The paragraph as one step, or several lines where the author broke it with `\`. */
  flushStep(): void {
    const lines: string[] = []
    let current: string[] = []
    for (const { text, breaks } of this.#paragraph) {
      const marked = readMarkedLine(text)
      marked.components.forEach((component) => this.#use(component))
      current.push(marked.text)
      if (breaks) {
        lines.push(current.join(' '))
        current = []
      }
    }
    lines.push(current.join(' '))
    this.#paragraph = []
    const steps = lines.map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean)
    if (steps.length === 0) return
    if (this.#header !== '') this.instructions.push(this.#header)
    this.#header = ''
    this.instructions.push(...steps)
  }

  #use(component: Component): void {
    if (component.kind === 'ingredient') {
      this.ingredients.add(component.name, component.amount, component.note)
    } else if (component.kind === 'cookware') {
      const amount = amountText(component.amount)
      const shown = amount ? `${component.name} (${amount})` : component.name
      const key = component.name.toLowerCase()
      if (!this.cookware.has(key) || amount) this.cookware.set(key, shown)
    }
  }
}

/** The text without `[- … -]` block comments, which may span lines; an unclosed one is left as text. */
function withoutBlockComments(text: string): string {
  let result = ''
  let at = 0
  for (;;) {
    const open = text.indexOf('[-', at)
    const close = open < 0 ? -1 : text.indexOf('-]', open + 2)
    if (close < 0) return result + text.slice(at)
    result += text.slice(at, open)
    at = close + 2
  }
}

function readLine(reading: Reading, raw: string): void {
  const comment = raw.indexOf('--')
  const line = (comment < 0 ? raw : raw.slice(0, comment)).trim()
  if (line === '') {
    // A line that only held a comment does not end the step around it.
    if (comment < 0) reading.flush()
    return
  }
  if (line.startsWith('>>')) {
    const colon = line.indexOf(':')
    if (colon > 2) reading.metadata.push([line.slice(2, colon), line.slice(colon + 1).trim()])
    return
  }
  if (line.startsWith('>')) {
    reading.note(line.slice(1).trim())
    return
  }
  if (line.startsWith('=')) {
    let start = 0
    let end = line.length
    while (line[start] === '=') start++
    while (end > start && line[end - 1] === '=') end--
    reading.section(line.slice(start, end))
    return
  }
  const breaks = line.endsWith('\\')
  reading.line(breaks ? line.slice(0, -1) : line, breaks)
}

/** "Preheat your outdoor oven so it's around…": the start of the first step, for a recipe without a name. */
function firstWords(instructions: string[]): string {
  const first = instructions.find((line) => !line.startsWith('[')) ?? ''
  const sentence = first.split(/[.!?;:]\s/)[0] ?? ''
  const words = sentence.split(' ')
  return words.length > 8 ? `${words.slice(0, 8).join(' ')}…` : sentence.replace(/[.!?;:,]$/, '')
}

function metadataOf(text: string): { entries: [string, unknown][]; body: string; unreadable: string } {
  const split = splitFrontMatter(text)
  if (!split) return { entries: [], body: text, unreadable: '' }
  const data = parseFrontMatter(split.yaml)
  if (data) return { entries: Object.entries(data), body: split.body, unreadable: '' }
  return { entries: [], body: split.body, unreadable: split.yaml.trim() }
}

export function readCooklang(text: string, context: CooklangContext = {}): ImportedRecipe {
  const { entries, body, unreadable } = metadataOf(text)
  const reading = new Reading()
  for (const line of withoutBlockComments(body).split(/\r\n|\r|\n/)) readLine(reading, line)
  reading.flush()
  const fields = metadataFields(flattenMetadata([...entries, ...reading.metadata]))
  const cookware = [...reading.cookware.values()]
  const pictures = fields.pictures.flatMap((reference): ImportedImage[] => {
    const url = webAddress(reference)
    const image = url ? { kind: 'url' as const, url } : (context.findPicture?.(reference) ?? null)
    return image ? [image] : []
  })
  return {
    ...emptyRecipe(recipeTitle(fields.title || (context.name ?? ''), firstWords(reading.instructions))),
    description: fields.description,
    yield: fields.yield,
    activeTime: fields.activeTime,
    totalTime: fields.totalTime,
    source: fields.source,
    url: fields.url,
    notes: joinParagraphs([
      ...reading.notes,
      cookware.length > 0 ? `Cookware: ${cookware.join(', ')}` : '',
      fields.notes.join('\n'),
      unreadable ? `Metadata:\n${unreadable}` : '',
    ]),
    ingredients: reading.ingredients.lines().join('\n'),
    instructions: reading.instructions.join('\n'),
    labels: uniqueLabels(fields.labels),
    images: [...pictures, ...(context.pictures ?? [])],
    ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
  }
}
