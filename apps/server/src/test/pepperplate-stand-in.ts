/**
 * A local stand-in for Pepperplate's SOAP sync service, as much of it as the import uses: sign-in, the
 * recipe count, and recipes in pages that continue from a sync token. Tests start it on loopback.
 */
import {
  childText,
  findElement,
  readEnvelope,
  SYNC_SERVICE_PATH,
} from '../modules/imports/pepperplate/soap.ts'
import type { ServerResponse } from 'node:http'
import { startLoopbackServer } from './loopback-server.ts'

export interface StandInRecipe {
  /** The RecipeSync element's inner XML, as the service would send it; PHOTO_URL becomes the photo's address. */
  xml: string
}

type Action = 'GenerateLoginToken' | 'HasUpdates' | 'RetrieveRecipes'

/**
 * How an action can go wrong: no answer at all, headers and then silence, an answer that is not XML, one that
 * never ends, a server error, or (RetrieveRecipes) sync tokens that go round in a circle.
 */
export type Misbehaviour = 'silent' | 'stall' | 'garbage' | 'endless' | 'error' | 'circle'

export interface PepperplateStandIn {
  url: string
  /** How each action goes wrong from now on; change it between requests. */
  misbehave: Partial<Record<Action, Misbehaviour>>
  /** Every action called, in order. */
  calls: string[]
  close(): Promise<void>
}

const respond = (action: string, inner: string) => `<?xml version="1.0" encoding="utf-8"?>
<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>
<${action}Response xmlns="http://api.pepperplate.com/"><${action}Result>${inner}</${action}Result></${action}Response>
</soap:Body></soap:Envelope>`

export async function startPepperplateStandIn(options: {
  email: string
  password: string
  recipes: StandInRecipe[]
  /** Served at /photo.jpg for ImageUrl elements. */
  photo?: Buffer
  misbehave?: Partial<Record<Action, Misbehaviour>>
}): Promise<PepperplateStandIn> {
  const calls: string[] = []
  const token = 'stand-in-token'
  const misbehaving = options.misbehave ?? {}
  const server = await startLoopbackServer((request, response) => {
    if (request.url === '/photo.jpg' && options.photo) {
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(options.photo)
      return
    }
    if (request.method !== 'POST' || request.url !== SYNC_SERVICE_PATH) {
      response.writeHead(404).end()
      return
    }
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = readEnvelope(Buffer.concat(chunks).toString('utf8'))
      const send = (action: string, inner: string) =>
        response.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(respond(action, inner))
      const action = (['GenerateLoginToken', 'HasUpdates', 'RetrieveRecipes'] as const).find((name) =>
        findElement(body, name),
      )
      const fault = action && misbehaving[action]
      if (action && fault && fault !== 'circle') {
        calls.push(action)
        misbehave(response, fault)
        return
      }
      const login = findElement(body, 'GenerateLoginToken')
      if (login) {
        calls.push('GenerateLoginToken')
        const email = childText(login, 'email')
        const status =
          email !== options.email
            ? 'UnknownEmail'
            : childText(login, 'password') !== options.password
              ? 'IncorrectPassword'
              : 'Success'
        return send(
          'GenerateLoginToken',
          `<Status>${status}</Status>${status === 'Success' ? `<Token>${token}</Token>` : ''}`,
        )
      }
      const counting = findElement(body, 'HasUpdates')
      if (counting) {
        calls.push('HasUpdates')
        return send('HasUpdates', `<RecipeCount>${options.recipes.length}</RecipeCount>`)
      }
      const retrieving = findElement(body, 'RetrieveRecipes')
      if (retrieving && childText(retrieving, 'userToken') === token) {
        calls.push('RetrieveRecipes')
        const from = Number(childText(retrieving, 'syncToken') || 0)
        const count = Number(childText(retrieving, 'count')) || 50
        const page = options.recipes.slice(from, from + count)
        // In a circle: the same page every time, under tokens 1, 2, 1, 2…
        const next = fault === 'circle' ? (from % 2) + 1 : from + page.length
        const photoUrl = `${server.base}/photo.jpg`
        const items = page
          .map((recipe) => `<RecipeSync>${recipe.xml.replaceAll('PHOTO_URL', photoUrl)}</RecipeSync>`)
          .join('')
        return send(
          'RetrieveRecipes',
          `<SynchronizationToken>${next}</SynchronizationToken><Items>${items}</Items>`,
        )
      }
      response.writeHead(500).end('unknown call')
    })
  })
  return { url: server.base, calls, misbehave: misbehaving, close: () => server.close() }
}

function misbehave(response: ServerResponse, fault: Exclude<Misbehaviour, 'circle'>): void {
  if (fault === 'silent') return
  if (fault === 'error') {
    response.writeHead(500, { 'content-type': 'text/plain' }).end('Server Error')
    return
  }
  response.writeHead(200, {
    'content-type': 'text/xml; charset=utf-8',
    ...(fault === 'stall' && { 'content-length': '5000' }),
  })
  if (fault === 'garbage') response.end('<html><body>Service Unavailable</body')
  else if (fault === 'stall') response.write('<?xml version="1.0"?><soap:Envelope')
  else {
    const chunk = Buffer.alloc(64 * 1024, '<a>')
    const pump = () => {
      while (!response.destroyed && response.write(chunk));
      if (!response.destroyed) response.once('drain', pump)
    }
    pump()
  }
}
