/**
 * Writers of RecipeML, Gourmet, KRecipes and CookML files for tests, each laid out the way its app writes them
 * (Gourmet indents every value on lines of its own, KRecipes writes one element a line), from one simple
 * recipe model, and what the readers should give back for it: the round trip the property tests check.
 */
import fc from 'fast-check'
import { strToU8 } from 'fflate'
import type { ImportedRecipe } from '../../imported-recipe.ts'

export interface SampleIngredient {
  amount: string
  unit: string
  name: string
}

export interface SampleRecipe {
  title: string
  source: string
  yieldAmount: string
  yieldUnit: string
  labels: string[]
  /** Groups in order; a group named "" is outside any section. */
  groups: { name: string; ingredients: SampleIngredient[] }[]
  steps: string[]
  /** 1–5 stars. */
  rating: number
}

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const element = (name: string, text: string) => (text ? `<${name}>${escapeXml(text)}</${name}>` : '')

/** Words with letters of several scripts and the characters XML must escape (no ">" or "[": "<b>" is markup to Gourmet, "[x]" a header). */
const word = fc
  .array(fc.constantFrom(...'aeiklmnorstzéžčřß漢🍎&<"\'0123456789'.split(/(?:)/u)), {
    minLength: 1,
    maxLength: 8,
  })
  .map((chars) => chars.join(''))
const phrase = fc.array(word, { minLength: 1, maxLength: 5 }).map((words) => words.join(' '))

const ingredient: fc.Arbitrary<SampleIngredient> = fc.record({
  amount: fc.constantFrom('', '1', '1/2', '2.5', '3-4'),
  unit: fc.constantFrom('', 'g', 'cups', 'čajová lžička'),
  name: phrase,
})

export const sampleRecipe: fc.Arbitrary<SampleRecipe> = fc.record({
  title: phrase,
  source: fc.oneof(fc.constant(''), phrase),
  yieldAmount: fc.constantFrom('', '2', '4', '12'),
  yieldUnit: fc.constantFrom('', 'loaves', 'personnes'),
  labels: fc.uniqueArray(phrase, { maxLength: 3, comparator: (a, b) => a.toLowerCase() === b.toLowerCase() }),
  groups: fc.array(
    fc.record({
      name: fc.oneof(fc.constant(''), phrase),
      ingredients: fc.array(ingredient, { minLength: 1, maxLength: 4 }),
    }),
    { maxLength: 3 },
  ),
  steps: fc.array(phrase, { maxLength: 4 }),
  rating: fc.integer({ min: 1, max: 5 }),
})

/** The ingredient lines every reader should give back: "[Group]" then "amount unit name". */
export function expectedIngredients(recipe: SampleRecipe): string {
  return recipe.groups
    .flatMap((group) => [
      group.name ? `[${group.name}]` : '',
      ...group.ingredients.map((item) => [item.amount, item.unit, item.name].filter(Boolean).join(' ')),
    ])
    .filter(Boolean)
    .join('\n')
}

/** The fields a round trip checks, as a reader gave them back. */
export function roundTripFields(recipe: ImportedRecipe) {
  const { title, source, yield: amount, labels, rating, ingredients, instructions } = recipe
  return { title, source, yield: amount, labels, rating, ingredients, instructions }
}

/** Those fields as a reader should give them back for a sample (`rated`: the format carries ratings). */
export function expectedFields(sample: SampleRecipe, { rated }: { rated: boolean }) {
  return {
    title: sample.title,
    source: sample.source,
    yield: sample.yieldAmount ? [sample.yieldAmount, sample.yieldUnit].filter(Boolean).join(' ') : '',
    labels: sample.labels,
    rating: rated ? sample.rating : null,
    ingredients: expectedIngredients(sample),
    instructions: sample.steps.join('\n'),
  }
}

export function recipeMlFile(recipes: SampleRecipe[]): Uint8Array {
  const ing = ({ amount, unit, name }: SampleIngredient) =>
    `<ing>${amount || unit ? `<amt>${element('qty', amount)}${element('unit', unit)}</amt>` : ''}<item>${escapeXml(name)}</item></ing>`
  const body = recipes.map(
    (recipe) => `<recipe><head>${element('title', recipe.title)}
  <categories>${recipe.labels.map((label) => element('cat', label)).join('')}</categories>
  <yield>${element('qty', recipe.yieldAmount)}${recipe.yieldAmount ? element('unit', recipe.yieldUnit) : ''}</yield>
  ${recipe.source ? `<source><srcitem>${escapeXml(recipe.source)}</srcitem></source>` : ''}</head>
  <ingredients>${recipe.groups
    .map((group) =>
      group.name
        ? `<ing-div><title>${escapeXml(group.name)}</title>${group.ingredients.map(ing).join('')}</ing-div>`
        : group.ingredients.map(ing).join('\n'),
    )
    .join('\n')}</ingredients>
  <directions>${recipe.steps.map((step) => element('step', step)).join('\n')}</directions></recipe>`,
  )
  return strToU8(`<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE recipeml PUBLIC "-//FormatData//DTD RecipeML 0.5//EN" "http://www.formatdata.com/recipeml/recipeml.dtd">
<recipeml version="0.5">${body.join('\n')}</recipeml>`)
}

/** Gourmet's layout: each value on its own line, indented one tab deeper than its element. */
const indented = (name: string, text: string, depth: number) => {
  const tabs = '\t'.repeat(depth)
  return text ? `${tabs}<${name}>\n${tabs}\t${escapeXml(text)}\n${tabs}</${name}>\n` : ''
}

export function gourmetFile(recipes: SampleRecipe[]): Uint8Array {
  const ingredient = (item: SampleIngredient, depth: number) =>
    `${'\t'.repeat(depth)}<ingredient>\n${indented('amount', item.amount, depth + 1)}${indented('unit', item.unit, depth + 1)}${indented('item', item.name, depth + 1)}${indented('key', item.name.toLowerCase(), depth + 1)}${'\t'.repeat(depth)}</ingredient>\n`
  const body = recipes.map(
    (recipe, index) =>
      `\t<recipe id="r${index}">\n${indented('title', recipe.title, 2)}${indented('category', recipe.labels.join(', '), 2)}${indented('source', recipe.source, 2)}${indented('rating', `${recipe.rating}/5 stars`, 2)}${indented('yields', recipe.yieldAmount, 2)}${indented('yield_unit', recipe.yieldAmount ? recipe.yieldUnit : '', 2)}` +
      (recipe.groups.length > 0
        ? `\t\t<ingredient-list>\n${recipe.groups
            .map((group) =>
              group.name
                ? `\t\t\t<inggroup>\n${indented('groupname', group.name, 4)}${group.ingredients.map((item) => ingredient(item, 4)).join('')}\t\t\t</inggroup>\n`
                : group.ingredients.map((item) => ingredient(item, 3)).join(''),
            )
            .join('')}\t\t</ingredient-list>\n`
        : '') +
      `${indented('instructions', recipe.steps.join('\n'), 2)}\t</recipe>\n`,
  )
  return strToU8(
    `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE gourmetDoc>\n<gourmetDoc>\n${body.join('')}</gourmetDoc>\n`,
  )
}

export function kremlFile(recipes: SampleRecipe[]): Uint8Array {
  const ingredient = (item: SampleIngredient) =>
    `<ingredient>\n<name>${escapeXml(item.name)}</name>\n<amount>${escapeXml(item.amount)}</amount>\n<unit>${escapeXml(item.unit)}</unit>\n</ingredient>\n`
  const body = recipes.map(
    (recipe, index) => `<krecipes-recipe id="${index}">
<krecipes-description>
<title>${escapeXml(recipe.title)}</title>
${recipe.source ? `<author>${escapeXml(recipe.source)}</author>` : ''}
<pictures>
</pictures>
<category>
${recipe.labels.map((label) => element('cat', label)).join('\n')}
</category>
<yield><amount>${recipe.yieldAmount || '0'}</amount><type>${escapeXml(recipe.yieldAmount ? recipe.yieldUnit : '')}</type></yield>
<preparation-time>00:00</preparation-time>
</krecipes-description>
<krecipes-ingredients>
${recipe.groups
  .map((group) =>
    group.name
      ? `<ingredient-group name="${escapeXml(group.name)}">\n${group.ingredients.map(ingredient).join('')}</ingredient-group>\n`
      : group.ingredients.map(ingredient).join(''),
  )
  .join('')}</krecipes-ingredients>
<krecipes-instructions>
${escapeXml(recipe.steps.join('\n\n'))}</krecipes-instructions>
<krecipes-ratings><rating><comment></comment><rater></rater><criterion><criteria><name>Overall</name><stars>${recipe.rating}</stars></criteria></criterion></rating></krecipes-ratings></krecipes-recipe>`,
  )
  return strToU8(`<?xml version="1.0" encoding="UTF-8" ?>
<krecipes version="1.0" lang="cs" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="krecipes.xsd">
${body.join('\n')}
</krecipes>
`)
}

/** CookML as Rezeptsuite.de writes it: the facts in the head's attributes, every ingredient in a <part>. */
export function cookMlFile(recipes: SampleRecipe[]): Uint8Array {
  const attribute = (name: string, value: string) => (value ? ` ${name}="${escapeXml(value)}"` : '')
  const ingredient = (item: SampleIngredient) =>
    `<ingredient${attribute('qty', item.amount)}${attribute('unit', item.unit)}${attribute('item', item.name)}/>`
  const body = recipes.map(
    (recipe) => `<recipe lang="de">
<head${attribute('title', recipe.title)}${attribute('servingqty', recipe.yieldAmount)}${attribute('servingtype', recipe.yieldAmount ? recipe.yieldUnit : '')}>
${recipe.labels.map((label) => element('cat', label)).join('\n')}
${element('sourceline', recipe.source)}
</head>
${recipe.groups.map((group) => `<part${attribute('title', group.name)}>${group.ingredients.map(ingredient).join('')}</part>`).join('\n')}
<preparation>${recipe.steps.map((step) => element('step', step)).join('\n')}</preparation>
</recipe>`,
  )
  return strToU8(`<?xml version="1.0" encoding="UTF-8"?>
<cookml version="1.1.2" name="Export" prog="Rezeptsuite" progver="3.0">
${body.join('\n')}
</cookml>
`)
}

/**
 * Well-formed XML with odd values: every non-blank text between tags of `xml` (one of the test's own files)
 * replaced by arbitrary text, escaped, or left as it is. Byte damage nearly always breaks the XML, so this is what
 * reaches the mapping of every field with values no app writes.
 */
export function oddValuesOf(xml: string): fc.Arbitrary<Uint8Array> {
  const parts = xml.split(/(<[^>]*>)/)
  const value = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 12 }),
    fc.constantFrom('0', '-1', '1e309', 'NaN', '00:00', '99:99', '1/0', '5/5 stars', 'http://x', ' ', '\n\n'),
  )
  return fc
    .array(fc.option(value, { freq: 2 }), { minLength: parts.length, maxLength: parts.length })
    .map((values) =>
      strToU8(
        parts
          .map((part, index) => {
            const replacement = values[index]
            // Only values change: markup, and the blanks around it that keep the prolog well-formed, stay.
            return part.startsWith('<') || part.trim() === '' || replacement == null
              ? part
              : escapeXml(replacement)
          })
          .join(''),
      ),
    )
}
