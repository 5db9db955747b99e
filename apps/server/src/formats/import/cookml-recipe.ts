/**
 * One CookML <recipe> (what Rezeptsuite.de, Kalorio and Krecipes write) as an imported recipe. The
 * recipe's facts sit in attributes of its <head>; its children hold the lists. Choices:
 * - yield ← servingqty and servingtype ("4 Portionen"); times ← timeprepqty (active), timeallqty (total;
 *   preparation + cooking when there is no total), all counts of minutes. A cooking time beside a total
 *   would be lost, so it opens the notes.
 * - description ← <card> (the recipe's longer description); labels ← <cat>, then the keywords of <hint>.
 * - source ← the <sourceline>s; createdAt ← createdate; who recorded it (createuser) goes to the notes.
 * - ingredients ← each <part> (its title a `[header]`) of <ingredient qty unit item preparation>, an
 *   <inote> after the preparation; instructions ← the <text> or <step>s of <preparation>.
 * - notes ← cooking time (see above), the <remark> lines, the nutrients, costs, country and points of the
 *   head, and who recorded the recipe. images ← the base64 <picbin>s.
 * rid and lang mean nothing outside the app that wrote them and are not kept.
 */
import { minutesToText } from '../duration.ts'
import { emptyRecipe, type ImportedImage, type ImportedRecipe } from '../imported-recipe.ts'
import { totalTimeText } from './living-cookbook-fields.ts'
import { asHeader, joinLines, joinParagraphs, recipeTitle } from './recipe-text.ts'
import {
  base64Image,
  minutesOf,
  parseGermanDate,
  parseSourceDate,
  splitLabels,
  uniqueLabels,
} from './source-values.ts'
import { elementLines, ingredientLine, plainParagraphs, titledLines } from './xml-recipe-file.ts'
import { attribute, childElement, childElements, textContent, type XmlElement } from './xml.ts'

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()
const texts = (parent: XmlElement, name: string) =>
  childElements(parent, name)
    .map((element) => oneLine(textContent(element)))
    .filter(Boolean)

/** "0" is CookML's "no amount": an ingredient without one is written without it. */
function amountText(qty: string): string {
  const amount = oneLine(qty)
  return /^0+(?:[.,]0+)?$/.test(amount) ? '' : amount
}

function yieldOf(head: XmlElement): string {
  const amount = amountText(attribute(head, 'servingqty'))
  return [amount, oneLine(attribute(head, 'servingtype'))].filter(Boolean).join(' ')
}

function ingredientLines(recipe: XmlElement): string[] {
  return childElements(recipe, 'part').flatMap((part) => [
    asHeader(attribute(part, 'title')),
    ...childElements(part, 'ingredient').map((ingredient) =>
      ingredientLine({
        amount: amountText(attribute(ingredient, 'qty')),
        unit: attribute(ingredient, 'unit'),
        name: attribute(ingredient, 'item'),
        preparation: [attribute(ingredient, 'preparation'), ...texts(ingredient, 'inote')]
          .map(oneLine)
          .filter(Boolean)
          .join(', '),
      }),
    ),
  ])
}

function instructionLines(recipe: XmlElement): string[] {
  return childElements(recipe, 'preparation').flatMap((preparation) =>
    preparation.children
      .filter((child) => /^(text|step)$/i.test(child.name))
      .flatMap((child) => elementLines(child)),
  )
}

/** "Proteins: 12 g"-style lines from the head's nutrient, cost and country attributes that are set. */
function headFacts(head: XmlElement): string[] {
  const facts: [string, string][] = [
    ['Proteins', 'proteins'],
    ['Carbohydrates', 'carbohydrates'],
    ['Fat', 'fat'],
    ['Weight Watchers points', 'wwpoints'],
    ['Costs', 'costs'],
    ['Country', 'country'],
  ]
  return facts.flatMap(([label, name]) => {
    const value = amountText(attribute(head, name))
    return value ? [`${label}: ${value}`] : []
  })
}

function recorder(head: XmlElement): string {
  const user = oneLine(attribute(head, 'createuser'))
  const email = oneLine(attribute(head, 'createemail'))
  const who = [user, email && `(${email})`].filter(Boolean).join(' ')
  return who ? `Recorded by ${who}` : ''
}

function notesOf(recipe: XmlElement, head: XmlElement): string {
  const all = minutesOf(attribute(head, 'timeallqty'))
  const cook = minutesOf(attribute(head, 'timecookqty'))
  // Each remark is a paragraph of its lines, under the name of who wrote it when the file says.
  const remarks = childElements(recipe, 'remark').map((remark) => {
    const user = oneLine(attribute(remark, 'user'))
    const lines = childElements(remark, 'line')
      .map((line) => plainParagraphs(textContent(line)))
      .filter(Boolean)
    return (user && lines.length > 0 ? [`${user}:`, ...lines] : lines).join('\n')
  })
  return joinParagraphs([
    all > 0 && cook > 0 ? `Cooking time: ${minutesToText(cook)}` : '',
    ...remarks,
    titledLines('Details', headFacts(head)),
    recorder(head),
  ])
}

function imagesOf(head: XmlElement): ImportedImage[] {
  return childElements(head, 'picbin')
    .map((picture) => base64Image(textContent(picture)))
    .filter((image): image is ImportedImage => image !== null)
}

export function toCookMlRecipe(recipe: XmlElement, fallbackTitle: string): ImportedRecipe {
  const head = childElement(recipe, 'head') ?? recipe
  const createdate = attribute(head, 'createdate')
  const created = parseGermanDate(createdate) ?? parseSourceDate(createdate)
  return {
    ...emptyRecipe(recipeTitle(attribute(head, 'title'), fallbackTitle)),
    description: joinParagraphs(
      childElements(head, 'card').map((card) => plainParagraphs(textContent(card))),
    ),
    yield: yieldOf(head),
    activeTime: minutesToText(minutesOf(attribute(head, 'timeprepqty'))),
    totalTime: totalTimeText(
      attribute(head, 'timeallqty'),
      attribute(head, 'timeprepqty'),
      attribute(head, 'timecookqty'),
      '',
    ),
    source: uniqueLabels(texts(head, 'sourceline')).join(', '),
    notes: notesOf(recipe, head),
    ingredients: joinLines(ingredientLines(recipe)),
    instructions: joinLines(instructionLines(recipe)),
    labels: uniqueLabels([...texts(head, 'cat'), ...texts(head, 'hint').flatMap(splitLabels)]),
    images: imagesOf(head),
    ...(created ? { createdAt: created } : {}),
  }
}
