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
import { startLoopbackServer } from './loopback-server.ts'

export interface StandInRecipe {
  /** The RecipeSync element's inner XML, as the service would send it; PHOTO_URL becomes the photo's address. */
  xml: string
}

export interface PepperplateStandIn {
  url: string
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
}): Promise<PepperplateStandIn> {
  const calls: string[] = []
  const token = 'stand-in-token'
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
        const photoUrl = `${server.base}/photo.jpg`
        const items = page
          .map((recipe) => `<RecipeSync>${recipe.xml.replaceAll('PHOTO_URL', photoUrl)}</RecipeSync>`)
          .join('')
        return send(
          'RetrieveRecipes',
          `<SynchronizationToken>${from + page.length}</SynchronizationToken><Items>${items}</Items>`,
        )
      }
      response.writeHead(500).end('unknown call')
    })
  })
  return { url: server.base, calls, close: () => server.close() }
}
