import type { TClipDraft } from '@rosemary/shared/contract'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { apiError, fakeApi } from '../../test/fake-api.ts'
import { renderPage, signedInForEachTest } from '../../test/render-page.tsx'
import EditRecipePage from './EditRecipePage.tsx'

signedInForEachTest()

const PASTED = 'Flatbreads\n\n250 g flour\n150 ml water\n\nMix into a dough.\nCook in a dry pan.'
const draft: TClipDraft = {
  title: 'Flatbreads',
  description: '',
  yield: 'Makes 6',
  activeTime: '10 minutes',
  totalTime: '',
  source: '',
  url: '',
  notes: '',
  ingredients: '250 g flour\n150 ml water',
  instructions: 'Mix into a dough.\nCook in a dry pan.',
  imageUrl: null,
  labels: [],
}

/** The field's value; a required field's label ends in an asterisk. */
const valueOf = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`)).value

function openEditor(path = '/edit-recipe/new?clip=text') {
  renderPage(EditRecipePage, '/edit-recipe/:recipeId', path)
  return userEvent.setup()
}

test('the pasted text is read by the server and fills the editor’s fields for checking', async () => {
  const api = fakeApi({ 'POST /clip/text': { body: draft } })
  const user = openEditor()
  const text = await screen.findByLabelText('Text of the recipe')
  expect(document.activeElement).toBe(text)
  await user.click(text)
  await user.paste(PASTED)
  await user.click(screen.getByRole('button', { name: 'Read recipe' }))

  await screen.findByText('The recipe is filled in below. Check it before saving.')
  expect(api.made('POST', '/clip/text').map((call) => call.body)).toEqual([{ text: PASTED }])
  expect(valueOf('Title')).toBe('Flatbreads')
  expect(valueOf('Yield')).toBe('Makes 6')
  expect(valueOf('Ingredients')).toBe('250 g flour\n150 ml water')
  expect(valueOf('Instructions')).toBe('Mix into a dough.\nCook in a dry pan.')
  expect(api.made('POST', '/images/from-url')).toEqual([])
})

test('a text without a recipe says so; the fields stay empty and the text stays', async () => {
  fakeApi({
    'POST /clip/text': apiError(400, 'invalid_input', { text: 'No recipe was found in that text.' }),
  })
  const user = openEditor()
  await user.click(await screen.findByLabelText('Text of the recipe'))
  await user.paste('Dear all, the meeting moves to Thursday.')
  await user.click(screen.getByRole('button', { name: 'Read recipe' }))

  expect((await screen.findByRole('alert')).textContent).toMatch(/No recipe was found in this text/)
  expect(valueOf('Title')).toBe('')
  expect(valueOf('Text of the recipe')).toBe('Dear all, the meeting moves to Thursday.')
})

test('when the server cannot be reached, the pasted text is kept and the message says so', async () => {
  fakeApi({ 'POST /clip/text': 'no-answer' })
  const user = openEditor()
  await user.click(await screen.findByLabelText('Text of the recipe'))
  await user.paste(PASTED)
  await user.click(screen.getByRole('button', { name: 'Read recipe' }))

  expect((await screen.findByRole('alert')).textContent).toMatch(/server could not be reached/)
  expect(valueOf('Text of the recipe')).toBe(PASTED)
})

test('a blank text is not sent', async () => {
  const api = fakeApi({})
  const user = openEditor()
  await user.click(await screen.findByRole('button', { name: 'Read recipe' }))
  expect((await screen.findByRole('alert')).textContent).toMatch('Paste the text of a recipe first.')
  expect(api.made('POST', '/clip/text')).toEqual([])
})

test('opened as a plain new recipe, the text field waits behind its button', async () => {
  fakeApi({})
  const user = openEditor('/edit-recipe/new')
  const opener = await screen.findByRole('button', { name: 'Paste a recipe’s text' })
  expect(opener.getAttribute('aria-expanded')).toBe('false')
  expect(screen.queryByLabelText('Text of the recipe')).toBeNull()
  await user.click(opener)
  expect(opener.getAttribute('aria-expanded')).toBe('true')
  expect(document.activeElement).toBe(screen.getByLabelText('Text of the recipe'))
})
