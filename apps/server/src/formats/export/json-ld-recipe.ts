/**
 * One recipe as a schema.org `Recipe` that other apps can read, carrying the `rosemary` block with every
 * field exactly as stored so that Rosemary's own importer restores it to the letter.
 */
import { parseInstructions } from '@rosemary/shared/recipe-text'
import { textToIsoDuration } from '../duration.ts'
import { ROSEMARY_BLOCK_KEY, type ExportedRecipe, type RosemaryRecipeBlock } from '../exported-recipe.ts'

interface HowToStep {
  '@type': 'HowToStep'
  text: string
}

interface HowToSection {
  '@type': 'HowToSection'
  name: string
  itemListElement: HowToStep[]
}

/** Steps before the first `[header]` stand alone; each header opens a HowToSection holding its steps. */
export function toSchemaInstructions(text: string): (HowToStep | HowToSection)[] {
  const result: (HowToStep | HowToSection)[] = []
  let section: HowToSection | null = null
  for (const line of parseInstructions(text)) {
    if (line.isHeader) {
      section = { '@type': 'HowToSection', name: line.content, itemListElement: [] }
      result.push(section)
    } else {
      const step: HowToStep = { '@type': 'HowToStep', text: line.content }
      if (section) section.itemListElement.push(step)
      else result.push(step)
    }
  }
  return result
}

export function toRosemaryBlock(recipe: ExportedRecipe): RosemaryRecipeBlock {
  return {
    version: 1,
    title: recipe.title,
    description: recipe.description,
    yield: recipe.yield,
    activeTime: recipe.activeTime,
    totalTime: recipe.totalTime,
    source: recipe.source,
    url: recipe.url,
    notes: recipe.notes,
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    rating: recipe.rating,
    labels: [...recipe.labels],
    createdAt: recipe.createdAt.toISOString(),
    updatedAt: recipe.updatedAt.toISOString(),
  }
}

function lines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
}

// Empty values are left out rather than written as "" so other apps see "unknown", not "blank".
const present = (value: string | undefined | null) => (value?.length ? value : undefined)

/** The schema.org Recipe object for one recipe; loads every picture and embeds it as a data URI. */
export async function toSchemaRecipe(recipe: ExportedRecipe): Promise<Record<string, unknown>> {
  const images: string[] = []
  for (const image of recipe.images) {
    images.push(`data:image/webp;base64,${Buffer.from(await image.load()).toString('base64')}`)
  }
  const source = recipe.source.trim()
  return {
    '@type': 'Recipe',
    name: recipe.title,
    description: present(recipe.description.trim()),
    recipeYield: present(recipe.yield.trim()),
    prepTime: present(textToIsoDuration(recipe.activeTime)),
    totalTime: present(textToIsoDuration(recipe.totalTime)),
    url: present(recipe.url.trim()),
    // The source names where the recipe came from (a book, a site, a person), not necessarily its author.
    isBasedOn: source
      ? { '@type': 'CreativeWork', name: source, url: present(recipe.url.trim()) }
      : undefined,
    recipeIngredient: lines(recipe.ingredients),
    recipeInstructions: toSchemaInstructions(recipe.instructions),
    keywords: present(recipe.labels.join(', ')),
    image: images.length > 0 ? images : undefined,
    dateCreated: recipe.createdAt.toISOString(),
    dateModified: recipe.updatedAt.toISOString(),
    [ROSEMARY_BLOCK_KEY]: toRosemaryBlock(recipe),
  }
}
