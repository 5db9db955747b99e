import type { ImportFileFormat } from '@rosemary/shared/contract'
import { gzipSync, strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { sampleOf } from './file-sample.ts'
import { FILE_READERS, recognizeFormat } from './readers.ts'
import { domesticaExport, domesticaJson } from './test-support/domestica-files.ts'
import {
  cookBookHtmlExport,
  cookBookPage,
  cookBookYaml,
  cookBookYamlExport,
  cookBookYamlFile,
} from './test-support/cookbook-manager-files.ts'
import { cooknExport } from './test-support/cookn-files.ts'
import { copyMeThatExport, copyMeThatPage } from './test-support/copymethat-files.ts'
import { croutonFolder, crumbFile, crumbJson } from './test-support/crouton-files.ts'
import { lcbDatabase, lcbFile } from './test-support/lcb-files.ts'
import { mealieApiJson, mealieBackup, mealieExport, mealieJson } from './test-support/mealie-files.ts'
import { melaExport, melaFile, melaJson } from './test-support/mela-files.ts'
import {
  recipeSageDatabaseText,
  recipeSageRecipe,
  recipeSageSummaryText,
  recipeSageXml,
} from './test-support/recipesage-files.ts'
import { planToEatCsv, recetteTekArchive, recetteTekCsv, recetteTekJson } from './test-support/csv-files.ts'
import { openEatsFile, openEatsRows } from './test-support/openeats-files.ts'
import { paprikaHtmlExport, paprikaPage } from './test-support/paprika-html-files.ts'
import { fakeJpeg, paprikaExport, paprikaRecipeFile } from './test-support/paprika-files.ts'
import { recipeKeeperExport, recipeKeeperPage } from './test-support/recipe-keeper-files.ts'
import { nextcloudFolders, nextcloudJson } from './test-support/nextcloud-files.ts'
import { kreFile } from './test-support/tar-files.ts'
import { tandoorExport, tandoorJson, tandoorRecipeZip } from './test-support/tandoor-files.ts'
import { sampleSaffron, saffronExport, saffronText } from './test-support/saffron-files.ts'
import { chefTapExport, chefTapText, sampleChefTap } from './test-support/cheftap-files.ts'
import { nycRecipe, sampleNyc } from './test-support/now-youre-cooking-files.ts'

const cookbookXml =
  '<?xml version="1.0" encoding="utf-8"?>\r\n<cookbook version="66"><recipe><title>Tea</title></recipe></cookbook>'
const fdxXml = '<?xml version="1.0" encoding="utf-8"?>\r\n<fdx Source="Living Cookbook 4.0"><Recipes/></fdx>'

const mealMaster = `MMMMM----- Recipe via Meal-Master (tm) v8.05

      Title: Tea
 Categories: Drinks
      Yield: 1 serving

      1 c  water
      1    tea bag

  Boil the water, pour it over the tea bag.

MMMMM`

const rezKonv = `=====REZKONV-Rezept - RezkonvSuite v1.4

      Titel: Tee
 Kategorien: Getränke
      Menge: 1 Portion

    250 ml  Wasser

Wasser kochen.

=====`

const masterCook = `                     *  Exported from  MasterCook  *

                                   Tea

Recipe By     : Me
Serving Size  : 1     Preparation Time :0:05
Categories    : Drinks

  Amount  Measure       Ingredient -- Preparation Method
--------  ------------  --------------------------------
   1      cup           water

Boil the water.

                   - - - - - - - - - - - - - - - - - - `

const xml = (body: string) => strToU8(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`)
const chowdown = '---\ntitle: Tea\ningredients:\n- 1 cup water\ndirections:\n- Boil.\n---\nA cup of tea.\n'
const teaPage = { name: 'Tea', ingredients: ['1 cup water'], directions: '<p>Boil.</p>' }

/** A file of each format, in the shapes its app writes. */
const EXAMPLES: [string, ImportFileFormat, Uint8Array][] = [
  ['a Paprika export', 'paprika', paprikaExport([{ name: 'Tea' }])],
  ['one Paprika recipe (a gzip)', 'paprika', paprikaRecipeFile({ name: 'Tea' })],
  ['schema.org JSON-LD', 'jsonLd', strToU8('\uFEFF [{"@context": "https://schema.org", "@type": "Recipe"}]')],
  ['an untyped schema.org recipe', 'jsonLd', strToU8('{"name": "Tea", "recipeIngredient": ["tea"]}')],
  ['Cookmate XML', 'cookmate', strToU8(cookbookXml)],
  [
    'a Cookmate .mcb',
    'cookmate',
    zipSync({ 'images/tea.jpg': fakeJpeg(1), 'MyCookBook.xml': strToU8(cookbookXml) }),
  ],
  ['Living Cookbook FDX', 'fdx', strToU8(fdxXml)],
  ['a Living Cookbook .fdxz', 'fdx', zipSync({ 'Data.xml': strToU8(fdxXml), 'tea.jpg': fakeJpeg(2) })],
  ['a Living Cookbook .lcb', 'livingCookbook', lcbFile(lcbDatabase({}))],
  ['a bare Access database', 'livingCookbook', lcbDatabase({})],
  ['MealMaster', 'mealMaster', strToU8(mealMaster)],
  ['RezKonv', 'rezKonv', strToU8(rezKonv)],
  ['MasterCook text', 'masterCook', strToU8(masterCook.replace(/\n/g, '\r\n'))],
  [
    'MasterCook XML',
    'masterCookXml',
    xml('<!DOCTYPE mx2 SYSTEM "mx2.dtd"><mx2 source="MasterCook 5.0"><RcpE name="Tea"></RcpE></mx2>'),
  ],
  [
    'a MasterCook .mz2 (a zip holding the .mx2)',
    'masterCookXml',
    zipSync({ 'Tea.mx2': xml('<mx2><RcpE name="Tea" img="tea.jpg"></RcpE></mx2>'), 'tea.jpg': fakeJpeg(11) }),
  ],
  [
    'RecipeML',
    'recipeMl',
    xml('<recipeml version="0.5"><recipe><head><title>Tea</title></head></recipe></recipeml>'),
  ],
  [
    'Gourmet',
    'gourmet',
    xml('<!DOCTYPE gourmetDoc>\n<gourmetDoc><recipe id="1"><title>Tea</title></recipe></gourmetDoc>'),
  ],
  [
    'KRecipes',
    'kRecipes',
    xml('<krecipes version="0.9"><krecipes-recipe id="1"></krecipes-recipe></krecipes>'),
  ],
  [
    'a KRecipes .kre (a gzipped tar holding the .kreml)',
    'kRecipes',
    kreFile('<krecipes version="0.9"><krecipes-recipe id="1"></krecipes-recipe></krecipes>'),
  ],
  ["a Cook'n export", 'cookn', cooknExport([{ id: '1', title: 'Tea' }], { pictures: 'images' })],
  ["Cook'n cookbooks, zipped together", 'cookn', zipSync({ 'Tea.zip': cooknExport([{ id: '1' }]) })],
  ['a Mela recipe', 'mela', melaFile(melaJson({ title: 'Tea' }))],
  ['a Mela export', 'mela', melaExport([melaJson({ title: 'Tea' })])],
  ['a Paprika HTML page', 'paprikaHtml', strToU8(paprikaPage(teaPage))],
  ['a Paprika HTML export, zipped', 'paprikaHtml', paprikaHtmlExport([teaPage])],
  ['a Copy Me That page', 'copyMeThat', strToU8(copyMeThatPage([{ name: 'Tea', steps: ['Boil.'] }]))],
  [
    'a Copy Me That export',
    'copyMeThat',
    copyMeThatExport([{ name: 'Tea', image: 'images/tea.jpg' }], { 'images/tea.jpg': fakeJpeg(8) }),
  ],
  [
    'a Recipe Keeper page',
    'recipeKeeper',
    strToU8(recipeKeeperPage([{ name: 'Tea', directions: ['Boil.'] }])),
  ],
  [
    'a Recipe Keeper export',
    'recipeKeeper',
    recipeKeeperExport([{ name: 'Tea', photos: ['images/tea_0.jpg'] }], { 'images/tea_0.jpg': fakeJpeg(9) }),
  ],
  ['Cooklang', 'cooklang', strToU8('>> servings: 1\nBoil @water{1%cup} in a #kettle{}.\n')],
  [
    'a folder of Cooklang, zipped',
    'cooklang',
    zipSync({ 'Tea.cook': strToU8('Boil @water{1%cup}.'), 'Tea.jpg': fakeJpeg(6) }),
  ],
  ['Chowdown', 'chowdown', strToU8(chowdown)],
  [
    'a list of web addresses',
    'urlList',
    strToU8(
      'https://example.com/soup\r\n\r\nhttp://example.org/bread?x=1\nMy favourites\nhttps://example.net/\n',
    ),
  ],
  [
    'a Chowdown site, zipped',
    'chowdown',
    zipSync({ '_recipes/tea.md': strToU8(chowdown), 'images/tea.jpg': fakeJpeg(7) }),
  ],
  ['a Crouton recipe', 'crouton', crumbFile(crumbJson({ name: 'Tea' }))],
  ['a folder of Crouton recipes, zipped', 'crouton', croutonFolder([crumbJson({ name: 'Tea' })])],
  ['RecipeSage XML', 'recipeSage', recipeSageXml([recipeSageRecipe({ title: 'Tea' })])],
  ['RecipeSage text', 'recipeSage', recipeSageSummaryText([recipeSageRecipe({ title: 'Tea' })])],
  ['RecipeSage text before late 2024', 'recipeSage', recipeSageDatabaseText([recipeSageRecipe()])],
  [
    'a Rosemary XML export',
    'rosemaryExport',
    strToU8('<?xml version="1.0" encoding="UTF-8"?>\n<recipes format="rosemary" version="1">\n</recipes>\n'),
  ],
  ['a Rosemary text export', 'rosemaryExport', strToU8(`${'='.repeat(72)}\nTea\n${'='.repeat(72)}\n\n\n`)],
  ['a Plan to Eat export', 'planToEat', planToEatCsv([{ Title: 'Tea', Ingredients: 'tea' }])],
  ['a Plan to Eat export, zipped', 'planToEat', zipSync({ 'recipes.csv': planToEatCsv([{ Title: 'Tea' }]) })],
  ['My Recipe Box JSON', 'recetteTek', strToU8(JSON.stringify([recetteTekJson()]))],
  ['a My Recipe Box .rtk', 'recetteTek', recetteTekArchive([recetteTekJson()], { 'tea.png': fakeJpeg(8) })],
  ['a My Recipe Box CSV', 'recetteTek', recetteTekCsv([{ title: 'Tea' }])],
  [
    'Rezeptsuite.de CookML',
    'rezeptsuite',
    xml('<cookml version="1.1.2"><recipe><head title="Tee"/></recipe></cookml>'),
  ],
  ['Rezeptsuite.de CookML, zipped', 'rezeptsuite', zipSync({ 'rezepte.cml': xml('<cookml/>') })],
  ['a Domestica export', 'domestica', domesticaExport([domesticaJson({ name: 'Tea' })])],
  ['an OpenEats dump', 'openEats', openEatsFile(openEatsRows([{ title: 'Tea' }]))],
  [
    'an OpenEats dump, zipped with its photos',
    'openEats',
    zipSync({ 'dump.json': openEatsFile(openEatsRows([{ title: 'Tea' }])), 'upload/tea.jpg': fakeJpeg(11) }),
  ],
  ['a CookBook Manager YAML backup', 'cookBookManager', cookBookYamlExport([cookBookYaml({ name: 'Tea' })])],
  ['a CookBook Manager YAML recipe', 'cookBookManager', cookBookYamlFile(cookBookYaml({ name: 'Tea' }))],
  ['a CookBookApp HTML export', 'cookBookManager', cookBookHtmlExport([cookBookPage({ name: 'Tea' })])],
  ['a CookBookApp page', 'cookBookManager', strToU8(cookBookPage({ name: 'Tea' }, { microdata: true }))],
  [
    'a spreadsheet of recipes',
    'genericCsv',
    strToU8('Name,Ingredients,Method\r\nTea,"water, tea",Boil.\r\n'),
  ],
  ['a German spreadsheet', 'genericCsv', strToU8('\uFEFFTitel;Zutaten;Zubereitung\nTee;Wasser;Kochen.\n')],
  ['a Mealie backup', 'mealie', mealieBackup({ recipes: [{ id: '1', name: 'Tea' }] }, { '1': fakeJpeg(8) })],
  ['a Mealie recipe export', 'mealie', mealieExport([mealieJson({ name: 'Tea' })])],
  ['a Mealie recipe (JSON)', 'mealie', strToU8(JSON.stringify(mealieJson({ name: 'Tea' })))],
  [
    'a Mealie recipe from its API (camelCase)',
    'mealie',
    strToU8(JSON.stringify(mealieApiJson(mealieJson()))),
  ],
  [
    'a Tandoor export',
    'tandoor',
    tandoorExport([tandoorRecipeZip(tandoorJson(), { type: 'jpg', data: fakeJpeg(9) })]),
  ],
  ['one Tandoor recipe, zipped', 'tandoor', tandoorRecipeZip(tandoorJson())],
  ['a Tandoor recipe.json', 'tandoor', strToU8(JSON.stringify(tandoorJson()))],
  [
    'Nextcloud Cookbook folders, zipped',
    'nextcloudCookbook',
    nextcloudFolders({ Tea: { recipe: nextcloudJson({ name: 'Tea' }), full: fakeJpeg(10) } }),
  ],
  [
    'Nextcloud Cookbook folders holding a recipe named “recipe”',
    'nextcloudCookbook',
    nextcloudFolders({ recipe: { recipe: nextcloudJson({ name: 'recipe' }) } }),
  ],
  ['a Nextcloud Cookbook recipe.json (schema.org)', 'jsonLd', strToU8(JSON.stringify(nextcloudJson()))],
  ['a Saffron recipe', 'saffron', strToU8(saffronText(sampleSaffron()))],
  ['a Saffron export, zipped', 'saffron', saffronExport([sampleSaffron(), sampleSaffron({ title: 'Tea' })])],
  [
    'a ChefTap export',
    'chefTap',
    chefTapExport([sampleChefTap(), sampleChefTap({ title: 'Tea', headings: 'none' })]),
  ],
  ["Now You're Cooking!", 'nowYoureCooking', strToU8(nycRecipe(sampleNyc()))],
  [
    "Now You're Cooking! files, zipped",
    'nowYoureCooking',
    zipSync({ 'cakes.txt': strToU8(nycRecipe(sampleNyc())) }),
  ],
]

describe('each format is recognised by its content, and by no other reader', () => {
  test.each(EXAMPLES)('%s', (_what, format, file) => {
    expect(recognizeFormat(file)).toBe(format)
    const sample = sampleOf(file)
    const claimed = Object.entries(FILE_READERS).filter(([, reader]) => reader.recognizes(sample))
    expect(claimed.map(([name]) => name)).toEqual([format])
  })
})

test.each([
  ['an empty file', new Uint8Array(0)],
  ['a picture', fakeJpeg(3)],
  ['plain text', strToU8('Grandma’s tea: boil water, add tea.')],
  ['notes with a link or two', strToU8('Soup\nhttps://example.com/soup\nfrom Anna\nmake on Sunday\n')],
  ['JSON that is not a recipe', strToU8('{"name": "Tea", "ingredients": "tea"}')],
  [
    'a saved recipe page',
    strToU8('<html><script type="application/ld+json">{"@type": "Recipe"}</script></html>'),
  ],
  ['YAML of another app', strToU8('name: Tea\ningredients:\n  - tea\ndirections:\n  - Boil.\n')],
  ['other XML', strToU8('<?xml version="1.0"?><html><body>Tea</body></html>')],
  ['a zip of pictures', zipSync({ 'a.jpg': fakeJpeg(4), 'b.jpg': fakeJpeg(5) })],
  ['a gzip of plain text', gzipSync(strToU8('Grandma’s tea: boil water, add tea.'))],
  ['a zip of other XML', zipSync({ 'a.xml': strToU8('<rss><channel/></rss>') })],
  ['a zip with only a resource fork of a recipe', zipSync({ '__MACOSX/._tea.paprikarecipe': strToU8('x') })],
  ['a CSV without a title column', strToU8('date,amount\n2024-01-01,3\n')],
  ['a zip of a spreadsheet', zipSync({ 'recipes.csv': strToU8('Title,Ingredients\nTea,tea\n') })],
  ['one ChefTap recipe file (nothing marks it as the app’s)', strToU8(chefTapText(sampleChefTap()))],
  ['labelled plain text', strToU8('Title: Tea\nIngredients:\n1 tea bag\nInstructions:\nSteep.\n')],
  ['a zip of text notes', zipSync({ 'a.txt': strToU8('Shopping\nmilk\n'), 'b.txt': strToU8('Call Ann') })],
])('%s is recognised as nothing', (_what, file) => {
  expect(recognizeFormat(file)).toBeNull()
})
