import { describe, expect, test } from 'vitest'
import { ingredientKeywords, matchStepIngredients } from './match-step-ingredients.ts'

// Keywords are compared as stems: one inflection ending off.
describe('ingredientKeywords', () => {
  test.for([
    ['2 large onions, finely chopped', ['onio']],
    ['200 g dark chocolate (70%)', ['dark', 'chocolat']],
    ['1 cup all-purpose flour', ['all', 'purpos', 'flour']],
    ['Salt and pepper to taste', ['salt', 'pepper']],
    ['3 pomodori maturi', ['pomodor']],
    ['2 Zwiebeln, gewürfelt', ['zwiebel']],
    // A header names a part of the dish, not an ingredient.
    ['[For the crust]', []],
    ['', []],
  ] as const)('%j → %j', ([line, words]) => {
    expect(ingredientKeywords(line)).toEqual(words)
  })
})

describe('matchStepIngredients', () => {
  test('English: a step shows the ingredients it names, plural or singular', () => {
    const ingredients = ['3 eggs', '100 g sugar', '2 tbsp olive oil', '1 large onion, chopped', 'Salt']
    const steps = [
      'Whisk the egg with the sugar until pale.',
      'Fry the onions in the oil; season with salt.',
      'Bake for 25 minutes.',
    ]
    expect(matchStepIngredients(steps, ingredients)).toEqual([[0, 1], [2, 3, 4], []])
  })

  test('Italian: plurals and accents do not hide the ingredient', () => {
    const ingredients = ['4 pomodori', '1 spicchio di aglio', '200 g di caffè']
    const steps = ['Tagliare il pomodoro e l’aglio.', 'Versare il caffe.']
    expect(matchStepIngredients(steps, ingredients)).toEqual([[0, 1], [2]])
  })

  test('German: "Zwiebel" and "Zwiebeln", "Tomaten" and "Tomate" are one ingredient', () => {
    const ingredients = ['2 Zwiebeln, gewürfelt', '400 g Tomaten', '1 EL Butter']
    const steps = ['Die Zwiebel in der Butter anbraten.', 'Tomate dazugeben und 20 Minuten köcheln.']
    expect(matchStepIngredients(steps, ingredients)).toEqual([[0, 2], [1]])
  })

  test('words about cutting or freshness alone do not make a match', () => {
    const ingredients = ['2 carrots, finely chopped', 'fresh basil']
    expect(matchStepIngredients(['Add the chopped nuts and fresh cream.'], ingredients)).toEqual([[]])
  })
})
