import { afterAll, beforeAll, describe, expect } from 'vitest'
import type { TRecipe, TRecipeSummary } from '@rosemary/shared/contract'
import type { SocketFrame } from '../../../realtime/event-bus.ts'
import { test } from '../../../test/fixtures.ts'
import { solidJpeg } from '../../../test/images.ts'
import { finishedJob } from '../../../test/imports.ts'
import { type PepperplateStandIn, startPepperplateStandIn } from '../../../test/pepperplate-stand-in.ts'

let service: PepperplateStandIn

const group = (kind: 'Ingredient' | 'Direction', order: number, title: string, items: string[]) =>
  `<${kind}SyncGroup><Title>${title}</Title><DisplayOrder>${order}</DisplayOrder><${kind}s>${items
    .map(
      (item, index) =>
        `<${kind}Sync><DisplayOrder>${items.length - index}</DisplayOrder>${item}</${kind}Sync>`,
    )
    .join('')}</${kind}s></${kind}SyncGroup>`

beforeAll(async () => {
  service = await startPepperplateStandIn({
    email: 'cook@pepper.test',
    password: 'p&pper <secret>',
    photo: await solidJpeg(200, 150),
    recipes: [
      {
        xml: `<Title>Chili &amp; Cornbread</Title><Description>Smoky.</Description><Note>Freezes well.</Note>
<Yield>6</Yield><ActiveTime>20 min</ActiveTime><TotalTime>2 h</TotalTime><Source>Aunt May</Source>
<Url>https://example.com/chili</Url><ImageUrl>PHOTO_URL</ImageUrl>
<Tags><TagSync><Text>Dinner</Text></TagSync><TagSync><Text>Spicy</Text></TagSync></Tags>
<Ingredients>${group('Ingredient', 2, 'Cornbread', ['<Quantity>1 cup</Quantity><Text>cornmeal</Text>'])}${group('Ingredient', 1, 'Chili', ['<Quantity>2</Quantity><Text>onions</Text>', '<Quantity>500 g</Quantity><Text>beans</Text>'])}</Ingredients>
<Directions>${group('Direction', 1, '', ['<Text>Simmer.</Text>', '<Text>Brown the onions.</Text>'])}</Directions>`,
      },
      { xml: '<Title>Gone Soup</Title><Delete>true</Delete>' },
      { xml: '<Title></Title><Description>No name</Description>' },
      { xml: '<Title>Toast</Title>' },
    ],
  })
})

afterAll(() => service.close())

describe('GET /api/scrape/pepperplate', () => {
  test('imports the account page by page, telling the apps as it goes', async ({ appWith, user, bus }) => {
    const api = await appWith({ pepperplateUrl: service.url, clipAllowPrivate: true })
    const frames: SocketFrame[] = []
    bus.subscribe(user.id, (frame) => frames.push(frame))
    const started = await api.call('GET /scrape/pepperplate', {
      token: user.token,
      query: { username: 'cook@pepper.test', password: 'p&pper <secret>', label: 'pepperplate' },
    })
    expect(started.status).toBe(202)
    const job = await finishedJob(api, user.token, (started.body as { jobId: string }).jobId)
    expect(job).toMatchObject({
      type: 'import:pepperplate',
      status: 'done',
      imported: 2,
      failed: 1,
      total: 4,
    })
    expect(frames.map((frame) => frame.type)).toEqual(
      expect.arrayContaining(['import:pepperplate:working', 'import:pepperplate:complete']),
    )

    const list = await api.call('GET /recipes/by-page', { token: user.token, query: {} })
    const titles = (list.body as { data: TRecipeSummary[] }).data.map((recipe) => recipe.title)
    expect(titles).toEqual(['Chili & Cornbread', 'Toast'])
    const chiliId = (list.body as { data: TRecipeSummary[] }).data[0]!.id
    const chili = (await api.call('GET /recipes/:id', { token: user.token, params: { id: chiliId } }))
      .body as TRecipe
    expect(chili).toMatchObject({
      description: 'Smoky.',
      notes: 'Freezes well.',
      yield: '6',
      activeTime: '20 min',
      totalTime: '2 h',
      source: 'Aunt May',
      url: 'https://example.com/chili',
      ingredients: '[Chili]\n500 g beans\n2 onions\n[Cornbread]\n1 cup cornmeal',
      instructions: 'Brown the onions.\nSimmer.',
    })
    expect(chili.labels.map((label) => label.title).sort()).toEqual(['dinner', 'pepperplate', 'spicy'])
    expect(chili.images).toHaveLength(1)
  })

  test('a wrong email or password is a 400 at once, not a failed job', async ({ appWith, user }) => {
    const api = await appWith({ pepperplateUrl: service.url })
    const wrongPassword = await api.call('GET /scrape/pepperplate', {
      token: user.token,
      query: { username: 'cook@pepper.test', password: 'nope' },
    })
    expect(wrongPassword.status).toBe(400)
    expect(wrongPassword.body).toMatchObject({ error: { fields: { password: expect.any(String) } } })
    const unknown = await api.call('GET /scrape/pepperplate', {
      token: user.token,
      query: { username: 'someone@else.test', password: 'x' },
    })
    expect(unknown.body).toMatchObject({ error: { fields: { username: expect.any(String) } } })
    expect((await api.call('GET /jobs', { token: user.token })).body).toEqual({ data: [] })
  })

  test('says so when the service cannot be reached', async ({ appWith, user }) => {
    const api = await appWith({ pepperplateUrl: 'http://127.0.0.1:1' })
    const response = await api.call('GET /scrape/pepperplate', {
      token: user.token,
      query: { username: 'cook@pepper.test', password: 'x' },
    })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ error: { message: expect.stringMatching(/could not be reached/) } })
  })
})
