/**
 * NutritionInformation as one readable line for a recipe's notes: schema.org gives it a structure the
 * recipe has no field for, and a cook mostly wants to glance at it.
 */
import { isSchemaObject, stringsOf } from './json-values.ts'
import { markupText } from './markup-lines.ts'

const NAMES: Record<string, string> = {
  calories: 'Calories',
  fatContent: 'Fat',
  saturatedFatContent: 'Saturated fat',
  unsaturatedFatContent: 'Unsaturated fat',
  transFatContent: 'Trans fat',
  cholesterolContent: 'Cholesterol',
  sodiumContent: 'Sodium',
  carbohydrateContent: 'Carbohydrates',
  fiberContent: 'Fiber',
  sugarContent: 'Sugar',
  proteinContent: 'Protein',
}

/** "unsaturatedFatContent" → "Unsaturated fat", for properties the table above does not name. */
function nameOf(key: string): string {
  const words = key
    .replace(/Content$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** "Nutrition per serving (1 cup): Calories 143 kcal, Fat 12 g", or '' when there is nothing to say. */
export function describeNutrition(value: unknown): string {
  if (!isSchemaObject(value)) return ''
  const facts = Object.entries(value)
    .filter(([key]) => !key.startsWith('@') && key !== 'servingSize' && key !== 'type')
    .map(([key, amount]) => [NAMES[key] ?? nameOf(key), markupText(stringsOf(amount).join(' '))] as const)
    .filter(([, amount]) => amount !== '')
    .map(([name, amount]) => `${name} ${amount}`)
  if (facts.length === 0) return ''
  const serving = markupText(stringsOf(value.servingSize).join(' '))
  return `Nutrition per serving${serving ? ` (${serving})` : ''}: ${facts.join(', ')}`
}
