/**
 * Every endpoint of the contract, every field of its path, query and body, given a string with U+0000:
 * a 400 naming that field, never a 500 from the database that cannot store it.
 */
import { type Endpoint, type EndpointName, endpoints, IMPORT_FORMATS } from '@rosemary/shared/contract'
import { describe, expect } from 'vitest'
import { z } from 'zod'
import { makeAdmin } from '../test/admins.ts'
import { test } from '../test/fixtures.ts'
import { NUL_MESSAGE } from './nul-characters.ts'

const NUL = 'with\u0000nul'
const SOME_ID = '3f1c2b8e-9d4a-4e6b-8f2a-1c3d5e7f9a0b'

type Part = 'params' | 'query' | 'body'

function fieldsOf(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : []
}

/** [endpoint, part, field] for every field that can carry a string, and so a NUL. */
const cases: [EndpointName, Part, string][] = (
  Object.entries(endpoints) as [EndpointName, Endpoint][]
).flatMap(([key, endpoint]) =>
  (['params', 'query', 'body'] as const).flatMap((part) =>
    fieldsOf(endpoint[part]).map((field): [EndpointName, Part, string] => [key, part, field]),
  ),
)

describe('a NUL character anywhere in a request', () => {
  test('every endpoint with input is covered', () => {
    const withInput = Object.entries(endpoints).filter(
      ([, endpoint]: [string, Endpoint]) => endpoint.params ?? endpoint.query ?? endpoint.body,
    )
    expect(new Set(cases.map(([key]) => key)).size).toBe(withInput.length)
  })

  test.for(cases)(
    '%s: %s.%s is refused with 400 naming it',
    async ([key, part, field], { api, user, database }) => {
      const endpoint: Endpoint = endpoints[key]
      if (endpoint.access === 'admin') await makeAdmin(database, user.id)
      const params = Object.fromEntries(fieldsOf(endpoint.params).map((name) => [name, SOME_ID]))
      const input = {
        token: user.token,
        params: part === 'params' ? { ...params, [field]: NUL } : params,
        ...(part === 'query' && { query: { [field]: NUL } }),
        ...(part === 'body' && { body: { [field]: NUL } }),
      }
      const answer = await api.callLoose(key, input)
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({
        error: { code: 'invalid_input', fields: { [field]: NUL_MESSAGE } },
      })
    },
  )

  test.for([
    ['an item of a list', { title: 'Soup', labels: ['fine', NUL] }, 'labels.1'],
    ['a key of an object', { title: 'Soup', ['na\u0000me']: 'x' }, 'na\u0000me'],
  ] as const)('in %s, it is named by its path', async ([, body, field], { api, user }) => {
    const answer = await api.callLoose('POST /recipes', { token: user.token, body })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ error: { fields: { [field]: NUL_MESSAGE } } })
  })

  /** Each upload endpoint and the field its file travels in. */
  const uploads: [string, string][] = [
    ['/images', 'image'],
    ...Object.values(IMPORT_FORMATS).map(({ endpoint, field }): [string, string] => [
      endpoint.slice(endpoint.indexOf(' ') + 1),
      field,
    ]),
  ]

  test.for(uploads)(
    'POST %s: a multipart field or file name is refused too',
    async ([path, field], { api, user }) => {
      const send = (form: FormData) =>
        api.raw({
          method: 'POST',
          url: `/api${path}`,
          payload: form,
          headers: { authorization: `Bearer ${user.token}` },
        })
      const withNote = new FormData()
      withNote.append('note', NUL)
      withNote.append(field, new Blob([new Uint8Array([1, 2, 3])]), 'file.bin')
      expect(await send(withNote)).toMatchObject({
        status: 400,
        body: { error: { fields: { note: NUL_MESSAGE } } },
      })
      const withName = new FormData()
      withName.append(field, new Blob([new Uint8Array([1, 2, 3])]), NUL)
      expect(await send(withName)).toMatchObject({
        status: 400,
        body: { error: { fields: { [field]: NUL_MESSAGE } } },
      })
    },
  )

  test('the request that used to fail: registering with a NUL in the name', async ({ api }) => {
    const answer = await api.call('POST /users/register', {
      body: { name: 'Nul\u0000Cook', email: 'nul-cook@example.com', password: 'long enough' },
    })
    expect(answer).toMatchObject({ status: 400, body: { error: { fields: { name: NUL_MESSAGE } } } })
    // Nothing half-made: the address is still free.
    const again = await api.call('POST /users/register', {
      body: { name: 'Nul Cook', email: 'nul-cook@example.com', password: 'long enough' },
    })
    expect(again.status).toBe(200)
  })
})
