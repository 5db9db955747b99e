import { describe, expect, test } from 'vitest'
import { aisleOf } from './aisle-lookup.ts'
import type { Aisle } from './aisles.ts'

describe('aisleOf', () => {
  test.for<[string, Aisle]>([
    // English
    ['2 cups all-purpose flour', 'pantry'],
    ['1 lb ground beef', 'meat-fish'],
    ['frozen peas', 'frozen'],
    ['ice cream', 'frozen'],
    ['1 tsp ground cumin', 'spices'],
    ['mineral water', 'drinks'],
    ['baguette', 'bakery'],
    ['2 zucchini', 'produce'],
    ['3 large eggs', 'dairy'],
    ['1 cup sour cream', 'dairy'],
    ['2 tbsp olive oil', 'pantry'],
    ['1 tsp baking powder', 'pantry'],
    ['4 salmon fillets', 'meat-fish'],
    ['paper towels', 'household'],
    ['dish soap', 'household'],
    ['6 bananas', 'produce'],
    ['1 bunch cilantro', 'produce'],
    ['2 (14 oz) cans diced tomatoes', 'pantry'],
    ['1 bottle red wine', 'drinks'],
    ['hamburger buns', 'bakery'],
    ['1 cup chicken broth', 'pantry'],
    ['shredded cheddar cheese', 'dairy'],
    ['2 bay leaves', 'spices'],
    ['1 pint blueberries', 'produce'],
    ['toilet paper', 'household'],
    ['ground coffee', 'drinks'],
    ['frozen blueberries', 'frozen'],
    // Italian
    ['200 g di parmigiano grattugiato', 'dairy'],
    ['panna da cucina', 'dairy'],
    ['passata di pomodoro', 'pantry'],
    ['500 g di spaghetti', 'pantry'],
    ['3 uova', 'dairy'],
    ['4 pomodori', 'produce'],
    ['2 patate', 'produce'],
    ['funghi porcini', 'produce'],
    ['pomodori pelati', 'pantry'],
    ["olio extravergine d'oliva", 'pantry'],
    ['sale grosso', 'spices'],
    ['1 litro di latte', 'dairy'],
    ['petto di pollo', 'meat-fish'],
    ['piselli surgelati', 'frozen'],
    ['acqua frizzante', 'drinks'],
    ['carta igienica', 'household'],
    ['pane integrale', 'bakery'],
    ['pane grattugiato', 'pantry'],
    ['noce moscata', 'spices'],
    ['2 arance', 'produce'],
    // German
    ['1 l Vollmilch', 'dairy'],
    ['Spülmittel', 'household'],
    ['500 g Weizenmehl', 'pantry'],
    ['saure Sahne', 'dairy'],
    ['4 Tomaten', 'produce'],
    ['3 Eier', 'dairy'],
    ['Kartoffeln', 'produce'],
    ['Schlagsahne', 'dairy'],
    ['500 g Rinderhackfleisch', 'meat-fish'],
    ['Tiefkühlerbsen', 'frozen'],
    ['Vanilleeis', 'frozen'],
    ['Basmatireis', 'pantry'],
    ['Kichererbsen', 'pantry'],
    ['2 Zwiebeln', 'produce'],
    ['1 Prise Salz', 'spices'],
    ['Mineralwasser', 'drinks'],
    ['Vollkornbrötchen', 'bakery'],
    ['Äpfel', 'produce'],
    ['Toilettenpapier', 'household'],
    ['Zimtstangen', 'spices'],
    ['Räucherlachs', 'meat-fish'],
  ])('%j is in %s', ([title, aisle]) => {
    expect(aisleOf(title)).toBe(aisle)
  })

  test.for<[string, Aisle]>([
    ['peanut butter', 'pantry'],
    ['butter', 'dairy'],
    ['coconut milk', 'pantry'],
    ['milk', 'dairy'],
    ['bell pepper', 'produce'],
    ['pepper', 'spices'],
    ['ginger ale', 'drinks'],
    ['ginger', 'produce'],
    ['Erdnussbutter', 'pantry'],
    ['Leberkäse', 'meat-fish'],
  ])('the longest keyword wins: %j is in %s', ([title, aisle]) => {
    expect(aisleOf(title)).toBe(aisle)
  })

  test.for<[string, Aisle]>([
    ['Vollmilch', 'dairy'],
    ['Weizenmehl', 'pantry'],
    ['Bio-Vollmilch', 'dairy'],
    ['Kirschtomaten', 'produce'],
    ['Wildlachs', 'meat-fish'],
    ['Reis', 'pantry'],
    ['Eis', 'frozen'],
    ['Vollkornnudeln', 'pantry'],
  ])('compounds match by their last part: %j is in %s', ([title, aisle]) => {
    expect(aisleOf(title)).toBe(aisle)
  })

  test.for<[string, Aisle]>([
    ['MILK', 'dairy'],
    ['Creme Fraiche', 'dairy'],
    ['caffe', 'drinks'],
    ['Kase', 'dairy'],
    ['GRIESS', 'pantry'],
  ])('case and accents do not matter: %j is in %s', ([title, aisle]) => {
    expect(aisleOf(title)).toBe(aisle)
  })

  test('an override for the item group wins over the table', () => {
    const overrides = { egg: 'produce', 'oat milk': 'drinks' } as const
    expect(aisleOf('3 eggs', overrides)).toBe('produce')
    expect(aisleOf('1 l oat milk', overrides)).toBe('drinks')
    expect(aisleOf('milk', overrides)).toBe('dairy')
  })

  test('an override is looked up by own keys only', () => {
    expect(aisleOf('constructor', {})).toBe('other')
  })

  test.for([['widget'], ['2 cups'], ['']] as const)('nothing matches %j: other', ([title]) => {
    expect(aisleOf(title)).toBe('other')
  })
})
