import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { ImportFileError, type ImportedRecipe, type OpenedImport } from '../imported-recipe.ts'
import { ImportTooLargeError } from './archive/budget.ts'
import { openFdx } from './fdx.ts'
import { fakeJpeg, paprikaExport } from './test-support/paprika-files.ts'
import { patchDirectoryEntry } from './test-support/zip-surgery.ts'

async function recipesOf(opened: OpenedImport): Promise<ImportedRecipe[]> {
  const recipes: ImportedRecipe[] = []
  for await (const item of opened.items()) if ('recipe' in item) recipes.push(item.recipe)
  return recipes
}

const importFdx = async (file: Uint8Array) => recipesOf(await openFdx(file))
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

const fdx = (recipes: string, prolog = '<?xml version="1.0" encoding="utf-8"?>') =>
  `${prolog}\r\n<fdx Source="Living Cookbook 4.0" FileVersion="2.0" date="2018-12-09">
  <Cookbooks><Cookbook Name="Family Favorites" ID="14"/></Cookbooks>
  <CookbookChapters>
    <CookbookChapter Name="Baking" ID="160" CookbookID="14" ParentChapterID="0"/>
    <CookbookChapter Name="Tarts" ID="161" CookbookID="14" ParentChapterID="160"/>
  </CookbookChapters>
  <Recipes>${recipes}</Recipes>
  <Ingredients><Ingredient Name="Flour" ID="1"/></Ingredients>
</fdx>`

const fullRecipe = `
<Recipe Name="Tarte Tatin &amp; crème fraîche 🍎" ID="1759" CookbookChapterID="161" Servings="6" Yield="1 tart"
  RecipeTypes="Dessert, French" PreparationTime="20" CookingTime="45" InactiveTime="10" ReadyInTime="75"
  DegreeOfDifficulty="3" Author="Tante Marie" Source="Bistro cooking" SourcePageNumber="156-157"
  WebPage="https://example.com/tatin" Comments="Upside-down apple tart.&#13;&#10;Serve warm." CreateDate="2018-12-09"
  ColorFlag="Purple" UserData1="Un">
  <RecipeImage FileType="JPG">${base64(fakeJpeg(1))}</RecipeImage>
  <RecipeIngredients>
    <RecipeIngredient Quantity="" Unit="" Ingredient="Caramel" Heading="Y" LinkType="Unlinked"/>
    <RecipeIngredient Quantity="150" Unit="g" Ingredient="sugar" Heading="N" LinkType="Ingredient" IngredientID="5"/>
    <RecipeIngredient Quantity="" Unit="" Ingredient="" Heading="Y"/>
    <RecipeIngredient Quantity="" Unit="" Ingredient="Pastry" Heading="Y"/>
    <RecipeIngredient Quantity="1 1/2" Unit="cups" Ingredient="flour" Heading="N"/>
    <RecipeIngredient Quantity="" Unit="pinch" Ingredient="salt" Heading="N"/>
    <RecipeIngredient Quantity="" Unit="" Ingredient="" Heading="N"/>
  </RecipeIngredients>
  <RecipeProcedures>
    <RecipeProcedure Heading="Y"><ProcedureText>Caramel</ProcedureText></RecipeProcedure>
    <RecipeProcedure Heading="N"><ProcedureText>Melt the sugar.</ProcedureText></RecipeProcedure>
    <RecipeProcedure Heading="N"><ProcedureText>Add the apples.&#13;&#10;&#13;&#10;Cook 10 minutes.</ProcedureText>
      <ProcedureImage FileType="JPG">${base64(fakeJpeg(9))}</ProcedureImage></RecipeProcedure>
    <RecipeProcedure Heading="Y"><ProcedureText>Assembly</ProcedureText></RecipeProcedure>
    <RecipeProcedure Heading="N"><ProcedureText>Cover with pastry &lt;3 mm&gt; and bake.</ProcedureText></RecipeProcedure>
  </RecipeProcedures>
  <RecipeNutrition ServingSize="1 slice" Calories="320.00"/>
  <RecipeAuthorNotes><RecipeAuthorNote>From my aunt.</RecipeAuthorNote></RecipeAuthorNotes>
  <RecipeTips><RecipeTip>Use tart apples.</RecipeTip><RecipeTip Heading="">Rest 10 minutes.</RecipeTip></RecipeTips>
  <RecipeReviews><RecipeReview Rating="4" Reviewer="A"/><RecipeReview Rating="5" Reviewer="B"/><RecipeReview Rating="0"/></RecipeReviews>
  <RecipeImages>
    <RecipeImage FileType="JPG" Description="again">${base64(fakeJpeg(1))}</RecipeImage>
    <RecipeImage FileType="JPG" Description="side">${base64(fakeJpeg(2))}</RecipeImage>
  </RecipeImages>
  <SomethingNew Flag="yes">ignored</SomethingNew>
</Recipe>`

describe('openFdx maps every field', () => {
  test('a full recipe', async () => {
    const opened = await openFdx(strToU8(fdx(fullRecipe)))
    expect(opened.total).toBe(1)
    expect(await recipesOf(opened)).toEqual([
      {
        title: 'Tarte Tatin & crème fraîche 🍎',
        description: 'Upside-down apple tart.\nServe warm.',
        yield: '6 servings, 1 tart',
        activeTime: '20 min',
        totalTime: '1 h 15 min',
        source: 'Bistro cooking, p. 156-157',
        url: 'https://example.com/tatin',
        notes: 'From my aunt.\n\nUse tart apples.\n\nRest 10 minutes.',
        ingredients: '[Caramel]\n150 g sugar\n[Pastry]\n1 1/2 cups flour\npinch salt',
        instructions:
          '[Caramel]\nMelt the sugar.\nAdd the apples.\nCook 10 minutes.\n[Assembly]\nCover with pastry <3 mm> and bake.',
        rating: 5,
        labels: ['Dessert', 'French', 'Family Favorites', 'Baking', 'Tarts'],
        images: [
          { kind: 'bytes', data: fakeJpeg(1) },
          { kind: 'bytes', data: fakeJpeg(2) },
        ],
        createdAt: new Date('2018-12-09T00:00:00Z'),
      },
    ])
  })

  test('times without a ready-in time add up; a lone preparation time is not a total', async () => {
    const recipes = await importFdx(
      strToU8(
        fdx(
          '<Recipe Name="A" PreparationTime="15" CookingTime="90" InactiveTime="0"/>' +
            '<Recipe Name="B" PreparationTime="15"/>' +
            '<Recipe Name="C" PreparationTime="a while" CookingTime="overnight" Servings="1" Author="Mum" CreateDate="12/03/2006"/>',
        ),
      ),
    )
    expect(recipes.map(({ activeTime, totalTime }) => [activeTime, totalTime])).toEqual([
      ['15 min', '1 h 45 min'],
      ['15 min', ''],
      ['a while', ''],
    ])
    expect(recipes[2]).toMatchObject({
      yield: '1 serving',
      source: 'Mum',
      createdAt: new Date('2006-12-03T00:00:00Z'),
    })
  })

  test('a minimal recipe, recipes outside a <Recipes> list, and an unnamed one', async () => {
    const xml = '<fdx><Recipe Name=""/><Recipes><Recipe Name="Toast"></Recipe></Recipes></fdx>'
    const [untitled, toast] = await importFdx(strToU8(xml))
    expect(untitled).toMatchObject({
      title: 'Living Cookbook recipe 1',
      ingredients: '',
      labels: [],
      rating: null,
    })
    expect(toast?.title).toBe('Toast')
  })

  test('a Latin-1 file declared as such, and an empty recipe list', async () => {
    const latin1 = Uint8Array.from(
      fdx('<Recipe Name="Crème brûlée"/>', '<?xml version="1.0" encoding="ISO-8859-1"?>'),
      (c) => c.charCodeAt(0),
    )
    expect((await importFdx(latin1))[0]?.title).toBe('Crème brûlée')
    expect((await openFdx(strToU8(fdx('')))).total).toBe(0)
  })
})

describe('openFdx reads .fdxz', () => {
  const recipe = `<Recipe Name="Pie">
    <RecipeImage FileName="Images\\pie.JPG"/>
    <RecipeImages><RecipeImage FileName="../outside.jpg"/><RecipeImage FileName="C:\\Users\\me\\side.jpg"/>
    <RecipeImage FileName="missing.jpg"/></RecipeImages></Recipe>`

  test('pictures named beside the XML, by relative path or by file name', async () => {
    const file = zipSync({
      'export/Data.xml': strToU8(fdx(recipe)),
      'export/images/pie.jpg': fakeJpeg(1),
      'export/side.jpg': fakeJpeg(2),
      'outside.jpg': fakeJpeg(3),
    })
    const [pie] = await importFdx(file)
    expect(pie?.images).toEqual([
      { kind: 'bytes', data: fakeJpeg(1) },
      { kind: 'bytes', data: fakeJpeg(3) },
      { kind: 'bytes', data: fakeJpeg(2) },
    ])
  })

  test('a reference climbing out of the archive matches nothing, and a damaged picture is skipped', async () => {
    const zip = zipSync({
      'Data.xml': strToU8(fdx(recipe)),
      'outside.jpg': fakeJpeg(3),
      'pie.jpg': fakeJpeg(1),
    })
    const damaged = patchDirectoryEntry(zip, 2, 'crc', 0)
    const [pie] = await importFdx(damaged)
    expect(pie?.images).toEqual([])
  })

  test('an .fdx inside a zip, found by content not by name', async () => {
    const file = zipSync({ 'readme.txt': strToU8('hi'), 'book.fdx': strToU8(fdx('<Recipe Name="Soup"/>')) })
    expect((await importFdx(file))[0]?.title).toBe('Soup')
  })
})

describe('openFdx refuses', () => {
  test.for([
    ['an empty file', new Uint8Array(0), 'empty'],
    ['a Paprika export', paprikaExport([{ name: 'Pie' }]), 'no Living Cookbook data'],
    ['a gzip', new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0]), 'not a Living Cookbook file'],
    ['other XML', strToU8('<cookbook><recipe/></cookbook>'), 'starts with <cookbook>'],
    ['malformed XML', strToU8('<fdx><Recipes><Recipe Name="x"></Recipes></fdx>'), 'malformed'],
    ['an entity bomb', strToU8('<!DOCTYPE fdx [<!ENTITY a "aaaa">]><fdx>&a;</fdx>'), 'entities'],
    ['a truncated .fdxz', zipSync({ 'Data.xml': strToU8(fdx(fullRecipe)) }).subarray(0, 500), 'truncated'],
    [
      'a damaged .fdxz',
      patchDirectoryEntry(zipSync({ 'Data.xml': strToU8(fdx('')) }), 0, 'crc', 7),
      'checksum',
    ],
    ['a traversal entry', zipSync({ '../../Data.xml': strToU8(fdx('')) }), 'outside the archive'],
  ])('%s', async ([, file, message]) => {
    await expect(openFdx(file as Uint8Array)).rejects.toThrow(ImportFileError)
    await expect(openFdx(file as Uint8Array)).rejects.toThrow(message)
  })

  test('an .fdxz whose XML inflates past the limit', async () => {
    const huge = strToU8(fdx(`<Recipe Name="x" Comments="${'a'.repeat(3 * 1024 * 1024)}"/>`))
    const file = zipSync({ 'Data.xml': huge })
    await expect(openFdx(file, { maxUnpackedBytes: 1024 * 1024, maxEntries: 10 })).rejects.toThrow(
      ImportTooLargeError,
    )
  })
})
