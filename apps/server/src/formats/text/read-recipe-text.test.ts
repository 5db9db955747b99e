import { describe, expect, test } from 'vitest'
import { linesOfText, readRecipeText, type TextLine, type TextRecipe } from './read-recipe-text.ts'

const read = (text: string) => readRecipeText(linesOfText(text))

describe('a recipe under headings', () => {
  test('an e-mail: greeting and signature left out, groups, yield and times, a tip as a note', () => {
    const text = `Hi Sarah,

Here's the lemon cake you asked about!

Lemon Drizzle Cake
Serves 8
Prep time: 20 minutes
Cook time: 45 minutes

Ingredients
225 g softened butter
225 g caster sugar
4 eggs
finely grated zest of 1 lemon

For the drizzle:
juice of 1½ lemons
85 g caster sugar

Method
1. Heat the oven to 180 °C and line a loaf tin.
2. Beat the butter and sugar until pale, then add the eggs one at a time.
3. Pour the drizzle over the warm cake.

Tip: it keeps for three days in a tin.

Enjoy!
Love,
Anna
`
    expect(read(text)).toEqual({
      title: 'Lemon Drizzle Cake',
      description: "Here's the lemon cake you asked about!",
      yield: 'Serves 8',
      activeTime: '20 minutes',
      totalTime: '1 h 5 min',
      notes: 'Tip: it keeps for three days in a tin.\n\nCook time: 45 minutes',
      ingredients: [
        '225 g softened butter',
        '225 g caster sugar',
        '4 eggs',
        'finely grated zest of 1 lemon',
        '[For the drizzle]',
        'juice of 1½ lemons',
        '85 g caster sugar',
      ],
      instructions: [
        'Heat the oven to 180 °C and line a loaf tin.',
        'Beat the butter and sugar until pale, then add the eggs one at a time.',
        'Pour the drizzle over the warm cake.',
      ],
    } satisfies TextRecipe)
  })

  test('French: the yield in the heading, "Étape" lines, times, and the good wishes left out', () => {
    const recipe = read(`TARTE AUX POMMES

Ingrédients (pour 6 personnes) :
- 1 pâte brisée
- 4 pommes
- 50 g de beurre

Préparation : 15 min
Cuisson : 35 min

Préparation
Étape 1
Préchauffer le four à 200 °C.
Étape 2
Étaler la pâte dans un moule et la piquer avec une fourchette.

Bon appétit !`)
    expect(recipe).toMatchObject({
      title: 'TARTE AUX POMMES',
      yield: 'pour 6 personnes',
      activeTime: '15 min',
      totalTime: '50 min',
      notes: 'Cuisson : 35 min',
      ingredients: ['1 pâte brisée', '4 pommes', '50 g de beurre'],
      instructions: [
        'Préchauffer le four à 200 °C.',
        'Étaler la pâte dans un moule et la piquer avec une fourchette.',
      ],
    })
  })

  test('Japanese: the yield in the ingredients heading, amounts after the names, numbered steps', () => {
    expect(
      read(`親子丼
材料（2人分）
鶏もも肉 1枚
玉ねぎ 1/2個
醤油 大さじ2
作り方
1. 鶏肉を一口大に切る。
2. 鍋に醤油を入れて煮立て、鶏肉と玉ねぎを煮る。`),
    ).toMatchObject({
      title: '親子丼',
      yield: '2人分',
      ingredients: ['鶏もも肉 1枚', '玉ねぎ 1/2個', '醤油 大さじ2'],
      instructions: ['鶏肉を一口大に切る。', '鍋に醤油を入れて煮立て、鶏肉と玉ねぎを煮る。'],
    })
  })

  test('Markdown: headings by rank, bullets, a notes section, paragraphs of the method', () => {
    expect(
      read(`# Chocolate Mousse

A light mousse that needs no gelatine.

## Ingredients
* 200 g dark chocolate
* 4 eggs, separated

## Instructions
Melt the chocolate over a pan of simmering water.
Stir the yolks into the chocolate.

Whisk the whites to stiff peaks and fold them in.

## Notes
It keeps for two days in the fridge.`),
    ).toEqual({
      title: 'Chocolate Mousse',
      description: 'A light mousse that needs no gelatine.',
      yield: '',
      activeTime: '',
      totalTime: '',
      notes: 'It keeps for two days in the fridge.',
      ingredients: ['200 g dark chocolate', '4 eggs, separated'],
      instructions: [
        'Melt the chocolate over a pan of simmering water.',
        'Stir the yolks into the chocolate.',
        'Whisk the whites to stiff peaks and fold them in.',
      ],
    })
  })

  test('a recipe in parts: each part named, its method under the same name', () => {
    const recipe = read(`Carrot Cake

Ingredients
300 g grated carrots
250 g flour
Method
Mix everything and bake for 40 minutes.

Frosting
Ingredients
200 g cream cheese
50 g icing sugar
Method
Beat the cheese with the sugar.
Spread it over the cold cake.`)
    expect(recipe?.ingredients).toEqual([
      '300 g grated carrots',
      '250 g flour',
      '[Frosting]',
      '200 g cream cheese',
      '50 g icing sugar',
    ])
    expect(recipe?.instructions).toEqual([
      'Mix everything and bake for 40 minutes.',
      '[Frosting]',
      'Beat the cheese with the sugar.',
      'Spread it over the cold cake.',
    ])
  })

  test('a method without a heading follows the ingredients under theirs', () => {
    expect(
      read(`Hummus
Ingredients
1 can chickpeas
2 tbsp tahini
1 garlic clove
Blend everything until smooth, adding a little water if needed.
Season with salt and serve with warm bread.`),
    ).toMatchObject({
      ingredients: ['1 can chickpeas', '2 tbsp tahini', '1 garlic clove'],
      instructions: [
        'Blend everything until smooth, adding a little water if needed.',
        'Season with salt and serve with warm bread.',
      ],
    })
  })

  test('ingredients without amounts above a method heading, parts of the method named', () => {
    expect(
      read(`Pancakes
flour
milk
eggs

Method
For the batter:
Whisk everything together.
To cook:
Fry thin pancakes in butter.`),
    ).toMatchObject({
      title: 'Pancakes',
      ingredients: ['flour', 'milk', 'eggs'],
      instructions: [
        '[For the batter]',
        'Whisk everything together.',
        '[To cook]',
        'Fry thin pancakes in butter.',
      ],
    })
  })
})

describe('a recipe in many languages, under its headings', () => {
  const recipes: [string, string, number, number][] = [
    [
      'de',
      'Zutaten\n500 g Mehl\n2 Eier\nZubereitung\nMehl und Eier verkneten.\nEine Stunde ruhen lassen.',
      2,
      2,
    ],
    [
      'nl',
      'Ingrediënten\n1 kg stoofvlees\n2 uien\nBereiding\nBak het vlees bruin.\nLaat 3 uur stoven.',
      2,
      2,
    ],
    [
      'pt',
      'Ingredientes\n2 xícaras de farinha\n3 ovos\nModo de preparo\nMisture tudo.\nAsse por 40 minutos.',
      2,
      2,
    ],
    ['sv', 'Ingredienser\n3 dl vetemjöl\n3 ägg\nGör så här\nVispa ihop allt.\nStek tunna pannkakor.', 2, 2],
    ['it', 'Ingredienti\n320 g di spaghetti\n2 uova\nPreparazione\nCuocete la pasta.\nUnite le uova.', 2, 2],
    ['hu', 'Hozzávalók\n50 dkg liszt\n2 tojás\nElkészítés\nA lisztet keverjük össze.\nSüssük meg.', 2, 2],
    ['sk', 'Suroviny\n500 g múky\n2 vajcia\nPostup\nVšetko zmiešame.\nPečieme 30 minút.', 2, 2],
    ['no', 'Ingredienser\n3 dl hvetemel\n2 egg\nFremgangsmåte\nBland alt.\nStek i panne.', 2, 2],
    ['es', 'Ingredientes\n5 patatas\n6 huevos\nPreparación\nFreír las patatas.\nCuajar la tortilla.', 2, 2],
    ['da', 'Ingredienser\n250 g mel\n2 æg\nFremgangsmåde\nBland det hele.\nBag i 20 minutter.', 2, 2],
    ['cs', 'Ingredience\nTortilla 2 ks\nSýr 125 g\nPostup\nTortily pomažte sýrem.\nZarolujte.', 2, 2],
    ['pl', 'Składniki:\n2 szklanki mąki\n2 jajka\nInstrukcje:\nZmiksuj składniki.\nSmaż naleśniki.', 2, 2],
    ['fr', 'Ingrédients\n4 pommes\n1 pâte\nPréparation\nÉtaler la pâte.\nCuire 35 minutes.', 2, 2],
  ]
  test.for(recipes)('%s', ([, text, ingredients, steps]) => {
    const recipe = read(`Title\n\n${text}`)
    expect(recipe?.ingredients).toHaveLength(ingredients)
    expect(recipe?.instructions).toHaveLength(steps)
  })
})

describe('lines whose structure is known, as a web page gives them', () => {
  test('an "Equipment" heading ends the list above it: its tools are no ingredients', () => {
    const lines: TextLine[] = [
      { text: 'Pea Soup', kind: 'heading', level: 1 },
      { text: 'Ingredients', kind: 'heading', level: 2 },
      { text: '500 g frozen peas', kind: 'item' },
      { text: '1 onion', kind: 'item' },
      { text: 'Equipment', kind: 'heading', level: 2 },
      { text: 'large pot', kind: 'item' },
      { text: 'blender', kind: 'item' },
      { text: 'Method', kind: 'heading', level: 2 },
      { text: 'Soften the onion in butter.', kind: 'item' },
      { text: 'Add the peas and 1 l of stock, simmer and blend.', kind: 'item' },
    ]
    expect(readRecipeText(lines)).toMatchObject({
      ingredients: ['500 g frozen peas', '1 onion'],
      instructions: ['Soften the onion in butter.', 'Add the peas and 1 l of stock, simmer and blend.'],
    })
  })

  test('pasted, a line "Equipment:" alone ends the list too; one that goes on is an ingredient', () => {
    const text =
      'Ingredients\n500 g frozen peas\n1 onion\nEquipment:\nlarge pot\n\nMethod\nSoften the onion.\nAdd the peas and simmer.'
    expect(read(text)?.ingredients).toEqual(['500 g frozen peas', '1 onion'])
    expect(
      read('Ingredients\n500 g frozen peas\nequipment for soup, to taste\n\nMethod\nSimmer the peas.')
        ?.ingredients,
    ).toEqual(['500 g frozen peas', 'equipment for soup, to taste'])
  })

  test('headings, list items and paragraphs: a page title, its parts, a group heading', () => {
    const lines: TextLine[] = [
      { text: 'Cook with us', kind: 'heading', level: 2 },
      { text: 'Pea Soup', kind: 'heading', level: 1 },
      { text: 'A green soup for cold days.', kind: 'paragraph' },
      { text: 'Ingredients', kind: 'heading', level: 2 },
      { text: '500 g frozen peas', kind: 'item', marker: 'bullet' },
      { text: '1 onion', kind: 'item', marker: 'bullet' },
      { text: 'To serve', kind: 'heading', level: 3 },
      { text: 'mint leaves', kind: 'item', marker: 'bullet' },
      { text: 'Method', kind: 'heading', level: 2 },
      { text: 'Soften the onion in butter.', kind: 'item', marker: 'number' },
      {
        text: 'Add the peas and 1 l of stock and simmer for ten minutes. Blend until smooth.',
        kind: 'item',
        marker: 'number',
      },
      { text: 'Ads by a network', kind: 'paragraph' },
    ]
    expect(readRecipeText(lines)).toMatchObject({
      title: 'Pea Soup',
      description: 'A green soup for cold days.',
      ingredients: ['500 g frozen peas', '1 onion', '[To serve]', 'mint leaves'],
      instructions: [
        'Soften the onion in butter.',
        'Add the peas and 1 l of stock and simmer for ten minutes. Blend until smooth.',
      ],
    })
  })

  test('a short paragraph alone above more amounts names their group; the method follows the lists', () => {
    const lines: TextLine[] = [
      { text: 'Club Sandwich', kind: 'heading', level: 1 },
      { text: 'Ingredients', kind: 'heading', level: 2 },
      { text: 'Bread', kind: 'item' },
      { text: '2 slices ham', kind: 'item' },
      { text: 'Dressing', kind: 'paragraph' },
      { text: '1 cup yogurt', kind: 'item' },
      { text: '1 tbsp dill', kind: 'item' },
      { text: 'Making it', kind: 'heading', level: 2 },
      { text: 'Stir the yogurt and dill together.', kind: 'item' },
      { text: 'Fill the bread with ham and dressing.', kind: 'item' },
    ]
    expect(readRecipeText(lines)).toMatchObject({
      ingredients: ['Bread', '2 slices ham', '[Dressing]', '1 cup yogurt', '1 tbsp dill'],
      instructions: [
        '[Making it]',
        'Stir the yogurt and dill together.',
        'Fill the bread with ham and dressing.',
      ],
    })
  })

  test('a method laid out as a list ends with its last item or numbered step: the page goes on', () => {
    const itemised: TextLine[] = [
      { text: 'Ingredients', kind: 'heading' },
      { text: '2 eggs', kind: 'item' },
      { text: 'Method', kind: 'heading' },
      { text: 'Beat the eggs.', kind: 'item' },
      { text: 'Fry them in butter.', kind: 'item' },
      { text: 'More recipes you will love!', kind: 'paragraph' },
      { text: 'Omelette', kind: 'item' },
    ]
    expect(readRecipeText(itemised)?.instructions).toEqual(['Beat the eggs.', 'Fry them in butter.'])
    const numbered: TextLine[] = [
      { text: 'Ingredients', kind: 'heading' },
      { text: '2 eggs', kind: 'item' },
      { text: 'Method', kind: 'heading' },
      { text: '1- Beat the eggs.', kind: 'paragraph' },
      { text: '2- Fry them in butter.', kind: 'paragraph' },
      { text: 'Previous post', kind: 'paragraph' },
      { text: 'This site uses cookies to work. By reading on you accept them.', kind: 'paragraph' },
    ]
    expect(readRecipeText(numbered)?.instructions).toEqual(['Beat the eggs.', 'Fry them in butter.'])
  })

  test('paragraphs are never joined to one another', () => {
    const lines: TextLine[] = [
      { text: 'Ingredients', kind: 'heading' },
      { text: '2 eggs', kind: 'item' },
      { text: 'Method', kind: 'heading' },
      { text: 'Beat the eggs and', kind: 'paragraph' },
      { text: 'fry them in butter.', kind: 'paragraph' },
    ]
    expect(readRecipeText(lines)?.instructions).toEqual(['Beat the eggs and', 'fry them in butter.'])
  })

  test('a page’s heading names its section however long its qualifier: ingredients, and tips after the method', () => {
    const lines: TextLine[] = [
      { text: 'Pear Tart', kind: 'heading' },
      { text: 'Ingredients for a pear tart with walnuts and honey', kind: 'heading' },
      { text: 'ripe pears', kind: 'item' },
      { text: 'puff pastry', kind: 'item' },
      { text: 'Method', kind: 'heading' },
      { text: 'Lay the pastry in the tin.', kind: 'item' },
      { text: 'Slice the pears over it and bake for 30 minutes.', kind: 'item' },
      { text: 'Tips for a crisp tart every single time', kind: 'heading' },
      { text: 'Bake it on the lowest shelf.', kind: 'item' },
      { text: 'Choose firm pears, they hold their shape.', kind: 'item' },
    ]
    expect(readRecipeText(lines)).toMatchObject({
      ingredients: ['ripe pears', 'puff pastry'],
      instructions: ['Lay the pastry in the tin.', 'Slice the pears over it and bake for 30 minutes.'],
    })
  })

  test('under a heading, a sentence after the last amount ends the list: a note, then the page’s tools', () => {
    const lines: TextLine[] = [
      { text: 'Ingredients', kind: 'heading' },
      { text: '2 eggs', kind: 'item' },
      { text: '100 g flour', kind: 'item' },
      { text: 'Make the batter a day ahead if you like.', kind: 'paragraph' },
      { text: 'In the kitchen', kind: 'heading' },
      { text: 'Large bowl', kind: 'item' },
      { text: 'Whisk', kind: 'item' },
      { text: 'Method', kind: 'heading' },
      { text: 'Whisk the eggs and flour together.', kind: 'item' },
      { text: 'Fry thin pancakes in butter.', kind: 'item' },
    ]
    expect(readRecipeText(lines)).toMatchObject({
      ingredients: ['2 eggs', '100 g flour'],
      instructions: ['Whisk the eggs and flour together.', 'Fry thin pancakes in butter.'],
    })
  })

  test('ingredients the page shows after its method end with their list: the page goes on below', () => {
    const lines: TextLine[] = [
      { text: 'Method', kind: 'heading' },
      { text: 'Whisk the eggs and flour together.', kind: 'item' },
      { text: 'Fry thin pancakes in butter.', kind: 'item' },
      { text: 'Ingredients for 4', kind: 'paragraph' },
      { text: '2 eggs', kind: 'item' },
      { text: '100 g flour', kind: 'item' },
      { text: 'Add to shopping list', kind: 'paragraph' },
      { text: 'You may also like', kind: 'heading' },
      { text: 'Leek soup', kind: 'heading' },
      { text: 'Vegetarian', kind: 'paragraph' },
      { text: 'Your benefits', kind: 'paragraph' },
      { text: 'Save your favourites', kind: 'item' },
    ]
    expect(readRecipeText(lines)).toMatchObject({
      ingredients: ['2 eggs', '100 g flour'],
      instructions: ['Whisk the eggs and flour together.', 'Fry thin pancakes in butter.'],
    })
  })
})

describe('a recipe printed from a browser or a PDF', () => {
  test("the pages' heads, feet and numbers are left out, and the method goes on across a page break", () => {
    const text = `30/10/2026, 09:15 Plum Crumble | Weekday Bakes
Plum Crumble

Ingredients
600 g plums
120 g flour
Page 1 of 2
80 g cold butter
- 1 -

Method
1. Halve the plums and lay them in a dish.
2. Rub the butter into the flour until it looks like
https://example.org/plum-crumble                                        1/2
30/10/2026, 09:15 Plum Crumble | Weekday Bakes
breadcrumbs, then scatter it over the plums.
3. Bake for 35 minutes.
https://example.org/plum-crumble
2/2`
    expect(read(text)).toMatchObject({
      title: 'Plum Crumble',
      notes: '',
      ingredients: ['600 g plums', '120 g flour', '80 g cold butter'],
      instructions: [
        'Halve the plums and lay them in a dish.',
        'Rub the butter into the flour until it looks like breadcrumbs, then scatter it over the plums.',
        'Bake for 35 minutes.',
      ],
    })
  })

  test('a bare address with no page number beside it stays: it may be where the recipe comes from', () => {
    const text = `Plum Crumble
https://example.org/plum-crumble

600 g plums
120 g flour

Bake the plums under the crumble for 35 minutes.`
    expect(read(text)?.notes).toBe('https://example.org/plum-crumble')
  })

  test('facts whose tabs were collapsed to spaces are still read, in English, German and Italian', () => {
    const recipe = (facts: string) => `Torta\n\n${facts}\n\n200 g flour\n2 eggs\n\nMix and bake.`
    expect(read(recipe('Serves 6\tPrep 10 min\tBake 15 min'))).toMatchObject({
      yield: 'Serves 6',
      activeTime: '10 min',
      totalTime: '25 min',
      description: '',
    })
    expect(read(recipe('Für 4 Personen    Zubereitung: 30 Min.    Backzeit: 1 Std.'))).toMatchObject({
      yield: 'Für 4 Personen',
      totalTime: '1 h 30 min',
    })
    expect(read(recipe('Dosi per 4 persone – Preparazione 20 minuti – Cottura 1 ora'))).toMatchObject({
      yield: '4 persone',
      activeTime: '20 minuti',
      totalTime: '1 h 20 min',
    })
  })
})
