import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { ImportFileError, type ImportedRecipe, type OpenedImport } from '../imported-recipe.ts'
import { ImportTooLargeError } from './archive/budget.ts'
import { sampleOf } from './file-sample.ts'
import { openRecipeMl, recognizesRecipeMl } from './recipeml.ts'

async function recipesOf(opened: OpenedImport): Promise<ImportedRecipe[]> {
  const recipes: ImportedRecipe[] = []
  for await (const item of opened.items()) if ('recipe' in item) recipes.push(item.recipe)
  return recipes
}

const importRecipeMl = async (text: string) => recipesOf(await openRecipeMl(strToU8(text)))

const recipeMl = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE recipeml PUBLIC "-//FormatData//DTD RecipeML 0.5//EN" "http://www.formatdata.com/recipeml/recipeml.dtd">
<!-- written by hand -->
<recipeml version="0.5"><meta name="DC.Creator" content="Me"/>${body}</recipeml>`

const fullRecipe = `
<recipe>
  <head>
    <title>  Pumpkin   pie &amp; cream 🥧 </title>
    <subtitle>The one from the farm</subtitle>
    <version>2001-10-01</version>
    <source><srcitem>Aunt May</srcitem><srcitem>Farm Cookbook, p. 12</srcitem></source>
    <categories><cat>Dessert</cat><cat>Pie</cat><cat>dessert</cat></categories>
    <description>Autumn classic.</description>
    <preptime type="preparation"><time><qty>20</qty><timeunit>minutes</timeunit></time></preptime>
    <preptime type="cooking"><time><qty>1</qty><timeunit>hours</timeunit></time></preptime>
    <preptime type="resting"><time><qty>30</qty><timeunit>minutes</timeunit></time></preptime>
    <yield><range><q1>8</q1><q2>10</q2></range><unit>slices</unit></yield>
    <note>Best the next day.</note>
  </head>
  <description>
      Creamy and spiced.
      Not too sweet.
  </description>
  <equipment><tool><qty>1</qty><brandname><product>9-inch pie dish</product></brandname></tool></equipment>
  <ingredients>
    <ing-div type="crust">
      <title>Crust</title>
      <description>Or use a bought one.</description>
      <ing><amt><qty>1<frac><n>1</n><d>4</d></frac></qty><unit>cups</unit></amt><item>flour</item><prep>sifted</prep></ing>
      <ing optional="yes"><amt><qty>1</qty><unit>pinch</unit></amt><item>salt</item></ing>
    </ing-div>
    <ing-div>
      <title>Filling</title>
      <ing><amt><qty>2</qty><size>large</size><unit/></amt><item>eggs</item><modifier>beaten</modifier></ing>
      <ing><amt><qty>15</qty><unit>oz</unit></amt><amt><qty>425</qty><unit>g</unit></amt><item>pumpkin puree</item>
        <alt-ing><amt><qty>2</qty><unit>cups</unit></amt><item>roasted squash</item></alt-ing></ing>
      <ing><amt><range><q1>1</q1><q2>2</q2></range><unit>tsp</unit></amt><item>cinnamon</item></ing>
    </ing-div>
    <ing><item>whipped cream</item></ing>
    <note>All at room temperature.</note>
  </ingredients>
  <directions>
    <dir-div><title>Crust</title>
      <step>Mix flour and salt.</step>
      <step>Roll out.<substep>Chill the dish.</substep><substep>Line it.</substep></step>
    </dir-div>
    <dir-div><title>Filling</title>
      <step>Whisk everything.

      Pour into the crust.</step>
      <step>Bake at <temp><qty>350</qty><tempunit>°F</tempunit></temp> until set.</step>
    </dir-div>
    <note>Cover the edges if they brown.</note>
  </directions>
  <nutrition>
    <nutrient><n-name>Calories</n-name><qty>320</qty></nutrient>
    <nutrient-group><title>Fats</title>
      <nutrient><n-name>Total Fat</n-name><qty>12</qty><unit>g</unit><percent>18</percent></nutrient></nutrient-group>
  </nutrition>
  <diet-exchanges authority="ADA"><exchange><qty>2</qty> Starch</exchange></diet-exchanges>
</recipe>`

describe('openRecipeMl maps every field', () => {
  test('a full recipe', async () => {
    const opened = await openRecipeMl(strToU8(recipeMl(fullRecipe)))
    expect(opened.total).toBe(1)
    expect(await recipesOf(opened)).toEqual([
      {
        title: 'Pumpkin pie & cream 🥧',
        description: 'The one from the farm\n\nAutumn classic.\n\nCreamy and spiced.\nNot too sweet.',
        yield: '8-10 slices',
        activeTime: '20 min',
        totalTime: '1 h 50 min',
        source: 'Aunt May; Farm Cookbook, p. 12',
        url: '',
        notes: [
          'Best the next day.',
          'Or use a bought one.',
          'All at room temperature.',
          'Cover the edges if they brown.',
          'Cooking time: 1 h\nResting time: 30 min',
          'Equipment:\n1 9-inch pie dish',
          'Nutrition:\nCalories 320\nFats\nTotal Fat 12 g 18%',
          'Diet exchanges (ADA):\n2 Starch',
        ].join('\n\n'),
        ingredients: [
          '[Crust]',
          '1 1/4 cups flour, sifted',
          '1 pinch salt (optional)',
          '[Filling]',
          '2 large eggs, beaten',
          '15 oz / 425 g pumpkin puree',
          'or 2 cups roasted squash',
          '1-2 tsp cinnamon',
          'whipped cream',
        ].join('\n'),
        instructions: [
          '[Crust]',
          'Mix flour and salt.',
          'Roll out.',
          'Chill the dish.',
          'Line it.',
          '[Filling]',
          'Whisk everything.',
          'Pour into the crust.',
          'Bake at 350°F until set.',
        ].join('\n'),
        rating: null,
        labels: ['Dessert', 'Pie'],
        images: [],
      },
    ])
  })

  test('directions as text, a web address as the source, a total time, and no head', async () => {
    const [drupal, bare] = await importRecipeMl(
      recipeMl(`<recipe><head><title>Salt water</title><source>https://example.com/salt
</source><yield><qty>1</qty><unit>Servings</unit></yield>
<preptime type="Total time"><time><qty>2</qty><timeunit>hours</timeunit></time></preptime>
<preptime type="cooking"><time><qty>0</qty><timeunit>minutes</timeunit></time></preptime>
<preptime><time><qty>1 1/2</qty><timeunit>hours</timeunit></time></preptime></head>
<ingredients><ing><amt><qty>2</qty><unit> </unit></amt><item>water</item></ing><ing>salt to taste</ing></ingredients>
<directions>Combine water and salt.

Stir.
</directions><note>
</note></recipe>
<recipe><ingredients/><directions/></recipe>`),
    )
    expect(drupal).toMatchObject({
      title: 'Salt water',
      yield: '1 Servings',
      activeTime: '1 1/2 hours',
      totalTime: '2 h',
      source: '',
      url: 'https://example.com/salt',
      notes: '',
      ingredients: '2 water\nsalt to taste',
      instructions: 'Combine water and salt.\nStir.',
    })
    expect(bare).toMatchObject({ title: 'RecipeML recipe 2', ingredients: '', instructions: '', notes: '' })
  })

  test('recipes inside menus are read, labelled with the menus they are in', async () => {
    const recipes = await importRecipeMl(
      recipeMl(`<menu><head><title>Sunday lunch</title></head><description>For six</description>
  <recipe><head><title>Soup</title><categories><cat>Starter</cat></categories></head><ingredients/><directions/></recipe>
  <menu><head><title>Sweets</title></head><recipe><head><title>Tart</title></head><ingredients/><directions/></recipe></menu>
</menu><recipe><head><title>Bread</title></head><ingredients/><directions/></recipe>`),
    )
    expect(recipes.map(({ title, labels }) => [title, labels])).toEqual([
      ['Soup', ['Starter', 'Sunday lunch']],
      ['Tart', ['Sunday lunch', 'Sweets']],
      ['Bread', []],
    ])
  })

  test('a Latin-1 file declared as such, and an empty collection', async () => {
    const latin1 = Uint8Array.from(
      '<?xml version="1.0" encoding="ISO-8859-1"?><recipeml><recipe><head><title>Crème brûlée</title></head></recipe></recipeml>',
      (c) => c.charCodeAt(0),
    )
    expect((await recipesOf(await openRecipeMl(latin1)))[0]?.title).toBe('Crème brûlée')
    expect((await openRecipeMl(strToU8(recipeMl('')))).total).toBe(0)
  })
})

describe('openRecipeMl refuses', () => {
  test.for([
    ['an empty file', new Uint8Array(0), 'empty'],
    ['a zip', zipSync({ 'a.xml': strToU8(recipeMl('')) }), 'not a RecipeML file'],
    ['Living Cookbook XML', strToU8('<fdx><Recipes/></fdx>'), 'starts with <fdx>'],
    [
      'Cookmate XML',
      strToU8('<cookbook><recipe><title>x</title></recipe></cookbook>'),
      'starts with <cookbook>',
    ],
    ['malformed XML', strToU8('<recipeml><recipe></recipeml>'), 'malformed'],
    [
      'an entity bomb',
      strToU8('<!DOCTYPE recipeml [<!ENTITY a "aaaa">]><recipeml>&a;</recipeml>'),
      'entities',
    ],
  ])('%s', async ([, file, message]) => {
    await expect(openRecipeMl(file as Uint8Array)).rejects.toThrow(ImportFileError)
    await expect(openRecipeMl(file as Uint8Array)).rejects.toThrow(message)
  })

  test('a file larger than an import may hold', async () => {
    const file = strToU8(recipeMl(`<recipe><head><title>${'a'.repeat(2048)}</title></head></recipe>`))
    await expect(openRecipeMl(file, { maxUnpackedBytes: 1024, maxEntries: 10 })).rejects.toThrow(
      ImportTooLargeError,
    )
  })
})

describe('recognizesRecipeMl', () => {
  test('by the root element, after a prolog, a DOCTYPE and comments, in UTF-8 or UTF-16', () => {
    expect(recognizesRecipeMl(sampleOf(strToU8(recipeMl(fullRecipe))))).toBe(true)
    const utf16 = new Uint8Array(Buffer.from(`\uFEFF${recipeMl('')}`, 'utf16le'))
    expect(recognizesRecipeMl(sampleOf(utf16))).toBe(true)
  })

  test.for([
    ['Living Cookbook', '<?xml version="1.0"?><fdx><Recipes/></fdx>'],
    ['Cookmate', '<cookbook version="46"><recipe/></cookbook>'],
    ['MasterCook .mx2', '<?xml version="1.0"?><!DOCTYPE mx2 SYSTEM "mx2.dtd"><mx2><Summ/></mx2>'],
    ['Gourmet', '<gourmetDoc><recipe id="1"/></gourmetDoc>'],
    ['a root that only starts alike', '<recipemlx/>'],
    ['text mentioning it', 'My <recipeml> notes'],
  ] as const)('not %s', ([, text]) => {
    expect(recognizesRecipeMl(sampleOf(strToU8(text)))).toBe(false)
  })

  test('not a zip, whatever it holds', () => {
    expect(recognizesRecipeMl(sampleOf(zipSync({ 'recipes.xml': strToU8(recipeMl('')) })))).toBe(false)
  })
})
