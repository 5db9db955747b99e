/**
 * A Pepperplate `RecipeSync` element as a recipe: ingredient and direction groups in their display order,
 * each group's title a [header], tags as labels, the picture by address.
 */
import type { XmlElement } from '../../../formats/import/xml.ts'
import { emptyRecipe, type ImportedRecipe } from '../../../formats/imported-recipe.ts'
import { childrenNamed, childText } from './soap.ts'

const byDisplayOrder = (a: XmlElement, b: XmlElement) =>
  (Number(childText(a, 'DisplayOrder')) || 0) - (Number(childText(b, 'DisplayOrder')) || 0)

/** Groups (e.g. IngredientSyncGroup) holding items (e.g. IngredientSync), flattened to lines with headers. */
function groupedLines(
  parent: XmlElement | undefined,
  names: { group: string; list: string; item: string },
  line: (item: XmlElement) => string,
): string {
  const lines: string[] = []
  for (const group of childrenNamed(parent, names.group).sort(byDisplayOrder)) {
    const title = childText(group, 'Title')
    if (title) lines.push(`[${title}]`)
    const items = childrenNamed(childrenNamed(group, names.list)[0], names.item).sort(byDisplayOrder)
    for (const item of items) {
      const text = line(item).replace(/\s+/g, ' ').trim()
      if (text) lines.push(text)
    }
  }
  return lines.join('\n')
}

export function isDeleted(recipe: XmlElement): boolean {
  return childText(recipe, 'Delete').toLowerCase() === 'true'
}

export function toPepperplateRecipe(recipe: XmlElement): ImportedRecipe {
  const ingredients = groupedLines(
    childrenNamed(recipe, 'Ingredients')[0],
    { group: 'IngredientSyncGroup', list: 'Ingredients', item: 'IngredientSync' },
    (item) => `${childText(item, 'Quantity')} ${childText(item, 'Text')}`,
  )
  const instructions = groupedLines(
    childrenNamed(recipe, 'Directions')[0],
    { group: 'DirectionSyncGroup', list: 'Directions', item: 'DirectionSync' },
    (item) => childText(item, 'Text'),
  )
  const imageUrl = childText(recipe, 'ImageUrl')
  return {
    ...emptyRecipe(childText(recipe, 'Title')),
    description: childText(recipe, 'Description'),
    notes: childText(recipe, 'Note'),
    yield: childText(recipe, 'Yield'),
    activeTime: childText(recipe, 'ActiveTime'),
    totalTime: childText(recipe, 'TotalTime'),
    source: childText(recipe, 'Source') || childText(recipe, 'ManualSource'),
    url: childText(recipe, 'Url'),
    ingredients,
    instructions,
    labels: childrenNamed(childrenNamed(recipe, 'Tags')[0], 'TagSync')
      .map((tag) => childText(tag, 'Text'))
      .filter(Boolean),
    images: /^https?:\/\//i.test(imageUrl) ? [{ kind: 'url', url: imageUrl }] : [],
  }
}
