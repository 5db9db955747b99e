/**
 * One Living Cookbook <Recipe> element (FDX) as an imported recipe. Times are whole minutes in attributes;
 * a RecipeIngredient or RecipeProcedure with Heading="Y" is a section header. Choices:
 * - description ← Comments (the short text Living Cookbook shows under the title).
 * - yield ← "4 servings", followed by Yield when the recipe has one ("4 servings, 1/2 cup").
 * - activeTime ← PreparationTime (text that is not a count of minutes is kept as written);
 *   totalTime ← ReadyInTime, or preparation + cooking + inactive time when the file has no ready-in time
 *   but does have a cooking or inactive time.
 * - source ← Source (or Author when there is no source), with the page number; url ← WebPage.
 * - notes ← the author notes, then the tips, each a paragraph.
 * - rating ← the rounded average of the reviews' ratings (1–5; 0 is "not rated").
 * - labels ← RecipeTypes, then the cookbook and its chapters.
 * - images ← RecipeImage then RecipeImages, as base64 text or a FileName inside the .fdxz.
 */
import { emptyRecipe, type ImportedImage, type ImportedRecipe } from '../imported-recipe.ts'
import { asHeader, joinLines, joinParagraphs, recipeTitle, toLines } from './recipe-text.ts'
import { averageRating, isFlagSet, sourceText, totalTimeText, yieldText } from './living-cookbook-fields.ts'
import { base64Image, minutesField, parseSourceDate, splitLabels, uniqueLabels } from './source-values.ts'
import { attribute, childElement, childElements, textContent, type XmlElement } from './xml.ts'

export interface FdxContext {
  /** Names of the cookbook and chapters a recipe is filed under, outermost first. */
  shelfLabels: (recipe: XmlElement) => string[]
  /** A picture stored as a file beside the XML (.fdxz), or null when there is none by that name. */
  findPicture: (fileName: string) => ImportedImage | null
}

const isHeading = (element: XmlElement) => isFlagSet(attribute(element, 'Heading'))

/** Items of a list element that may be wrapped (<RecipeTips><RecipeTip/>) or not (<RecipeTip/>). */
function listed(recipe: XmlElement, name: string): XmlElement[] {
  return [
    ...childElements(recipe, name),
    ...childElements(recipe, `${name}s`).flatMap((list) => childElements(list, name)),
  ]
}

function ingredientLines(recipe: XmlElement): string {
  return joinLines(
    listed(recipe, 'RecipeIngredient').map((item) => {
      const name = attribute(item, 'Ingredient')
      if (isHeading(item)) return asHeader(name)
      return [attribute(item, 'Quantity'), attribute(item, 'Unit'), name]
        .map((part) => part.trim())
        .filter(Boolean)
        .join(' ')
    }),
  )
}

function procedureLines(recipe: XmlElement): string {
  return joinLines(
    listed(recipe, 'RecipeProcedure').map((step) => {
      const text = textContent(childElement(step, 'ProcedureText')) || step.text
      return isHeading(step) ? asHeader(text) : toLines(text).join('\n')
    }),
  )
}

/** The main picture often appears again in the list of pictures: each is taken once. */
function imagesOf(recipe: XmlElement, context: FdxContext): ImportedImage[] {
  const seen = new Set<string>()
  const images: ImportedImage[] = []
  for (const element of listed(recipe, 'RecipeImage')) {
    const fileName = attribute(element, 'FileName').trim()
    const key = fileName ? `file:${fileName.toLowerCase()}` : element.text.replace(/\s+/g, '')
    if (key === '' || seen.has(key)) continue
    seen.add(key)
    const image = fileName ? context.findPicture(fileName) : base64Image(element.text)
    if (image) images.push(image)
  }
  return images
}

export function toFdxRecipe(recipe: XmlElement, context: FdxContext, fallbackTitle: string): ImportedRecipe {
  const createdAt = parseSourceDate(attribute(recipe, 'CreateDate'))
  return {
    ...emptyRecipe(recipeTitle(attribute(recipe, 'Name'), fallbackTitle)),
    description: joinParagraphs([attribute(recipe, 'Comments')]),
    yield: yieldText(attribute(recipe, 'Servings'), attribute(recipe, 'Yield')),
    activeTime: minutesField(attribute(recipe, 'PreparationTime')),
    totalTime: totalTimeText(
      attribute(recipe, 'ReadyInTime'),
      attribute(recipe, 'PreparationTime'),
      attribute(recipe, 'CookingTime'),
      attribute(recipe, 'InactiveTime'),
    ),
    source: sourceText(
      attribute(recipe, 'Source'),
      attribute(recipe, 'Author'),
      attribute(recipe, 'SourcePageNumber'),
    ),
    url: attribute(recipe, 'WebPage').trim(),
    notes: joinParagraphs(
      [...listed(recipe, 'RecipeAuthorNote'), ...listed(recipe, 'RecipeTip')].map(textContent),
    ),
    ingredients: ingredientLines(recipe),
    instructions: procedureLines(recipe),
    rating: averageRating(listed(recipe, 'RecipeReview').map((review) => attribute(review, 'Rating'))),
    labels: uniqueLabels([...splitLabels(attribute(recipe, 'RecipeTypes')), ...context.shelfLabels(recipe)]),
    images: imagesOf(recipe, context),
    ...(createdAt ? { createdAt } : {}),
  }
}
