import { strToU8 } from 'fflate'
import { describe, expect, test } from 'vitest'
import { ImportFileError, type ImportItem, type ImportedRecipe } from '../imported-recipe.ts'
import { sampleOf } from './file-sample.ts'
import { openMasterCook, recognizesMasterCook } from './mastercook.ts'
import { END_LINE, latin1, START_LINE } from './test-support/mastercook-files.ts'

const crlf = (lines: string[]) => lines.join('\r\n')

async function itemsOf(file: Uint8Array): Promise<ImportItem[]> {
  const items: ImportItem[] = []
  for await (const item of (await openMasterCook(file)).items()) items.push(item)
  return items
}

async function recipesOf(text: string): Promise<ImportedRecipe[]> {
  return (await itemsOf(strToU8(text))).flatMap((item) => ('recipe' in item ? [item.recipe] : []))
}

const fullRecipe = crlf([
  START_LINE,
  '',
  '                        Pear And Hazelnut Galette',
  '',
  'Recipe By     : Aunt Edna',
  'Serving Size  : 8    Preparation Time :1:15',
  'Categories    : Desserts                         Pies & Pastry',
  '                Fruit',
  '',
  '  Amount  Measure       Ingredient -- Preparation Method',
  '--------  ------------  --------------------------------',
  '                        For The Pastry:',
  '   1 1/2  cups          plain flour -- sifted',
  '     1/2  cup           cold butter -- cut into',
  '                        -- small cubes',
  '                        **Filling**',
  '   4      large         pears -- peeled, cored,',
  '                        and thinly sliced',
  '   3      tablespoons   brown sugar',
  '                        Salt',
  '',
  'Rub the butter into the flour until it looks like breadcrumbs, then add just enough',
  'cold water to bring the dough together.',
  '',
  'Roll out, fill with the pears and fold the edges over.',
  '',
  'Source:',
  '  "Orchard Baking"',
  'S(Internet Address):',
  '  "https://example.com/galette"',
  'Copyright:',
  '  "1999 Edna Press"',
  'Yield:',
  '  "1 galette"',
  'Start to Finish Time:',
  '  "2:00"',
  'T(Bake):',
  '  "0:40"',
  'Description:',
  '  "A rustic tart."',
  'Ratings       : Taste 8    Ease 6',
  '',
  'Per Serving (excluding unknown items): 310 Calories; 14g Fat (40.1% calories from fat)',
  '',
  END_LINE,
  '',
  'Suggested Wine: Sauternes',
  'Serving Ideas : with cream',
  '',
  'NOTES : Best on the day.',
  'Keeps a day in a tin.',
  '',
  'Nutr. Assoc. : 0 0 1446 0',
  '               0',
  '',
])

describe('openMasterCook maps every field', () => {
  test('a full recipe', async () => {
    expect(await recipesOf(fullRecipe)).toEqual([
      {
        title: 'Pear And Hazelnut Galette',
        description: 'A rustic tart.',
        yield: '8 servings, 1 galette',
        activeTime: '1 h 15 min',
        totalTime: '2 h',
        source: 'Orchard Baking',
        url: 'https://example.com/galette',
        notes: [
          'Recipe by: Aunt Edna',
          'Best on the day.\nKeeps a day in a tin.',
          'Copyright: 1999 Edna Press',
          'Bake: 40 min',
          'Suggested Wine: Sauternes',
          'Serving Ideas: with cream',
          'Ratings: Taste 8, Ease 6',
          'Per Serving (excluding unknown items): 310 Calories; 14g Fat (40.1% calories from fat)',
        ].join('\n\n'),
        ingredients: [
          '[For The Pastry]',
          '1 1/2 cups plain flour, sifted',
          '1/2 cup cold butter, cut into, small cubes',
          '[Filling]',
          '4 large pears, peeled, cored, and thinly sliced',
          '3 tablespoons brown sugar',
          'Salt',
        ].join('\n'),
        instructions:
          'Rub the butter into the flour until it looks like breadcrumbs, then add just enough cold water to bring the dough together.\n' +
          'Roll out, fill with the pears and fold the edges over.',
        rating: 4,
        labels: ['Desserts', 'Pies & Pastry', 'Fruit'],
        images: [],
      },
    ])
  })

  test('the author is the source when there is no Source field; zero times and servings are left out', async () => {
    const [recipe] = await recipesOf(
      crlf([
        START_LINE,
        '',
        '   Toast',
        '',
        'Recipe By     : Sam',
        'Serving Size  : 0    Preparation Time :0:00',
        END_LINE,
      ]),
    )
    expect(recipe).toMatchObject({ title: 'Toast', source: 'Sam', notes: '', yield: '', activeTime: '' })
  })

  test('the right-aligned measures of later versions, other start lines, and Latin-1 text', async () => {
    const text = crlf([
      '* Exported from MasterCook *',
      '',
      '                          Crème Brûlée',
      '',
      'Recipe By     :',
      'Serving Size  : 6     Preparation Time :0:20',
      'Categories    : Desserts',
      '',
      '  Amount  Measure       Ingredient -- Preparation Method',
      '--------  ------------  --------------------------------',
      '  2                  C  Heavy Cream',
      '  1 1/2           Tbsp  Sugar -- Superfine',
      '',
      'Bake in a bain-marie.',
      '',
      END_LINE,
      '                    *  Exported from  MasterCook II  *',
      '',
      'Second',
      '',
      'Serving Size  : 1',
      END_LINE,
      '* Exported from MasterCook Mac *',
      'Third',
      'Recipe By     : Mac',
      END_LINE,
      'Exported from MasterCook Buster',
      'Fourth',
      'Recipe By     : Buster',
      END_LINE,
    ])
    const recipes = (await itemsOf(latin1(text))).flatMap((item) => ('recipe' in item ? [item.recipe] : []))
    expect(recipes.map((recipe) => recipe.title)).toEqual(['Crème Brûlée', 'Second', 'Third', 'Fourth'])
    expect(recipes[0]?.ingredients).toBe('2 C Heavy Cream\n1 1/2 Tbsp Sugar, Superfine')
  })
})

describe('openMasterCook reads the ingredient table', () => {
  const table = (rows: string[], after: string[] = []) =>
    crlf([
      START_LINE,
      'Table',
      'Serving Size  : 2',
      '',
      '  Amount  Measure       Ingredient -- Preparation Method',
      '--------  ------------  --------------------------------',
      ...rows,
      '',
      ...after,
      END_LINE,
    ])
  const ingredientsOf = async (rows: string[], after: string[] = []) =>
    (await recipesOf(table(rows, after)))[0]?.ingredients.split('\n')

  test('lines without an amount: more of the line above, a heading, or an ingredient', async () => {
    expect(
      await ingredientsOf([
        '   1      cup           Bread Flour -- Or',
        '                        Plain Flour',
        '   1      pkg           Spinach (2 10oz. pkgs',
        '                        Frozen)',
        '   2                    Onions -- thinly',
        '                        sliced into rings',
        '                        Pepper',
        '                        Nutmeg',
        '                        SAUCE',
        '                        ----Topping----',
        '                        MMMMM---------DRESSING -- \u0080',
        '                        ----------------------------',
        '                        ... for the stock ...',
        '   1      Tbsp          Butter',
        '   2      Lb            Loaf:',
      ]),
    ).toEqual([
      '1 cup Bread Flour, Or Plain Flour',
      '1 pkg Spinach (2 10oz. pkgs Frozen)',
      '2 Onions, thinly sliced into rings',
      'Pepper',
      'Nutmeg',
      '[SAUCE]',
      '[Topping]',
      '[DRESSING]',
      '[for the stock]',
      '1 Tbsp Butter',
      '[2 Lb Loaf]',
    ])
  })

  test('a recipe written in capitals has no capitals headings, and NONE is no ingredient', async () => {
    expect(await ingredientsOf(['   1      CUP           RICE', '                        SALT'])).toEqual([
      '1 CUP RICE',
      'SALT',
    ])
    expect(await ingredientsOf(['*****  NONE  *****'])).toEqual([''])
  })

  test('the table goes on after a blank line only when the next line is a table row', async () => {
    expect(
      await ingredientsOf(
        ['   1      cup           rice'],
        ['   2      cups          water', '', '1 Boil the water.', ''],
      ),
    ).toEqual(['1 cup rice', '2 cups water'])
  })
})

describe('openMasterCook reads directions and what follows them', () => {
  const recipe = (body: string[]) => crlf([START_LINE, 'Steps', 'Serving Size  : 2', '', ...body])

  test('wrapped lines are joined; short numbered lines and new sentences are steps', async () => {
    const [steps] = await recipesOf(
      recipe([
        '1 peel the apples',
        '2 slice them thinly, keeping the slices in a bowl of water with lemon juice',
        '3 bake',
        '',
        'Heat the oven. Butter a tin and line it with paper, leaving some overhanging.',
        'Pour in the batter.',
        END_LINE,
      ]),
    )
    expect(steps?.instructions.split('\n')).toEqual([
      '1 peel the apples',
      '2 slice them thinly, keeping the slices in a bowl of water with lemon juice',
      '3 bake',
      'Heat the oven. Butter a tin and line it with paper, leaving some overhanging.',
      'Pour in the batter.',
    ])
  })

  test('in a digest, the text after a recipe is the next message', async () => {
    const digest = crlf([
      'From: list@example.com',
      'Subject: Digest 12',
      '',
      recipe([
        'Stir.',
        '',
        END_LINE,
        '',
        'NOTES : Easy.',
        '',
        'More about it.',
        '',
        '- ------------',
        'To unsubscribe, write to',
        'the list.',
      ]),
      '',
      'Date: Tue, 3 Mar 1998',
      'Subject: Re: soup',
      '',
      recipe(['Simmer.', '', END_LINE]),
      '',
      '------------------------------',
      'End of digest',
    ])
    const recipes = await recipesOf(digest)
    expect(recipes.map(({ instructions, notes }) => ({ instructions, notes }))).toEqual([
      { instructions: 'Stir.', notes: 'Easy.\n\nMore about it.' },
      { instructions: 'Simmer.', notes: '' },
    ])
  })
})

describe('openMasterCook fails one recipe, or the file', () => {
  test('a recipe cut off by the end of the file, or with nothing after its start line, is a failure', async () => {
    const text = crlf([
      START_LINE,
      '',
      'Empty start',
      START_LINE,
      'Whole',
      'Serving Size  : 1',
      END_LINE,
      START_LINE,
      'Cut',
      'Serving Size  : 1',
      '',
      'Stir the',
    ])
    const items = await itemsOf(strToU8(text))
    expect(items).toEqual([
      { failure: { title: 'Empty start', reason: expect.stringContaining('No recipe') as string } },
      { recipe: expect.objectContaining({ title: 'Whole' }) as ImportedRecipe },
      { failure: { title: 'Cut', reason: expect.stringContaining('ends inside') as string } },
    ])
  })

  test('an untitled recipe gets a numbered title', async () => {
    const [recipe] = await recipesOf(crlf([START_LINE, '', 'Recipe By     : Jo', END_LINE]))
    expect(recipe?.title).toBe('MasterCook recipe 1')
  })

  test('a file that is not a MasterCook export, or empty', async () => {
    await expect(openMasterCook(strToU8('MMMMM----- Recipe via Meal-Master\nTitle: Soup'))).rejects.toThrow(
      /no "Exported from MasterCook" line/,
    )
    await expect(openMasterCook(new Uint8Array())).rejects.toThrow(ImportFileError)
  })
})

describe('recognizesMasterCook', () => {
  const recognizes = (text: string) => recognizesMasterCook(sampleOf(strToU8(text)))

  test('a start line followed by the heading lines, even after other text', () => {
    expect(recognizes(fullRecipe)).toBe(true)
    expect(recognizes(`Subject: recipes\n\n${'x'.repeat(2000)}\n\n${fullRecipe}`)).toBe(true)
  })

  test('not a mention of MasterCook, a MealMaster file or MasterCook XML', () => {
    expect(recognizes('I use\n* Exported from MasterCook *\nevery day.\nIt is good.')).toBe(false)
    expect(
      recognizes('MMMMM----- Recipe via Meal-Master (tm) v8.05\n\n      Title: Soup\n Categories: Soups'),
    ).toBe(false)
    expect(recognizes('<?xml version="1.0"?><mx2 source="MasterCook"><RcpE name="A"/></mx2>')).toBe(false)
  })
})
