import { MAX_RECIPE_TEXT_CHARS, MAX_RECIPE_TEXT_LINES, type TClipDraft } from '@rosemary/shared/contract'
import { describe, expect } from 'vitest'
import { test } from '../../test/fixtures.ts'

const PASTED = `Hi Jo,

here is the soup I made on Sunday.

Red Lentil Soup
Serves 4
Prep time: 10 minutes
Total time: 40 minutes

Ingredients
200 g red lentils
1 onion, chopped
For the topping:
2 tbsp yoghurt

Method
1. Soften the onion in a little oil.
2. Add the lentils and 1 l of water and simmer for 25
minutes, until soft.

Tip: it freezes well.

Cheers,
Sam`

describe('POST /api/clip/text', () => {
  test('reads a pasted recipe into the same draft as a clipped page, with no source or picture', async ({
    api,
    user,
  }) => {
    const response = await api.call('POST /clip/text', { token: user.token, body: { text: PASTED } })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      title: 'Red Lentil Soup',
      description: 'here is the soup I made on Sunday.',
      yield: 'Serves 4',
      activeTime: '10 minutes',
      totalTime: '40 minutes',
      source: '',
      url: '',
      notes: 'Tip: it freezes well.',
      ingredients: '200 g red lentils\n1 onion, chopped\n[For the topping]\n2 tbsp yoghurt',
      instructions:
        'Soften the onion in a little oil.\nAdd the lentils and 1 l of water and simmer for 25 minutes, until soft.',
      imageUrl: null,
      labels: [],
    } satisfies TClipDraft)
  })

  test('a text with no recipe in it is a 400 that says so, naming the text', async ({ api, user }) => {
    const response = await api.call('POST /clip/text', {
      token: user.token,
      body: { text: 'Dear all,\n\nThe meeting moves to Thursday at 2 pm.\n\nBest,\nKim' },
    })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({
      error: {
        code: 'invalid_input',
        message: expect.stringMatching(/^No recipe was found in that text/),
        fields: { text: expect.stringMatching(/^No recipe was found/) },
      },
    })
  })

  test('an empty, blank or too long text is a 400 naming the text', async ({ api, user }) => {
    const texts = [
      '',
      ' \n\t\r\n ',
      'x'.repeat(MAX_RECIPE_TEXT_CHARS + 1),
      '2 eggs\n'.repeat(MAX_RECIPE_TEXT_LINES),
    ]
    for (const text of texts) {
      const response = await api.call('POST /clip/text', { token: user.token, body: { text } })
      expect(response.status, text.slice(0, 10)).toBe(400)
      expect(response.body).toMatchObject({
        error: { code: 'invalid_input', fields: { text: expect.any(String) } },
      })
    }
  })

  test('a text at the size limit is answered within seconds', async ({ api, user }) => {
    const line = '1 cup flour, sifted and then stirred into the rest\n'
    const text = `Bread\n\n${line.repeat(Math.floor(MAX_RECIPE_TEXT_CHARS / line.length) - 2)}\nBake it.`
    const started = performance.now()
    const response = await api.call('POST /clip/text', { token: user.token, body: { text } })
    expect(performance.now() - started).toBeLessThan(5_000)
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ title: 'Bread', instructions: 'Bake it.' })
  })

  test('needs a signed-in user', async ({ api }) => {
    expect((await api.call('POST /clip/text', { body: { text: PASTED } })).status).toBe(401)
  })
})
