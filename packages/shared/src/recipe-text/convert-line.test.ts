import { describe, expect, test } from 'vitest'
import { convertIngredientLine, convertTemperatures } from './convert-line.ts'

describe('to metric', () => {
  test.for([
    ['1 cup milk', '237 ml milk'],
    ['2 cups water', '473 ml water'],
    ['4 cups water', '946 ml water'],
    ['4 1/2 cups water', '1.06 l water'],
    ['1/2 cup cream', '118 ml cream'],
    ['1/4 cup oil', '59 ml oil'],
    ['1/3 cup cream', '79 ml cream'],
    ['1 1/2 cups stock', '355 ml stock'],
    ['1 tbsp vinegar', '15 ml vinegar'],
    ['2 tbsp oil', '30 ml oil'],
    ['3 T oil', '44 ml oil'],
    ['1 tsp salt', '5 ml salt'],
    ['1 t vanilla', '5 ml vanilla'],
    ['½ tsp salt', '2.5 ml salt'],
    ['1/4 tsp pepper', '1 ml pepper'],
    ['2 C water', '473 ml water'],
    ['1 c. milk', '237 ml milk'],
    ['1 fl oz rum', '30 ml rum'],
    ['8 fl. oz. milk', '237 ml milk'],
    ['2 fluid ounces cream', '59 ml cream'],
    ['1 pint cream', '473 ml cream'],
    ['1 quart stock', '946 ml stock'],
    ['2 quarts stock', '1.89 l stock'],
    ['1 gallon water', '3.79 l water'],
  ] as const)('volume: %j is %j', ([line, expected]) => {
    expect(convertIngredientLine(line, 'metric')).toBe(expected)
  })

  test.for([
    ['1 oz chocolate', '28 g chocolate'],
    ['4 oz cheese', '113 g cheese'],
    ['8 ounces cream cheese', '227 g cream cheese'],
    ['0.1 oz saffron', '3 g saffron'],
    ['1 lb beef', '454 g beef'],
    ['1/2 lb butter', '227 g butter'],
    ['2 lbs potatoes', '907 g potatoes'],
    ['2.5 lb pork shoulder', '1.13 kg pork shoulder'],
    ['3 pounds shrimp', '1.36 kg shrimp'],
    ['1 lb 4 oz beef', '567 g beef'],
    ['8oz cheese', '227g cheese'],
  ] as const)('weight: %j is %j', ([line, expected]) => {
    expect(convertIngredientLine(line, 'metric')).toBe(expected)
  })

  test.for([
    ['1 inch ginger', '2.5 cm ginger'],
    ['9 inch pan', '23 cm pan'],
    ['13 in. pan', '33 cm pan'],
    ['1/4 inch slices', '6.5 mm slices'],
    ['2 feet of string', '61 cm of string'],
  ] as const)('length: %j is %j', ([line, expected]) => {
    expect(convertIngredientLine(line, 'metric')).toBe(expected)
  })

  test.for([
    ['350°F', '175°C'],
    ['350 °F', '175 °C'],
    ['350 degrees F', '175 °C'],
    ['350 Fahrenheit', '175 °C'],
    ['425°F', '220°C'],
    ['400 F', '205 °C'],
    ['375ºF', '190°C'],
    ['325-350°F', '165-175°C'],
    ['212°F', '100°C'],
    ['32°F', '0°C'],
    ['0°F', '-20°C'],
  ] as const)('temperature, rounded to 5 degrees: %j is %j', ([line, expected]) => {
    expect(convertIngredientLine(line, 'metric')).toBe(expected)
  })

  test.for([
    ['2-3 cups stock', '473-710 ml stock'],
    ['1 to 2 tbsp soy sauce', '15 to 30 ml soy sauce'],
    ['1–2 lb chicken', '454–907 g chicken'],
    ['1 cup + 2 tbsp milk', '237 ml + 30 ml milk'],
    ['1 cup plus 2 tablespoons milk', '237 ml plus 30 ml milk'],
    ['- 1/2 cup juice', '- 118 ml juice'],
  ] as const)('ranges and parts: %j is %j', ([line, expected]) => {
    expect(convertIngredientLine(line, 'metric')).toBe(expected)
  })
})

describe('to US', () => {
  test.for([
    ['250 ml milk', '1 cup milk'],
    ['250ml milk', '1 cup milk'],
    ['500 ml stock', '2 1/8 cups stock'],
    ['125 ml cream', '1/2 cup cream'],
    ['100 ml', '3/8 cup'],
    ['60 ml', '1/4 cup'],
    ['50 ml', '3 1/2 tbsp'],
    ['30 ml', '2 tbsp'],
    ['15 ml', '1 tbsp'],
    ['10 ml', '2 tsp'],
    ['5 ml', '1 tsp'],
    ['2.5 ml', '1/2 tsp'],
    ['1 ml', '1/4 tsp'],
    ['1 l milk', '1 quart milk'],
    ['2 l water', '2 quarts water'],
    ['4 l water', '1 gallon water'],
    ['10 l', '2 3/4 gallons'],
    ['1 dl', '3/8 cup'],
    ['2,5 dl', '1 cup'],
    ['20 cl wine', '7/8 cup wine'],
    ['1 cl', '2 tsp'],
  ] as const)('volume: %j is %j', ([line, expected]) => {
    expect(convertIngredientLine(line, 'us')).toBe(expected)
  })

  test.for([
    ['7 g yeast', '1/4 oz yeast'],
    ['100 g butter', '3 1/2 oz (≈ 1/2 cup) butter'],
    ['200 g', '7 oz'],
    ['250 g', '8 7/8 oz'],
    ['454 g', '1 lb'],
    ['500 g flour', '1 1/8 lb (≈ 4 cups) flour'],
    ['500g flour', '1 1/8 lb (≈ 4 cups) flour'],
    ['1 kg', '2 1/4 lb'],
    ['1,5 kg', '3 1/3 lb'],
    ['1 g', '1/8 oz'],
    ['500 mg', '1/8 oz'],
    ['1 kg 500 g', '3 1/3 lb'],
  ] as const)('weight: %j is %j', ([line, expected]) => {
    expect(convertIngredientLine(line, 'us')).toBe(expected)
  })

  test.for([
    ['2 cm ginger', '3/4 in ginger'],
    ['23 cm pan', '9 in pan'],
    ['5 mm slices', '1/4 in slices'],
    ['1 m', '39 3/8 in'],
  ] as const)('length: %j is %j', ([line, expected]) => {
    expect(convertIngredientLine(line, 'us')).toBe(expected)
  })

  test.for([
    ['180°C', '355°F'],
    ['200 °C', '390 °F'],
    ['220°C', '430°F'],
    ['160 C', '320 °F'],
    ['180 Grad', '355 °F'],
    ['100 gradi', '210 °F'],
  ] as const)('temperature, rounded to 5 degrees: %j is %j', ([line, expected]) => {
    expect(convertIngredientLine(line, 'us')).toBe(expected)
  })

  test.for([
    ['1-2 l', '1-2 quarts'],
    ['100-150 g', '3 1/2-5 1/4 oz'],
    ['3,5 - 4 dl Gemüsebrühe', '1 1/2 - 1 2/3 cups Gemüsebrühe'],
    ['250 ml latte + 2 EL zucchero', '1 cup latte + 2 tbsp zucchero'],
  ] as const)('ranges and parts: %j is %j', ([line, expected]) => {
    expect(convertIngredientLine(line, 'us')).toBe(expected)
  })
})

describe('Italian and German units', () => {
  test.for([
    ['2 EL Olivenöl', 'metric', '30 ml Olivenöl'],
    ['2 EL Olivenöl', 'us', '2 tbsp Olivenöl'],
    ['1 TL Salz', 'metric', '5 ml Salz'],
    ['1 TL Salz', 'us', '1 tsp Salz'],
    ['2 Esslöffel Zucker', 'us', '2 tbsp Zucker'],
    ['1 Teelöffel Zimt', 'us', '1 tsp Zimt'],
    ['1 Tasse Milch', 'metric', '237 ml Milch'],
    ['2 Tassen Milch', 'us', '2 cups Milch'],
    ['500 Gramm Mehl', 'us', '1 1/8 lb (≈ 4 cups) Mehl'],
    ['1 Liter Milch', 'us', '1 quart Milch'],
    ['1 Kilogramm Kartoffeln', 'us', '2 1/4 lb Kartoffeln'],
    ['1 Pfund Hackfleisch', 'metric', '500 g Hackfleisch'],
    ['1 Pfund Hackfleisch', 'us', '1 1/8 lb Hackfleisch'],
    ['2 cucchiai di olio', 'us', '2 tbsp di olio'],
    ['2 cucchiai di olio', 'metric', '30 ml di olio'],
    ['1 cucchiaino di sale', 'metric', '5 ml di sale'],
    ['1 tazza di latte', 'metric', '237 ml di latte'],
    ['200 grammi di farina', 'us', '7 oz (≈ 1 2/3 cups) di farina'],
    ['2 etti di prosciutto', 'us', '7 oz di prosciutto'],
    ['1 chilo di patate', 'us', '2 1/4 lb di patate'],
    ['1 litro di brodo', 'us', '1 quart di brodo'],
  ] as const)('%j to %s is %j', ([line, system, expected]) => {
    expect(convertIngredientLine(line, system)).toBe(expected)
  })
})

describe('shortened and misspelled units', () => {
  test.for([
    ['3 tablesp oil', '44 ml oil'],
    ['2 teasp salt', '10 ml salt'],
    ['2 tbsps oil', '30 ml oil'],
    ['2 teaspon salt', '10 ml salt'],
    ['1 tablspoon oil', '15 ml oil'],
    ['2 Tbsp. oil', '30 ml oil'],
    ['1 tablespoon(s) oil', '15 ml oil'],
    ['2 ozs ham', '57 g ham'],
    ['1 cupful water', '237 ml water'],
  ] as const)('%j is %j', ([line, expected]) => {
    expect(convertIngredientLine(line, 'metric')).toBe(expected)
  })
})

describe('left unchanged', () => {
  test.for([
    ['1 tea bag'],
    ['2 cloves garlic'],
    ['1 can beans'],
    ['3 large eggs'],
    ['1 cinnamon stick'],
    ['2 T-bone steaks'],
    ['2 tablets yeast'],
    ['2 tomatoes'],
    ['1 leek'],
    ['1 mango'],
    ['4 mini peppers'],
    ['1 gallo ruspante'],
    ['2 pinto beans'],
    ['1 pinch salt'],
    ['2 sticks butter'],
    ['1 package yeast'],
    ['1 Dose Tomaten'],
    ['10 minutes'],
    ['Salt to taste'],
    ['[Sauce]'],
    ['[2 cups]'],
    ['2 eggs'],
  ] as const)('%j has no unit to convert', ([line]) => {
    expect(convertIngredientLine(line, 'metric')).toBe(line)
    expect(convertIngredientLine(line, 'us')).toBe(line)
  })

  test.for([
    ['250 ml milk', 'metric'],
    ['500 g flour', 'metric'],
    ['180°C', 'metric'],
    ['2 cm ginger', 'metric'],
    ['1,5 kg', 'metric'],
    ['1 cup milk', 'us'],
    ['2 tbsp oil', 'us'],
    ['1 lb beef', 'us'],
    ['350°F', 'us'],
    ['9 inch pan', 'us'],
  ] as const)('%j is already %s', ([line, system]) => {
    expect(convertIngredientLine(line, system)).toBe(line)
  })

  test.for([
    [''],
    ['   '],
    ['1/0 cup'],
    ['°F'],
    ['- '],
    ['+ + +'],
    ['cup'],
    ['1,000 eggs'],
    ['1.000 Eier'],
  ] as const)('odd text %j never throws and stays as written', ([line]) => {
    expect(convertIngredientLine(line, 'metric')).toBe(line)
    expect(convertIngredientLine(line, 'us')).toBe(line)
  })
})

describe('amounts wherever they stand', () => {
  test.for([
    ['Mehl 1,5 kg', 'us', 'Mehl 3 1/3 lb (≈ 12 cups)'],
    ['1 cup or 250 ml milk', 'metric', '237 ml or 250 ml milk'],
    ['1 (14 ounce) can tomatoes', 'metric', '1 (397 g) can tomatoes'],
    ['2 cans (400 g each) tomatoes', 'us', '2 cans (14 1/8 oz each) tomatoes'],
    ['1,000 g potatoes', 'us', '2 1/4 lb potatoes'],
    ['1.000 g Kartoffeln', 'us', '2 1/4 lb Kartoffeln'],
    ['0,125 l latte', 'us', '1/2 cup latte'],
  ] as const)('%j to %s is %j', ([line, system, expected]) => {
    expect(convertIngredientLine(line, system)).toBe(expected)
  })
})

describe('US measures a cook would use', () => {
  test.for([
    ['3 tsp baking powder', '1 tbsp baking powder'],
    ['6 tsp sugar', '2 tbsp sugar'],
    ['16 tbsp butter', '1 cup butter'],
    ['8 tbsp oil', '1/2 cup oil'],
    ['1 cup + 3 tsp milk', '1 cup + 1 tbsp milk'],
    ['3-6 tsp salt', '1-2 tbsp salt'],
    // Left as written: no simpler measure exists.
    ['1/4 cup oil', '1/4 cup oil'],
    ['6 tbsp oil', '6 tbsp oil'],
    ['2 tsp salt', '2 tsp salt'],
    ['5 tsp salt', '5 tsp salt'],
    ['2 tbsp oil', '2 tbsp oil'],
  ] as const)('%j is %j', ([line, expected]) => {
    expect(convertIngredientLine(line, 'us')).toBe(expected)
  })

  test.for([
    ['250 g zucchero', '8 7/8 oz (≈ 1 1/4 cups) zucchero'],
    ['100 g brown sugar', '3 1/2 oz (≈ 1/2 cup) brown sugar'],
    ['60 g Puderzucker', '2 1/8 oz (≈ 1/2 cup) Puderzucker'],
    ['8 oz butter', '8 oz (≈ 1 cup) butter'],
    ['20 g burro', '3/4 oz (≈ 1 1/2 tbsp) burro'],
    ['90 g Haferflocken', '3 1/8 oz (≈ 1 cup) Haferflocken'],
    ['185 g riso', '6 1/2 oz (≈ 1 cup) riso'],
  ] as const)('a weight of a common ingredient also reads in cups: %j is %j', ([line, expected]) => {
    expect(convertIngredientLine(line, 'us')).toBe(expected)
  })

  test.for([['200 g chicken'], ['2 cans (400 g each) beans'], ['100-150 g flour']] as const)(
    '%j has no cups: not in the table, a can size, or a range',
    ([line]) => {
      expect(convertIngredientLine(line, 'us')).not.toContain('≈')
    },
  )

  test('to metric, no cups are offered', () => {
    expect(convertIngredientLine('8 oz butter', 'metric')).toBe('227 g butter')
  })

  test.for([
    ['1 cup flour', '125 g flour'],
    ['1/4 cup sugar', '50 g sugar'],
    ['2 cups flour', '250 g flour'],
    ['1 c. sugar', '200 g sugar'],
    ['2 tbsp butter, melted', '28 g butter, melted'],
    ['1-2 cups flour', '125-250 g flour'],
    ['250 ml flour', '132 g flour'],
    ['1 Tasse Mehl', '125 g Mehl'],
    ['1 tazza di zucchero', '200 g di zucchero'],
    ['1 cupful rice', '185 g rice'],
    ['1 cup honey', '340 g honey'],
  ] as const)('to metric, dry goods are weighed: %j is %j', ([line, expected]) => {
    expect(convertIngredientLine(line, 'metric')).toBe(expected)
  })

  test.for([
    ['1 cup milk', '237 ml milk'],
    ['1 cup rice vinegar', '237 ml rice vinegar'],
    ['2 tbsp sugar syrup', '30 ml sugar syrup'],
    ['1/2 cup Buttermilch', '118 ml Buttermilch'],
  ] as const)('to metric, liquids stay in millilitres: %j is %j', ([line, expected]) => {
    expect(convertIngredientLine(line, 'metric')).toBe(expected)
  })
})

describe('temperatures in steps', () => {
  test.for([
    ['Preheat the oven to 190°C.', 'us', 'Preheat the oven to 375°F.'],
    ['Bake at 190 °C for 20 minutes', 'us', 'Bake at 375 °F for 20 minutes'],
    ['Bake at 180 C', 'us', 'Bake at 355 °F'],
    ['Backofen auf 200 Grad vorheizen', 'us', 'Backofen auf 390 °F vorheizen'],
    ['Scaldare il forno a 180 gradi', 'us', 'Scaldare il forno a 355 °F'],
    ['Heat the oil to 375 F, then fry', 'metric', 'Heat the oil to 190 °C, then fry'],
    ['Bake at 350°F, then at 400°F', 'metric', 'Bake at 175°C, then at 205°C'],
    ['Bake 25-30 minutes at 180-200°C', 'us', 'Bake 25-30 minutes at 355-390°F'],
  ] as const)('%j to %s is %j', ([line, system, expected]) => {
    expect(convertTemperatures(line, system)).toBe(expected)
  })

  test.for([
    ['Add 2 cups flour and bake at 350°F', 'Add 2 cups flour and bake at 175°C'],
    ['Roll to 1/4 inch and cut 12 rounds', 'Roll to 1/4 inch and cut 12 rounds'],
    ['Gas mark 5, 20 minutes', 'Gas mark 5, 20 minutes'],
    ['Bake at 350 for 1 hour', 'Bake at 350 for 1 hour'],
    ['Serves 4', 'Serves 4'],
  ] as const)('only temperatures change: %j is %j', ([line, expected]) => {
    expect(convertTemperatures(line, 'metric')).toBe(expected)
  })

  test('a temperature already in the chosen system stays as written', () => {
    expect(convertTemperatures('Bake at 190°C', 'metric')).toBe('Bake at 190°C')
    expect(convertTemperatures('Bake at 375 F', 'us')).toBe('Bake at 375 F')
  })

  test('an ingredient line converts its temperature wherever it stands', () => {
    expect(convertIngredientLine('2 cups stock, warmed to 80°C', 'us')).toBe('2 cups stock, warmed to 175°F')
  })
})

describe('an alternative that converts to the same amount', () => {
  test.for([
    ['1 cup or 250 ml milk', 'us', '1 cup milk'],
    ['250 ml or 1 cup milk', 'us', '1 cup milk'],
    ['1 cup (250 ml) milk', 'us', '1 cup milk'],
    ['1 cup / 240 ml water', 'us', '1 cup water'],
    ['2 tbsp o 30 ml olio', 'us', '2 tbsp olio'],
  ] as const)('%s in %s measures reads %s', ([line, system, expected]) => {
    expect(convertIngredientLine(line, system)).toBe(expected)
  })

  test.for([
    ['250 ml (1 cup) milk', 'metric', '250 ml (237 ml) milk'],
    ['1 cup or 1 cup milk', 'us', '1 cup or 1 cup milk'],
    ['11 cups or 1 cup milk', 'us', '11 cups or 1 cup milk'],
  ] as const)('%s in %s measures keeps what differs or was written: %s', ([line, system, expected]) => {
    expect(convertIngredientLine(line, system)).toBe(expected)
  })
})
