/**
 * One OpenEats recipe row, with the rows of its dump that belong to it, as an imported recipe. Choices:
 * - description ← info; instructions ← directions, one step a line; yield ← servings ("8 servings").
 * - activeTime ← prep_time; totalTime ← prep_time + cook_time (minutes; a preparation alone is no total).
 * - source ← source, or url when it is a web address.
 * - ingredients ← the ingredient groups in order, each titled group a `[header]`, each ingredient
 *   "amount measurement title" with the amount numerator/denominator written as cooks do ("1 1/2");
 *   then the sub-recipes it uses ("1 cup Pesto").
 * - labels ← course, cuisine, then tags, by their titles.
 * - rating ← the rounded average of its ratings; their comments go to the notes.
 * - images ← photo: the picture itself when the dump came zipped with OpenEats' upload folder, an address
 *   when it is one; otherwise the notes say which file it was.
 * - createdAt ← pub_date. The slug, author, public flag and update date mean nothing outside OpenEats.
 */
import { emptyRecipe, type ImportedImage, type ImportedRecipe } from '../imported-recipe.ts'
import { readDate } from '../schema-org/read-recipe.ts'
import { amountText, ingredientLine, isAddress, numberOf, textOf, type Json } from './app-json.ts'
import { averageRating, totalTimeText, yieldText } from './living-cookbook-fields.ts'
import { groupTitle, keyOf, tagTitles, type DumpRow, type OpenEatsDump } from './openeats-dump.ts'
import { asHeader, cleanParagraphs, joinLines, joinParagraphs, recipeTitle } from './recipe-text.ts'
import { minutesField, minutesOf, toRating, uniqueLabels } from './source-values.ts'

/** The picture at a path the dump names (upload/recipe_photos/…), when the file brought it along. */
export type FindPhoto = (path: string) => Uint8Array | null

/** numerator/denominator as cooks write it; "" for none (OpenEats stores 0 for "no amount"). */
function amountOf(fields: Json): string {
  const numerator = numberOf(fields.numerator)
  const denominator = numberOf(fields.denominator)
  const amount = Number.isFinite(denominator) && denominator > 0 ? numerator / denominator : numerator
  return amountText(amount)
}

const line = (fields: Json, name: string) =>
  ingredientLine({ amount: amountOf(fields), unit: textOf(fields.measurement), food: name, note: '' })

function ingredientLines(dump: OpenEatsDump, recipe: DumpRow): string[] {
  const groups = (dump.groupsByRecipe.get(recipe.key) ?? []).flatMap((group) => [
    asHeader(textOf(group.fields.title)),
    ...(dump.ingredientsByGroup.get(group.key) ?? []).map((row) =>
      line(row.fields, textOf(row.fields.title)),
    ),
  ])
  const subrecipes = (dump.subrecipesByRecipe.get(recipe.key) ?? []).flatMap((row) => {
    const title = dump.recipeTitles.get(keyOf(row.fields.child_recipe))
    return title ? [line(row.fields, title)] : []
  })
  return [...groups, ...subrecipes]
}

function ratingsText(ratings: DumpRow[]): string {
  const lines = ratings.flatMap(({ fields }) => {
    const stars = toRating(fields.rating)
    const comment = textOf(fields.comment)
    const parts = [stars === null ? '' : `${stars}/5`, comment].filter(Boolean)
    return parts.length > 0 ? [parts.join(': ')] : []
  })
  return lines.length > 0 ? `Ratings:\n${lines.join('\n')}` : ''
}

interface Photo {
  images: ImportedImage[]
  /** A line for the notes when the picture could not come along. */
  note: string
}

function photoOf(path: string, findPhoto: FindPhoto): Photo {
  if (path === '') return { images: [], note: '' }
  if (isAddress(path)) return { images: [{ kind: 'url', url: path }], note: '' }
  const data = findPhoto(path)
  if (data) return { images: [{ kind: 'bytes', data }], note: '' }
  return { images: [], note: `Photo (not in the imported file): ${path}` }
}

export function toOpenEatsRecipe(
  dump: OpenEatsDump,
  recipe: DumpRow,
  findPhoto: FindPhoto,
  fallbackTitle: string,
): ImportedRecipe {
  const { fields } = recipe
  const source = textOf(fields.source)
  const servings = minutesOf(fields.servings)
  const ratings = dump.ratingsByRecipe.get(recipe.key) ?? []
  const photo = photoOf(textOf(fields.photo), findPhoto)
  const created = readDate(textOf(fields.pub_date))
  return {
    ...emptyRecipe(recipeTitle(textOf(fields.title), fallbackTitle)),
    description: cleanParagraphs(textOf(fields.info)),
    yield: yieldText(servings > 0 ? String(servings) : '', ''),
    activeTime: minutesField(minutesOf(fields.prep_time)),
    totalTime: totalTimeText('', fields.prep_time, fields.cook_time, ''),
    source: isAddress(source) ? '' : source,
    url: isAddress(source) ? source : '',
    notes: joinParagraphs([ratingsText(ratings), photo.note]),
    ingredients: joinLines(ingredientLines(dump, recipe)),
    instructions: joinLines([textOf(fields.directions)]),
    rating: averageRating(ratings.map((row) => row.fields.rating)),
    labels: uniqueLabels([
      groupTitle(dump, 'course', fields.course),
      groupTitle(dump, 'cuisine', fields.cuisine),
      ...tagTitles(dump, fields),
    ]),
    images: photo.images,
    ...(created ? { createdAt: created } : {}),
  }
}
