import fc from 'fast-check'
import { strToU8 } from 'fflate'
import { expect, test } from 'vitest'
import type { ImportedRecipe } from '../imported-recipe.ts'
import { openRecipeMl } from './recipeml.ts'
import { FUZZ_LIMITS, importCleanly, mutationOf, fuzzRuns } from './test-support/mutations.ts'
import {
  expectedFields,
  oddValuesOf,
  recipeMlFile,
  roundTripFields,
  sampleRecipe,
} from './test-support/xml-recipe-files.ts'

const xml = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE recipeml PUBLIC "-//FormatData//DTD RecipeML 0.5//EN" "recipeml.dtd">
<recipeml version="0.5"><menu><head><title>Menu</title></head>
<recipe><head><title>Borscht борщ</title><source><srcitem>Babushka</srcitem></source>
<categories><cat>Soup</cat></categories><yield><range><q1>4</q1><q2>6</q2></range><unit>bowls</unit></yield>
<preptime type="preparation"><time><qty>30</qty><timeunit>minutes</timeunit></time></preptime>
<preptime type="cooking"><time><qty>1</qty><timeunit>hours</timeunit></time></preptime></head>
<equipment><tool><qty>1</qty><brandname>pot</brandname></tool></equipment>
<ingredients><ing-div><title>Soup</title><ing optional="yes"><amt><qty>1<frac><n>1</n><d>2</d></frac></qty>
<unit>kg</unit></amt><item>beets</item><prep>grated</prep><alt-ing><item>carrots</item></alt-ing></ing></ing-div>
<note>Fresh beets.</note></ingredients>
<directions><dir-div><title>Soup</title><step>Simmer &amp; serve.<substep>Add dill.</substep></step></dir-div></directions>
<nutrition><nutrient><n-name>Fat</n-name><qty>3</qty><unit>g</unit><percent>5</percent></nutrient></nutrition>
<diet-exchanges><exchange><qty>1</qty> Vegetable</exchange></diet-exchanges></recipe></menu></recipeml>`

test('the unmutated file imports', async () => {
  expect(await importCleanly(openRecipeMl, strToU8(xml), FUZZ_LIMITS)).toBe(1)
})

test('damaged RecipeML files end in items or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(mutationOf(strToU8(xml)), async (file) => {
      await importCleanly(openRecipeMl, file, FUZZ_LIMITS)
    }),
    { numRuns: fuzzRuns(5500) },
  )
})

test('odd values in well-formed RecipeML', async () => {
  await fc.assert(
    fc.asyncProperty(oddValuesOf(xml), async (file) => {
      expect(await importCleanly(openRecipeMl, file, FUZZ_LIMITS)).toBe(1)
    }),
    { numRuns: fuzzRuns(2500) },
  )
})

async function recipesOf(file: Uint8Array): Promise<ImportedRecipe[]> {
  const recipes: ImportedRecipe[] = []
  for await (const item of (await openRecipeMl(file)).items()) if ('recipe' in item) recipes.push(item.recipe)
  return recipes
}

test('what a RecipeML writer puts in comes back', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(sampleRecipe, { minLength: 1, maxLength: 3 }), async (samples) => {
      const recipes = await recipesOf(recipeMlFile(samples))
      expect(recipes.map(roundTripFields)).toEqual(
        samples.map((sample) => expectedFields(sample, { rated: false })),
      )
    }),
    { numRuns: fuzzRuns(2000) },
  )
})
