import { strToU8 } from 'fflate'
import { describe, expect, test } from 'vitest'
import { ImportFileError, type ImportedRecipe, type OpenedImport } from '../imported-recipe.ts'
import { sampleOf } from './file-sample.ts'
import { gourmetRating } from './gourmet-recipe.ts'
import { openGourmet, recognizesGourmet } from './gourmet.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'

async function recipesOf(opened: OpenedImport): Promise<ImportedRecipe[]> {
  const recipes: ImportedRecipe[] = []
  for await (const item of opened.items()) if ('recipe' in item) recipes.push(item.recipe)
  return recipes
}

const importGourmet = async (text: string) => recipesOf(await openGourmet(strToU8(text)))
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

const gourmetDoc = (recipes: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE gourmetDoc>\n<gourmetDoc>\n${recipes}\n</gourmetDoc>\n`

/** Laid out as Gourmet writes it: every value indented on a line of its own. */
const fullRecipe = `	<recipe id="r7">
		<title>
			Tarte Tatin &amp; crème fraîche 🍎
		</title>
		<category>
			Dessert, French
		</category>
		<cuisine>
			French
		</cuisine>
		<source>
			Bistro cooking
		</source>
		<link>
			https://example.com/tatin
		</link>
		<rating>
			3.5/5 stars
		</rating>
		<preptime>
			20 minutes
		</preptime>
		<cooktime>
			1 hour
		</cooktime>
		<yields>
			1
		</yields>
		<yield_unit>
			tart
		</yield_unit>
		<image format="jpeg"><![CDATA[${base64(fakeJpeg(1)).replace(/(.{20})/g, '$1\n')}]]></image>
		<ingredient-list>
			<ingredient>
				<amount>
					1 1/2
				</amount>
				<unit>
					cups
				</unit>
				<item>
					flour
				</item>
				<key>
					flour, all-purpose
				</key>
			</ingredient>
			<inggroup>
				<groupname>
					Caramel
				</groupname>
				<ingredient optional="yes">
					<item>
						vanilla
					</item>
				</ingredient>
				<ingredient>
					<amount>
						150
					</amount>
					<unit>
						g
					</unit>
					<item>
						sugar
					</item>
				</ingredient>
			</inggroup>
			<ingref amount="1/2" refid="r8">
				Puff pastry
			</ingref>
			<ingref amount="1" refid="r8"/>
		</ingredient-list>
		<instructions>
			Melt the &lt;b&gt;sugar&lt;/b&gt;.

Add the apples.
Cover with &lt;i&gt;pastry&lt;/i&gt; and bake.
		</instructions>
		<modifications>
			Less sugar works.
			
Use tart apples.
		</modifications>
	</recipe>
	<recipe id="r8">
		<title>
			Puff pastry
		</title>
		<servings>
			4
		</servings>
		<rating>
			8
		</rating>
		<cooktime>
			overnight
		</cooktime>
	</recipe>`

describe('openGourmet maps every field', () => {
  test('a full recipe, and another it uses as an ingredient', async () => {
    const opened = await openGourmet(strToU8(gourmetDoc(fullRecipe)))
    expect(opened.total).toBe(2)
    const [tatin, pastry] = await recipesOf(opened)
    expect(tatin).toEqual({
      title: 'Tarte Tatin & crème fraîche 🍎',
      description: '',
      yield: '1 tart',
      activeTime: '20 minutes',
      totalTime: '1 h 20 min',
      source: 'Bistro cooking',
      url: 'https://example.com/tatin',
      notes: 'Cook time: 1 hour\n\nLess sugar works.\n\nUse tart apples.',
      ingredients:
        '1 1/2 cups flour\n[Caramel]\nvanilla (optional)\n150 g sugar\n1/2 Puff pastry\n1 Puff pastry',
      instructions: 'Melt the sugar.\nAdd the apples.\nCover with pastry and bake.',
      rating: 4,
      labels: ['Dessert', 'French'],
      images: [{ kind: 'bytes', data: fakeJpeg(1) }],
    })
    expect(pastry).toMatchObject({
      title: 'Puff pastry',
      yield: '4 servings',
      totalTime: '',
      notes: 'Cook time: overnight',
      rating: 4,
      ingredients: '',
      instructions: '',
    })
  })

  test('an untitled recipe, a link that is not an address, a damaged picture, one serving', async () => {
    const [recipe] = await importGourmet(
      gourmetDoc(`<recipe id="1"><link>the blue book</link><servings>1</servings>
        <image format="jpeg">not base64!</image><rating>zero</rating></recipe>`),
    )
    expect(recipe).toMatchObject({
      title: 'Gourmet recipe 1',
      yield: '1 serving',
      url: '',
      notes: 'Link: the blue book',
      images: [],
      rating: null,
    })
  })

  test.for([
    ['4/5 stars', 4],
    ['3.5/5 stars', 4],
    ['2,5/5 Sterne', 3],
    ['5', 5],
    ['7', 4],
    ['10/10', 5],
    ['0/5 stars', null],
    ['', null],
    ['great', null],
  ] as const)('the rating %j is %j', ([text, rating]) => {
    expect(gourmetRating(text)).toBe(rating)
  })
})

describe('openGourmet refuses', () => {
  test.for([
    ['an empty file', '', 'empty'],
    ['RecipeML', '<recipeml><recipe/></recipeml>', 'starts with <recipeml>'],
    ['KRecipes', '<krecipes><krecipes-recipe/></krecipes>', 'starts with <krecipes>'],
    ['text', 'Title: Pie', 'not a Gourmet file'],
    ['malformed XML', '<gourmetDoc><recipe></gourmetDoc>', 'malformed'],
  ] as const)('%s', async ([, text, message]) => {
    await expect(openGourmet(strToU8(text))).rejects.toThrow(ImportFileError)
    await expect(openGourmet(strToU8(text))).rejects.toThrow(message)
  })
})

test('recognizesGourmet by the root element only', () => {
  expect(recognizesGourmet(sampleOf(strToU8(gourmetDoc(fullRecipe))))).toBe(true)
  expect(recognizesGourmet(sampleOf(strToU8('<!-- <gourmetDoc> --><cookbook/>')))).toBe(false)
  expect(recognizesGourmet(sampleOf(strToU8('<recipeml/>')))).toBe(false)
})
