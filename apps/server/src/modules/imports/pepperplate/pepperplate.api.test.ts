import { afterAll, beforeAll, describe, expect } from 'vitest'
import type { TRecipe, TRecipeSummary } from '@rosemary/shared/contract'
import type { SocketFrame } from '../../../realtime/event-bus.ts'
import { test } from '../../../test/fixtures.ts'
import { solidJpeg } from '../../../test/images.ts'
import { finishedJob } from '../../../test/imports.ts'
import { freePort } from '../../../test/server-process.ts'
import { createTestFetcher } from '../../../test/misbehaving-site.ts'
import {
  type Misbehaviour,
  type PepperplateStandIn,
  startPepperplateStandIn,
} from '../../../test/pepperplate-stand-in.ts'

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
    const api = await appWith({ pepperplateUrl: `http://127.0.0.1:${await freePort()}` })
    const response = await api.call('GET /scrape/pepperplate', {
      token: user.token,
      query: { username: 'cook@pepper.test', password: 'x' },
    })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ error: { message: expect.stringMatching(/could not be reached/) } })
  })
})

// Fault after fault, several waiting out a time limit: more than the default time on a loaded machine.
describe('a Pepperplate service that fails', { timeout: 120_000 }, () => {
  const account = { email: 'cook@pepper.test', password: 'secret' }
  const query = { username: account.email, password: account.password }
  let faulty: PepperplateStandIn
  const fetcher = createTestFetcher({ timeoutMs: 1_500 })

  beforeAll(async () => {
    faulty = await startPepperplateStandIn({
      ...account,
      recipes: [
        { xml: '<Title>Soup</Title><ImageUrl>http://missing.test/soup.jpg</ImageUrl>' },
        { xml: '<Title>Stew</Title>' },
        { xml: '<Title>Pie</Title>' },
      ],
    })
  })

  afterAll(async () => {
    await Promise.all([faulty.close(), fetcher.close()])
  })

  test('at sign-in, each failure is a 400 with the reason and no job; the server goes on', async ({
    appWith,
    user,
  }) => {
    const api = await appWith({ pepperplateUrl: faulty.url }, { pepperplateTimeoutMs: 500 })
    const cases: [Misbehaviour, RegExp][] = [
      ['silent', /did not answer in time/],
      ['stall', /did not answer in time/],
      ['garbage', /answer that could not be read/],
      ['error', /answered with an error \(HTTP 500\)/],
    ]
    for (const [fault, reason] of cases) {
      faulty.misbehave.GenerateLoginToken = fault
      const response = await api.call('GET /scrape/pepperplate', { token: user.token, query })
      expect(response.status, fault).toBe(400)
      expect(response.body, fault).toMatchObject({ error: { message: expect.stringMatching(reason) } })
      expect((await api.call('GET /health')).status).toBe(200)
    }
    // Time enough to read the cap: the answer is refused for its size, not its time.
    const patient = await appWith({ pepperplateUrl: faulty.url }, { pepperplateTimeoutMs: 20_000 })
    faulty.misbehave.GenerateLoginToken = 'endless'
    const endless = await patient.call('GET /scrape/pepperplate', { token: user.token, query })
    expect(endless.body).toMatchObject({ error: { message: expect.stringMatching(/too large to read/) } })
    delete faulty.misbehave.GenerateLoginToken
    expect((await api.call('GET /jobs', { token: user.token })).body).toEqual({ data: [] })
  })

  test('during the sync, each failure fails the job with the reason; the server goes on', async ({
    appWith,
    user,
  }) => {
    const api = await appWith({ pepperplateUrl: faulty.url }, { pepperplateTimeoutMs: 500 })
    const cases: [Misbehaviour, RegExp][] = [
      ['silent', /did not answer in time/],
      ['garbage', /answer that could not be read/],
      ['error', /HTTP 500/],
    ]
    for (const [fault, reason] of cases) {
      faulty.misbehave.RetrieveRecipes = fault
      const started = await api.call('GET /scrape/pepperplate', { token: user.token, query })
      expect(started.status, fault).toBe(202)
      const job = await finishedJob(api, user.token, (started.body as { jobId: string }).jobId)
      expect(job, fault).toMatchObject({ status: 'failed', reason: expect.stringMatching(reason) })
      expect((await api.call('GET /health')).status).toBe(200)
    }
    delete faulty.misbehave.RetrieveRecipes
  })

  test('a count that fails only costs the progress bar; sync tokens in a circle end the sync', async ({
    appWith,
    user,
  }) => {
    const api = await appWith({ pepperplateUrl: faulty.url }, { fetcher, pepperplateTimeoutMs: 500 })
    faulty.misbehave.HasUpdates = 'garbage'
    faulty.misbehave.RetrieveRecipes = 'circle'
    const before = faulty.calls.filter((call) => call === 'RetrieveRecipes').length
    // Every page holds the same recipes: kept, so the count tells the pages read.
    const started = await api.call('GET /scrape/pepperplate', {
      token: user.token,
      query: { ...query, duplicates: 'keep' },
    })
    const job = await finishedJob(api, user.token, (started.body as { jobId: string }).jobId)
    // Pages under tokens "", 1 and 2; token 1 again is the end.
    expect(faulty.calls.filter((call) => call === 'RetrieveRecipes').length - before).toBe(3)
    expect(job).toMatchObject({ status: 'done', total: 0, imported: 6, picturesSkipped: 1 })
    expect(job.skippedPictures).toEqual([
      {
        title: 'Soup',
        position: 1,
        url: 'http://missing.test/soup.jpg',
        reason: 'No site called missing.test could be found; check the address.',
      },
    ])
    delete faulty.misbehave.HasUpdates
    delete faulty.misbehave.RetrieveRecipes
  })
})
