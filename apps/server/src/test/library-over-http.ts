/**
 * A little of everything a server holds, made through its HTTP API as people make it (two friends; a recipe
 * with a picture and labels; a shared shopping list and meal plan; a message with a recipe), and read back
 * as the same people see it: the backup tests compare a restored server's answers with the original's.
 */
import { solidJpeg } from './images.ts'

export interface Person {
  name: string
  email: string
  password: string
  id: string
  token: string
}

async function call(url: string, line: string, token: string | null, body?: unknown): Promise<unknown> {
  const [method, path] = line.split(' ') as [string, string]
  const response = await fetch(`${url}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${line}: ${response.status} ${text}`)
  return text ? JSON.parse(text) : null
}

export async function signIn(url: string, email: string, password: string): Promise<string> {
  const session = (await call(url, 'POST /users/login', null, { email, password })) as { token: string }
  return session.token
}

export async function fillLibrary(url: string): Promise<Person[]> {
  const people: Person[] = []
  for (const [name, email] of [
    ['Ada Cook', 'ada@example.com'],
    ['Ben Baker', 'ben@example.com'],
  ] as const) {
    const password = `${name} keeps a secret`
    const session = (await call(url, 'POST /users/register', null, { name, email, password })) as {
      token: string
      userId: string
    }
    people.push({ name, email, password, id: session.userId, token: session.token })
  }
  const [ada, ben] = people as [Person, Person]
  await call(url, `POST /users/friends/${ben.id}`, ada.token)
  await call(url, `POST /users/friends/${ada.id}`, ben.token)

  const form = new FormData()
  form.append('image', new Blob([await solidJpeg(64, 48, '#3a7')], { type: 'image/jpeg' }), 'soup.jpg')
  const upload = await fetch(`${url}/api/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ada.token}` },
    body: form,
  })
  if (!upload.ok) throw new Error(`upload: ${upload.status} ${await upload.text()}`)
  const image = (await upload.json()) as { id: string }

  const recipe = (await call(url, 'POST /recipes', ada.token, {
    title: 'Green soup',
    ingredients: '2 leeks\n1 l stock',
    instructions: 'Simmer {20 minutes}.',
    labels: ['soup', 'green'],
    imageIds: [image.id],
    rating: 4,
  })) as { id: string }
  await call(url, 'POST /recipes', ada.token, { title: 'Plain bread', labels: ['bread'], imageIds: [] })

  const list = (await call(url, 'POST /shopping-lists', ada.token, {
    title: 'Market',
    collaboratorIds: [ben.id],
  })) as { id: string }
  await call(url, `POST /shopping-lists/${list.id}/items`, ada.token, [
    { title: '2 leeks', recipeId: recipe.id },
    { title: 'bread' },
  ])
  const plan = (await call(url, 'POST /meal-plans', ada.token, {
    title: 'This week',
    collaboratorIds: [ben.id],
  })) as { id: string }
  await call(url, `POST /meal-plans/${plan.id}/items`, ben.token, [
    { recipeId: recipe.id, scheduledDate: '2026-12-01', meal: 'dinner', servings: 4 },
    { title: 'Leftovers', scheduledDate: '2026-12-02', meal: 'lunch' },
  ])
  await call(url, 'POST /messages', ada.token, { to: ben.id, body: 'Try this one', recipeId: recipe.id })
  return people
}

/** Everything each person sees (sessions are made anew by signing in with the same password). */
export async function readLibrary(url: string, people: Person[]): Promise<unknown> {
  const seen: Record<string, unknown> = {}
  for (const person of people) {
    const token = await signIn(url, person.email, person.password)
    const get = (path: string) => call(url, `GET ${path}`, token)
    const page = (await get('/recipes/by-page?folder=main&sort=title&count=50')) as {
      data: { id: string }[]
    }
    const recipes = []
    for (const { id } of page.data) {
      const recipe = (await get(`/recipes/${id}`)) as { images?: { id: string }[] }
      const pictures = []
      for (const picture of recipe.images ?? []) {
        for (const size of ['full', 'thumb']) {
          const file = await fetch(`${url}/api/images/${picture.id}/${size}.webp`)
          pictures.push(Buffer.from(await file.arrayBuffer()).toString('base64'))
        }
      }
      recipes.push({ recipe, pictures })
    }
    const lists = (await get('/shopping-lists')) as { id: string }[]
    const plans = (await get('/meal-plans')) as { id: string }[]
    seen[person.email] = {
      me: await get('/users/'),
      friends: await get('/users/friends'),
      labels: await get('/labels'),
      recipes,
      inbox: await get('/recipes/by-page?folder=inbox&sort=title&count=50'),
      lists: await Promise.all(lists.map((list) => get(`/shopping-lists/${list.id}`))),
      plans: await Promise.all(plans.map((plan) => get(`/meal-plans/${plan.id}`))),
      threads: await get('/messages/threads'),
      // The sync's cursor starts from the clock; its recipes carry the changedAt stamps the restore keeps.
      sync: ((await get('/recipes/sync')) as { recipes: unknown }).recipes,
    }
  }
  return seen
}
