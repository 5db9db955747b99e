import fc from 'fast-check'
import { strToU8, zipSync } from 'fflate'
import { expect, test } from 'vitest'
import { openFdx } from './fdx.ts'
import { FUZZ_LIMITS, importCleanly, mutationOf, textMutationOf, fuzzRuns } from './test-support/mutations.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'

const xml = `<?xml version="1.0" encoding="utf-8"?>
<fdx><Cookbooks><Cookbook Name="Soups" ID="1"/></Cookbooks>
<CookbookChapters><CookbookChapter Name="Winter" ID="2" CookbookID="1" ParentChapterID="2"/></CookbookChapters>
<Recipes><Recipe Name="Borscht борщ" CookbookChapterID="2" Servings="4" PreparationTime="30" CookingTime="60"
 RecipeTypes="Soup, Russian" CreateDate="2018-12-09">
<RecipeImage FileName="images/borscht.jpg"/>
<RecipeIngredients><RecipeIngredient Ingredient="Soup" Heading="Y"/>
<RecipeIngredient Quantity="3" Unit="" Ingredient="beets" Heading="N"/></RecipeIngredients>
<RecipeProcedures><RecipeProcedure Heading="N"><ProcedureText>Simmer &amp; serve.</ProcedureText></RecipeProcedure>
</RecipeProcedures><RecipeReviews><RecipeReview Rating="4"/></RecipeReviews>
<RecipeTips><RecipeTip>Add dill.</RecipeTip></RecipeTips>
<RecipeImages><RecipeImage>${Buffer.from(fakeJpeg(3)).toString('base64')}</RecipeImage></RecipeImages>
</Recipe></Recipes></fdx>`

const fdxz = (data: Uint8Array) => zipSync({ 'Data.xml': data, 'images/borscht.jpg': fakeJpeg(1) })

test('the unmutated files import', async () => {
  expect(await importCleanly(openFdx, strToU8(xml), FUZZ_LIMITS)).toBe(1)
  expect(await importCleanly(openFdx, fdxz(strToU8(xml)), FUZZ_LIMITS)).toBe(1)
})

test('damaged .fdx and .fdxz files end in items or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(fc.oneof(mutationOf(strToU8(xml)), mutationOf(fdxz(strToU8(xml)))), async (file) => {
      await importCleanly(openFdx, file, FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(6000) },
  )
})

test('damaged XML inside an intact .fdxz', async () => {
  await fc.assert(
    fc.asyncProperty(textMutationOf(xml), async (text) => {
      await importCleanly(openFdx, fdxz(strToU8(text)), FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(4000) },
  )
})
