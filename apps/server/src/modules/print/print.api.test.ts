import { sql } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { test } from '../../test/fixtures.ts'
import { solidJpeg } from '../../test/images.ts'
import { createRecipe, uploadImage } from '../../test/recipes.ts'

const XSS = '<script>alert(1)</script>'

describe('GET /api/print/', () => {
  test('lays a recipe out for printing, all text escaped, under a nonce-only CSP', async ({ api, user }) => {
    const picture = await uploadImage(api, user.token, await solidJpeg())
    const recipe = await createRecipe(api, user.token, {
      title: XSS,
      ingredients: `1/2 cup sugar\n${XSS}`,
      notes: `<img src=x onerror=alert(1)>`,
      labels: ['dessert'],
      imageIds: [picture.id],
    })
    const response = await api.raw({
      method: 'GET',
      url: `/api/print/?token=${user.token}&recipeId=${recipe.id}&template=halfsheet&modifiers=scale:2&print=true`,
    })
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    const html = response.body
    expect(html).not.toContain(XSS)
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('1 cup sugar')
    expect(html).toContain(picture.url)
    const csp = String(response.headers['content-security-policy'])
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    expect(csp).toContain("default-src 'none'")
    expect(csp).not.toContain('unsafe-inline')
    // Its tab shows the app's icon, an image of the page's own origin that the policy lets load.
    expect(html).toContain('<link rel="icon" href="/icons/icon.svg" type="image/svg+xml">')
    expect(csp).toMatch(/img-src 'self'[ ;]/)
    // The script that opens the print dialog runs under that nonce, and nothing else can.
    expect(html).toContain(`<script nonce="${nonce}">`)
  })

  test('takes the modifiers and templates, and refuses bad ones with 400', async ({ api, user }) => {
    const recipe = await createRecipe(api, user.token, { notes: 'Secret note', source: 'Grandma' })
    const page = async (query: string) =>
      api.raw({ method: 'GET', url: `/api/print/?token=${user.token}&recipeId=${recipe.id}&${query}` })
    const plain = (await page('template=compact&modifiers=nonotes,nosource')).body
    expect(plain).not.toContain('Secret note')
    expect(plain).not.toContain('Grandma')
    expect((await page('')).body).toContain('Secret note')
    expect((await page('template=poster')).status).toBe(400)
    expect((await page('modifiers=scale:-2')).status).toBe(400)
    const units = await page('modifiers=units:imperial')
    expect(units.status).toBe(400)
    expect(units.body).toMatchObject({ error: { fields: { modifiers: expect.any(String) } } })
  })

  test('prints in the units the address names: metric weighs flour and sugar', async ({ api, user }) => {
    const recipe = await createRecipe(api, user.token, {
      ingredients: '1 cup flour\n1/4 cup sugar\n1 cup milk',
    })
    const page = async (modifiers: string) =>
      (await api.raw({ method: 'GET', url: `/api/print/?recipeId=${recipe.id}&modifiers=${modifiers}` })).body
    const metric = await page('scale:2,units:metric')
    expect(metric).toContain('250 g flour')
    expect(metric).toContain('100 g sugar')
    expect(metric).toContain('473 ml milk')
    expect(await page('')).toContain('1 cup flour')
  })

  test('anyone with the id may print it, without its labels; an unknown id is 404', async ({
    api,
    user,
    makeUser,
  }) => {
    const recipe = await createRecipe(api, user.token, { labels: ['very-private-label'] })
    const other = await makeUser()
    const own = await api.raw({ method: 'GET', url: `/api/print/?token=${user.token}&recipeId=${recipe.id}` })
    expect(own.body).toContain('very-private-label')
    for (const token of [other.token, undefined]) {
      const response = await api.raw({
        method: 'GET',
        url: `/api/print/?recipeId=${recipe.id}${token ? `&token=${token}` : ''}`,
      })
      expect(response.status).toBe(200)
      expect(response.body).not.toContain('very-private-label')
    }
    const missing = await api.raw({ method: 'GET', url: `/api/print/?recipeId=${crypto.randomUUID()}` })
    expect(missing.status).toBe(404)
    expect((await api.raw({ method: 'GET', url: '/api/print/?recipeId=not-an-id' })).status).toBe(400)
  })
})

describe('GET /api/embed/recipe/:id', () => {
  test('a self-contained card any site may frame, with text escaped and no script', async ({
    api,
    user,
    database,
  }) => {
    const recipe = await createRecipe(api, user.token, { title: XSS })
    // Stored before the API refused such addresses: old recipes may still hold one.
    await database.db.execute(sql`update recipes set url = 'javascript:alert(1)' where id = ${recipe.id}`)
    const response = await api.raw({ method: 'GET', url: `/api/embed/recipe/${recipe.id}?language=it-it` })
    expect(response.status).toBe(200)
    const html = response.body
    expect(html).not.toContain(XSS)
    expect(html).not.toContain('javascript:')
    expect(html).not.toContain('<script')
    expect(html).toContain(`/#/recipe/${recipe.id}`)
    expect(response.headers['x-frame-options']).toBeUndefined()
    expect(String(response.headers['content-security-policy'])).toContain('frame-ancestors *')
    expect((await api.raw({ method: 'GET', url: `/api/embed/recipe/${crypto.randomUUID()}` })).status).toBe(
      404,
    )
  })
})
