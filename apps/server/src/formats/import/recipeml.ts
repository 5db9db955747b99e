/**
 * RecipeML 0.5 files (FormatData's recipe markup, written by the Drupal recipe module, Krecipes, many
 * converters and by hand): XML whose root is <recipeml>, holding <recipe>s and <menu>s. A menu groups
 * recipes (and other menus) under a title; its recipes are imported like the others, labelled with it.
 */
import type { ImportFormat } from '../imported-recipe.ts'
import type { FileSample } from './file-sample.ts'
import { toRecipeMlRecipe } from './recipeml-recipe.ts'
import { childText, openXmlRecipeFile } from './xml-recipe-file.ts'
import { hasXmlRoot } from './xml-root.ts'
import { childElement, type XmlElement } from './xml.ts'

interface RecipeMlEntry {
  recipe: XmlElement
  menus: string[]
}

/** The recipes of <recipeml> or of a <menu>, menus opened in place (the parser bounds their depth). */
function entriesOf(parent: XmlElement, menus: string[]): RecipeMlEntry[] {
  return parent.children.flatMap((child) => {
    const name = child.name.toLowerCase()
    if (name === 'recipe') return [{ recipe: child, menus }]
    if (name !== 'menu') return []
    const title = childText(childElement(child, 'head') ?? child, 'title')
    return entriesOf(child, title ? [...menus, title] : menus)
  })
}

export const openRecipeMl: ImportFormat = async (file, limits) =>
  openXmlRecipeFile(file, limits, {
    app: 'RecipeML',
    root: 'recipeml',
    entries: (root) => entriesOf(root, []),
    toRecipe: (entry, fallbackTitle) => toRecipeMlRecipe(entry.recipe, entry.menus, fallbackTitle),
  })

export function recognizesRecipeMl(sample: FileSample): boolean {
  return sample.members === null && hasXmlRoot(sample.text, 'recipeml')
}
