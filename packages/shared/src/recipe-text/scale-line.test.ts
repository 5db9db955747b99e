import { describe, expect, test } from 'vitest'
import { scaleIngredientLine } from './scale-line.ts'

describe('scaleIngredientLine', () => {
  test.for([
    ['1/2 cup sugar', 2, '1 cup sugar'],
    ['1 1/2 cups flour', 2, '3 cups flour'],
    ['½ tsp salt', 3, '1 1/2 tsp salt'],
    ['0.5 l milk', 3, '1.5 l milk'],
    ['2-3 cloves garlic', 2, '4-6 cloves garlic'],
    ['1 cup + 2 tbsp butter', 2, '2 cups + 4 tbsp butter'],
    ['Salt to taste', 2, 'Salt to taste'],
    ['[Dough]', 2, '[Dough]'],
  ] as const)('the brief: %j × %d is %j', ([line, factor, expected]) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected)
  })

  test.for([
    ['2 eggs', 2, '4 eggs'],
    ['2', 2, '4'],
    ['3 eggs', 0.5, '1.5 eggs'],
    ['1 egg', 1 / 3, '0.33 egg'],
    ['2 eggs', 1 / 3, '0.67 egg'],
    ['12 eggs', 0.25, '3 eggs'],
    ['0.5 cup milk', 3, '1 1/2 cups milk'],
    ['1.25 kg flour', 2, '2.5 kg flour'],
    ['1.50 kg flour', 2, '3 kg flour'],
    ['.5 tsp salt', 2, '1 tsp salt'],
    ['1.5 tsp salt', 1 / 3, '1/2 tsp salt'],
    ['250 g butter', 1.5, '375 g butter'],
    ['100 g sugar', 0.333, '33.3 g sugar'],
    ['1 egg', 0.001, '0.001 egg'],
    ['200 g di farina', 1.5, '300 g di farina'],
    ['3 uova', 2, '6 uova'],
    ['1 Prise Salz', 2, '2 Prisen Salz'],
    ['2 EL Olivenöl', 0.5, '1 EL Olivenöl'],
    ['1 cucchiaio di olio', 2, '2 cucchiai di olio'],
  ] as const)('integers and decimals stay decimals: %j × %d is %j', ([line, factor, expected]) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected)
  })

  test.for([
    ['1,5 kg Mehl', 2, '3 kg Mehl'],
    ['0,5 l latte', 3, '1,5 l latte'],
    ['0,25 l Milch', 3, '0,75 l Milch'],
    ['2,5 dl panna', 0.5, '1,25 dl panna'],
    ['1,5-2 kg patate', 2, '3-4 kg patate'],
    ['1,5-2 kg patate', 1.5, '2,25-3 kg patate'],
    // Three digits after the mark: a thousand of a small unit, a decimal of a large one.
    ['1,000 g flour', 2, '2,000 g flour'],
    ['1.000 g Mehl', 2, '2.000 g Mehl'],
    ['1.250 g Mehl', 2, '2.500 g Mehl'],
    ['1.250 g Mehl', 0.5, '625 g Mehl'],
    ['1,500 ml milk', 1.001, '1,501.5 ml milk'],
    ['1.500 ml Milch', 1.001, '1.501,5 ml Milch'],
    ['0,125 l latte', 2, '0,25 l latte'],
    ['0,125 l latte', 1.5, '0,19 l latte'],
    ['1,250 kg Mehl', 2, '2,5 kg Mehl'],
    ['1.250 kg flour', 2, '2.5 kg flour'],
    // With no unit to tell, the line stays as written.
    ['1,000 eggs', 2, '1,000 eggs'],
  ] as const)('decimal commas: %j × %d is %j', ([line, factor, expected]) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected)
  })

  test.for([
    ['1/3 cup', 2, '2/3 cup'],
    ['1/2 cup', 3, '1 1/2 cups'],
    ['1/2 cup', 2, '1 cup'],
    ['1/4 tsp pepper', 2, '1/2 tsp pepper'],
    ['3/4 cup sugar', 2, '1 1/2 cups sugar'],
    ['1/3 cup', 3, '1 cup'],
    ['3/8 cup', 2, '3/4 cup'],
    ['5/8 cup', 2, '1 1/4 cups'],
    ['2/3 cup', 1.5, '1 cup'],
    ['2/3 cup', 2, '1 1/3 cups'],
    ['1/3 cup oil', 1.5, '1/2 cup oil'],
    ['3/4 cup', 1 / 3, '1/4 cup'],
    ['1/2 cup', 0.75, '3/8 cup'],
    ['1/8 tsp', 0.5, '1/16 tsp'],
    ['1 1/2 cups', 1 / 3, '1/2 cup'],
    ['2 1/4 cups', 2, '4 1/2 cups'],
    ['1 1/3 cups', 1.5, '2 cups'],
    ['1 1/2 cups', 1.5, '2 1/4 cups'],
    ['1 3/4 cups', 0.5, '7/8 cup'],
    ['2 2/3 cups', 0.5, '1 1/3 cups'],
    ['1-1/2 cups flour', 2, '3 cups flour'],
    ['2-1/4 cups', 2, '4 1/2 cups'],
  ] as const)('fractions stay fractions: %j × %d is %j', ([line, factor, expected]) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected)
  })

  test.for([
    // 1/6 and 3/5 have no cook's denominator: the nearest of 2, 3, 4, 8, 16 is printed.
    ['1/3 cup', 0.5, '3/16 cup'],
    ['1/2 tsp', 1 / 3, '3/16 tsp'],
    ['1/2 cup', 1.2, '5/8 cup'],
    ['1/2 cup', 1.1, '9/16 cup'],
    // From one cup up, sixteenths are rounded away.
    ['1 1/2 cups', 0.7, '1 cup'],
    ['⅚ cup', 1.2, '1 cup'],
    ['⅕ cup', 5, '1 cup'],
    // Never 0 for a non-zero amount.
    ['1/16 tsp', 0.5, '≈ 1/16 tsp'],
    ['1/4 tsp', 0.01, '≈ 0 tsp'],
  ] as const)('denominators and rounding: %j × %d is %j', ([line, factor, expected]) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected)
  })

  test.for([
    ['¼ cup', 2, '1/2 cup'],
    ['¾ cup', 2, '1 1/2 cups'],
    ['⅓ cup', 2, '2/3 cup'],
    ['⅔ cup', 3, '2 cups'],
    ['⅛ tsp', 2, '1/4 tsp'],
    ['⅜ cup', 2, '3/4 cup'],
    ['⅝ cup', 2, '1 1/4 cups'],
    ['⅞ cup', 2, '1 3/4 cups'],
    ['⅙ cup', 3, '1/2 cup'],
    ['1½ cups', 2, '3 cups'],
    ['1 ½ cups', 3, '4 1/2 cups'],
    ['2¼ cups', 2, '4 1/2 cups'],
    ['1⁄2 cup', 3, '1 1/2 cups'],
    ['1 1⁄2 cups', 2, '3 cups'],
    ['½-1 tsp', 2, '1-2 tsp'],
    ['1½cups', 2, '3cups'],
  ] as const)('unicode fractions become plain fractions: %j × %d is %j', ([line, factor, expected]) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected)
  })

  test.for([
    ['1-2 tbsp', 3, '3-6 tbsp'],
    ['1 to 2 tsp', 1.5, '1 1/2 to 3 tsp'],
    ['1 - 2 cups', 2, '2 - 4 cups'],
    ['1–2 cups', 2, '2–4 cups'],
    ['1-2 cups', 0.5, '1/2-1 cup'],
    ['1/2-1 cup', 2, '1-2 cups'],
    ['1/2 to 3/4 cup', 2, '1 to 1 1/2 cups'],
    ['1 1/2-2 cups', 2, '3-4 cups'],
    ['1-1 1/2 cups', 2, '2-3 cups'],
    ['2 or 3 eggs', 2, '4 or 6 eggs'],
    ['2 bis 3 EL Öl', 2, '4 bis 6 EL Öl'],
    ["1 o 2 spicchi d'aglio", 2, "2 o 4 spicchi d'aglio"],
    ['4-5 tablespoon(s) olive oil', 2, '8-10 tablespoon(s) olive oil'],
  ] as const)('both ends of a range: %j × %d is %j', ([line, factor, expected]) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected)
  })

  test.for([
    ['1 cup plus 2 tablespoons milk', 2, '2 cups plus 4 tablespoons milk'],
    ['2 eggs plus 1 yolk', 2, '4 eggs plus 2 yolks'],
    ['1/2 cup + 1 tbsp water', 2, '1 cup + 2 tbsp water'],
    ['1 cup + 2 tbsp + 1 tsp sugar', 2, '2 cups + 4 tbsp + 2 tsp sugar'],
    ['1 cup+2 tbsp sugar', 2, '2 cups+4 tbsp sugar'],
    ['1 cup Plus 1-2 tbsp milk', 2, '2 cups Plus 2-4 tbsp milk'],
    ['Juice of 1 lemon plus 2 tbsp water', 2, 'Juice of 1 lemon plus 4 tbsp water'],
    // A note in parentheses restates the amount: it is not a second part of it, and it scales with it.
    ['210 ml (3/4 cup + 2 tbsp) water', 2, '420 ml (1 1/2 cups + 4 tbsp) water'],
  ] as const)('each " + " / "plus" part: %j × %d is %j', ([line, factor, expected]) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected)
  })

  test.for([
    ['1 lb 4 oz beef', 2, '2 lb 8 oz beef'],
    ['1 cup 2 tbsp flour', 2, '2 cups 4 tbsp flour'],
    ['1 kg 500 g patate', 2, '2 kg 1000 g patate'],
    ['2 cups 2% milk', 2, '4 cups 2% milk'],
  ] as const)('a compound amount scales both halves: %j × %d is %j', ([line, factor, expected]) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected)
  })

  test.for([
    ['1 (14 ounce) can tomatoes', 2, '2 (14 ounce) can tomatoes'],
    ['2 eggs, beaten', 2, '4 eggs, beaten'],
    ['2 14-ounce cans beans', 2, '4 14-ounce cans beans'],
    ['1 9-inch pie crust', 2, '2 9-inch pie crust'],
    ['2 x 400 g cans', 2, '4 x 400 g cans'],
    ['3 cups milk (2% fat)', 2, '6 cups milk (2% fat)'],
    ['2 cups flour, plus more for dusting', 2, '4 cups flour, plus more for dusting'],
    ['Bake at 350', 2, 'Bake at 350'],
    ['Preheat oven to 350°F', 2, 'Preheat oven to 350°F'],
    ['Salt and pepper', 3, 'Salt and pepper'],
    ['Sale q.b.', 2, 'Sale q.b.'],
    ['1234567 eggs', 2, '1234567 eggs'],
  ] as const)('only the amount is scaled: %j × %d is %j', ([line, factor, expected]) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected)
  })

  test.for([
    ['- 1/2 cup sugar', 2, '- 1 cup sugar'],
    ['-2 eggs', 2, '-4 eggs'],
    ['• 2 eggs', 2, '• 4 eggs'],
    ['* 3 tbsp oil', 2, '* 6 tbsp oil'],
    ['  2 eggs', 2, '  4 eggs'],
    ['about 2 cups stock', 2, 'about 4 cups stock'],
    ['ca. 200 g Mehl', 2, 'ca. 400 g Mehl'],
    ['500g flour', 2, '1000g flour'],
    ['2  cups', 2, '4  cups'],
  ] as const)('list markers and spacing stay as written: %j × %d is %j', ([line, factor, expected]) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected)
  })

  test.for([
    ['[For the sauce]', 3],
    ['  [Topping]  ', 2],
    ['2 eggs', 1],
    ['1.50 kg', 1],
    ['¼ cup', 1],
    ['2 eggs', -1],
    ['2 eggs', Number.NaN],
    ['2 eggs', Number.POSITIVE_INFINITY],
    ['', 2],
  ] as const)('%j × %d is unchanged', ([line, factor]) => {
    expect(scaleIngredientLine(line, factor)).toBe(line)
  })
})

describe('temperatures and times keep their value', () => {
  test.for([
    ['350°F', 2, '350°F'],
    ['180 °C oven', 0.5, '180 °C oven'],
    ['10 minutes resting', 3, '10 minutes resting'],
    ['1 hour marinade', 2, '1 hour marinade'],
    ['2 cups stock, 80°C', 2, '4 cups stock, 80°C'],
  ] as const)('%j ×%d stays %j', ([line, factor, expected]) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected)
  })
})

describe('count nouns follow their number', () => {
  test.for([
    ['2 eggs', 0.5, '1 egg'],
    ['1 egg', 2, '2 eggs'],
    ['3 Eggs, beaten', 1 / 3, '1 Egg, beaten'],
    ['2 cloves garlic', 0.5, '1 clove garlic'],
    ['1-2 onions', 0.5, '0.5-1 onion'],
    ['2 uova', 0.5, '1 uovo'],
    ['1 spicchio d’aglio', 3, '3 spicchi d’aglio'],
    ['2 cipolle', 0.5, '1 cipolla'],
    ['2 Eier', 0.5, '1 Ei'],
    ['1 Ei', 4, '4 Eier'],
    ['2 Zehen Knoblauch', 0.5, '1 Zehe Knoblauch'],
    ['4 Knoblauchzehen', 0.25, '1 Knoblauchzehe'],
    ['1 Zwiebel', 2, '2 Zwiebeln'],
    ['1 cup sugar', 2, '2 cups sugar'],
    ['2 Tassen Mehl', 0.5, '1 Tasse Mehl'],
    ['1 can tomatoes', 2, '2 cans tomatoes'],
    ['2 large eggs', 0.5, '1 large egg'],
    ['1 medium onion, diced', 3, '3 medium onions, diced'],
    ['2 large', 0.5, '1 large'],
  ] as const)('%j × %d is %j', ([line, factor, expected]) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected)
  })
})

describe('amounts wherever they stand', () => {
  test.for([
    ['Mehl 1,5 kg', 2, 'Mehl 3 kg'],
    ['farina 500 g', 0.5, 'farina 250 g'],
    ['1 cup or 250 ml milk', 2, '2 cups or 500 ml milk'],
    ['200 g oder 1 Tasse Zucker', 0.5, '100 g oder 1/2 Tasse Zucker'],
    ['1 EL Öl', 0.5, '1/2 EL Öl'],
    ['1,5 EL Öl', 0.5, '0,75 EL Öl'],
    ['250 ml o 1 tazza di latte', 2, '500 ml o 2 tazze di latte'],
    ['1 egg (about 50 g)', 2, '2 eggs (about 100 g)'],
    ['2 cans (400 g each) tomatoes', 2, '4 cans (400 g each) tomatoes'],
    ['2 Dosen (à 400 g) Tomaten', 0.5, '1 Dose (à 400 g) Tomaten'],
    ['2 confezioni da 200 g di ricotta', 2, '4 confezioni da 200 g di ricotta'],
    ['1 cup butter, cut into 1 inch cubes', 2, '2 cups butter, cut into 1 inch cubes'],
    ['1 9x13 inch pan of brownies', 2, '2 9x13 inch pan of brownies'],
  ] as const)('%j × %d is %j', ([line, factor, expected]) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected)
  })
})

describe('US volumes read as cooking fractions, metric stays decimal', () => {
  test.for([
    ['1 cup milk', 1 / 3, '1/3 cup milk'],
    ['1 tbsp oil', 0.5, '1/2 tbsp oil'],
    ['2 cups flour', 0.75, '1 1/2 cups flour'],
    ['100 ml milk', 1 / 3, '33.33 ml milk'],
    ['1 kg flour', 1 / 3, '0.33 kg flour'],
  ] as const)('%j × %d is %j', ([line, factor, expected]) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected)
  })
})

describe('absurd amounts are marked approximate', () => {
  test.for([
    ['1 egg', 0.0001, '≈ 0 eggs'],
    ['10 g salt', 0.00001, '≈ 0 g salt'],
    ['1 cup sugar', 0.0001, '≈ 0 cups sugar'],
    ['1/16 tsp cayenne', 0.5, '≈ 1/16 tsp cayenne'],
  ] as const)('%j × %d is %j', ([line, factor, expected]) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected)
    expect(scaleIngredientLine(line, factor)).not.toMatch(/0\.0000/u)
  })
})

describe('× 0 is shown, not ignored', () => {
  test.for([
    ['1 cup milk', '0 cups milk'],
    ['2 eggs', '0 eggs'],
    ['1/4 tsp salt', '0 tsp salt'],
    ['1,5 kg Mehl', '0 kg Mehl'],
    ['1-2 cups flour', '0-0 cups flour'],
    ['1 Ei', '0 Eier'],
  ] as const)('%j × 0 is %j', ([line, expected]) => {
    expect(scaleIngredientLine(line, 0)).toBe(expected)
  })
})

describe('a line keeps its decimal mark', () => {
  test.for([
    ['1,5 kg Mehl + 3 kg Zucker', 0.5, '0,75 kg Mehl + 1,5 kg Zucker'],
    ['3 kg Zucker + 1,5 kg Mehl', 0.5, '1,5 kg Zucker + 0,75 kg Mehl'],
    ['1 l latte o 0,5 l panna', 1.5, '1,5 l latte o 0,75 l panna'],
    ['1.5 kg flour + 3 kg sugar', 0.5, '0.75 kg flour + 1.5 kg sugar'],
    // Each amount that writes its own mark keeps it.
    ['1.5 kg flour, 0,5 l milk', 3, '4.5 kg flour, 1,5 l milk'],
    ['1.000 g Mehl + 3 kg Zucker', 0.5, '500 g Mehl + 1,5 kg Zucker'],
  ] as const)('%j × %d is %j', ([line, factor, expected]) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected)
  })
})

describe('braced amounts', () => {
  test.for([
    ['1 cup milk ({240 ml})', 2, '2 cups milk (480 ml)'],
    ['1 cup milk ({240 ml})', 0.5, '1/2 cup milk (120 ml)'],
    ['2 eggs ({3} yolks)', 2, '4 eggs (6 yolks)'],
    ['{1} egg', 3, '3 eggs'],
    ['3 eggs, {1/3} cup milk', 2, '6 eggs, 2/3 cup milk'],
    // Braced, a size or a time scales too: the cook asked for it.
    ['a tin {20 cm} wide', 2, 'a tin 40 cm wide'],
    ['2 cans ({400 g} each)', 2, '4 cans (800 g each)'],
    ['Mehl 1,5 kg ({3} Tassen)', 0.5, 'Mehl 0,75 kg (1,5 Tassen)'],
    ['1 cup milk ({240 ml})', 0, '0 cups milk (0 ml)'],
  ] as const)('%j × %d is %j', ([line, factor, expected]) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected)
  })

  test.for([
    ['1 cup milk ({240 ml})', '1 cup milk (240 ml)'],
    ['{ 2 } eggs', '2 eggs'],
    ['1.50 kg flour ({3.30 lb})', '1.50 kg flour (3.30 lb)'],
  ] as const)('at × 1 the braces go and the amount stays as written: %j is %j', ([line, expected]) => {
    expect(scaleIngredientLine(line, 1)).toBe(expected)
  })

  test.for([
    ['2 eggs {salt}', 2, '4 eggs {salt}'],
    ['2 eggs {see note}', 1, '2 eggs {see note}'],
    ['[{2} layers]', 2, '[{2} layers]'],
  ] as const)(
    'braces without a quantity, and headers, stay as written: %j × %d is %j',
    ([line, factor, expected]) => {
      expect(scaleIngredientLine(line, factor)).toBe(expected)
    },
  )
})
