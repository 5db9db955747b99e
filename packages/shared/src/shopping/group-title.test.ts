import { describe, expect, test } from 'vitest'
import { groupTitleOf } from './group-title.ts'
import { foldPlural } from './text-folding.ts'

describe('groupTitleOf', () => {
  test.for([
    ['2 eggs', 'egg'],
    ['3 Eggs', 'egg'],
    ['1 1/2 cups flour', 'flour'],
    ['½ tsp salt', 'salt'],
    ['1,5 kg Mehl', 'mehl'],
    ['250 ml (1 cup) milk', 'milk'],
    ['1 cup + 2 tbsp butter', 'butter'],
    ['1 lb 4 oz beef', 'beef'],
    ['2-3 carrots', 'carrot'],
    ['about 2 cups flour', 'flour'],
    ['2 (14 oz) cans tomatoes', 'tomato'],
    ['1 cup of sugar', 'sugar'],
    ['200 g di farina', 'farina'],
    ["2 spicchi d'aglio", 'aglio'],
    ['3 cloves garlic', 'garlic'],
    ['1 Prise Salz', 'salz'],
    ['eine Zwiebel', 'zwiebel'],
    ['a pinch of salt', 'salt'],
    ['un pizzico di sale', 'sale'],
  ] as const)('quantities, units and counted words: %j → %j', ([title, expected]) => {
    expect(groupTitleOf(title)).toBe(expected)
  })

  test.for([
    ['1 onion, finely chopped', 'onion'],
    ['2 cloves garlic, minced', 'garlic'],
    ['diced tomatoes', 'tomato'],
    ['fresh basil', 'basil'],
    ['2 large eggs, beaten', 'egg'],
    ['200 g di parmigiano grattugiato', 'parmigiano'],
    ['cipolla tritata finemente', 'cipolla'],
    ['prezzemolo fresco', 'prezzemolo'],
    ['2 carote a dadini', 'carota'],
    ['1 Zwiebel, gehackt', 'zwiebel'],
    ['gehackte Petersilie', 'petersilie'],
    ['frischer Schnittlauch', 'schnittlauch'],
    ['Karotten in Scheiben', 'karotte'],
  ] as const)('preparation words in three languages: %j → %j', ([title, expected]) => {
    expect(groupTitleOf(title)).toBe(expected)
  })

  test.for([
    ['3 pomodori', '1 pomodoro', 'pomodoro'],
    ['2 Tomaten', '1 Tomate', 'tomate'],
    ['300 g Kirschtomaten', 'eine Kirschtomate', 'kirschtomate'],
    ['4 uova', '1 uovo', 'uovo'],
    ['2 Eier', '1 Ei', 'ei'],
    ['funghi porcini', 'fungo porcino', 'fungo porcino'],
    ['rote Zwiebeln', 'rote Zwiebel', 'rote zwiebel'],
  ] as const)('Italian and German plurals of table words: %j and %j → %j', ([plural, singular, expected]) => {
    expect(groupTitleOf(plural)).toBe(expected)
    expect(groupTitleOf(singular)).toBe(expected)
  })

  test.for([
    ['2 tbsp tomato paste', 'tomato paste'],
    ['500 g pasta', 'pasta'],
  ] as const)('a form that is a word of some table stays as written: %j → %j', ([title, expected]) => {
    expect(groupTitleOf(title)).toBe(expected)
  })

  test.for([
    ['milk (whole or 2%)', 'milk'],
    ['flour (sifted', 'flour'],
    ['salt, to taste', 'salt'],
    ['salt to taste', 'salt'],
    ['pepper (optional)', 'pepper'],
    ['sale q.b.', 'sale'],
    ['Pfeffer nach Geschmack', 'pfeffer'],
    ['basilico per guarnire', 'basilico'],
  ] as const)('parenthesised and trailing notes: %j → %j', ([title, expected]) => {
    expect(groupTitleOf(title)).toBe(expected)
  })

  test.for([
    ['tomatoes', 'tomato'],
    ['berries', 'berry'],
    ['cherries', 'cherry'],
    ['peaches', 'peach'],
    ['cookies', 'cookie'],
    ['potatoes', 'potato'],
    ['bay leaves', 'bay leaf'],
    ['asparagus', 'asparagus'],
    ['hummus', 'hummus'],
    ['couscous', 'couscous'],
    ['swiss cheese', 'swiss cheese'],
    ['Reis', 'reis'],
    ['Kürbis', 'kürbis'],
    ['Ananas', 'ananas'],
    ['molasses', 'molasses'],
    ['crème fraîche', 'crème fraîche'],
  ] as const)('simple English plurals folded, singulars kept: %j → %j', ([title, expected]) => {
    expect(groupTitleOf(title)).toBe(expected)
  })

  test.for([
    ['2 cups', '2 cups'],
    ['chopped', 'chopped'],
    ['  To Taste ', 'to taste'],
    ['(optional)', '(optional)'],
  ] as const)('never empty for a non-empty title: %j → %j', ([title, expected]) => {
    expect(groupTitleOf(title)).toBe(expected)
  })

  test('an empty title stays empty', () => {
    expect(groupTitleOf('  ')).toBe('')
  })

  test.for([
    ['eggs', 'egg'],
    ['glasses', 'glass'],
    ['boxes', 'box'],
    ['pies', 'pie'],
    ['eis', 'eis'],
    ['kiwis', 'kiwi'],
  ] as const)('foldPlural(%j) is %j', ([word, expected]) => {
    expect(foldPlural(word)).toBe(expected)
  })
})
