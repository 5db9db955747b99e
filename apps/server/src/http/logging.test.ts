import { expect, test } from 'vitest'
import { createToken } from '../security/tokens.ts'
import { redactUrl } from './logging.ts'

const token = createToken()

test.for([
  ['/grip/ws?token=abc.DEF-123', '/grip/ws?token=[redacted]'],
  ['/api/print/?recipeId=1&token=abc&print=true', '/api/print/?recipeId=1&token=[redacted]&print=true'],
  ['/api/x?TOKEN=abc', '/api/x?TOKEN=[redacted]'],
  ['/api/x?note=abc', '/api/x?note=abc'],
  ['/api/health', '/api/health'],
  [
    '/api/scrape/pepperplate?username=a%40b.c&password=s3cret&token=t',
    '/api/scrape/pepperplate?username=[redacted]&password=[redacted]&token=[redacted]',
  ],
  // Who someone is: the address looked up, an account's name, under any key or none.
  ['/api/users/by-email?email=cook%40example.com', '/api/users/by-email?email=[redacted]'],
  ['/api/users/by-email?E%2DMail=Cook', '/api/users/by-email?E%2DMail=[redacted]'],
  ['/api/scrape/pepperplate?user%6Eame=cook', '/api/scrape/pepperplate?user%6Eame=[redacted]'],
  ['/api/recipes/search?query=cook@example.com', '/api/recipes/search?query=[redacted]'],
  ['/api/x/cook%40example.com/y?a=1', '/api/x/[redacted]/y?a=1'],
  ['/api/x?cook%40example.com', '/api/x?[redacted]'],
  // An @ alone is no address: handles and ordinary words stay.
  ['/api/users/handle-info/cook?x=a@b', '/api/users/handle-info/cook?x=a@b'],
  // Keys as the server decodes them: each of these is read as `token` (or a password).
  ['/grip/ws?%74oken=abc', '/grip/ws?%74oken=[redacted]'],
  ['/api/data/export/txt?x=1&t%6Fken=abc', '/api/data/export/txt?x=1&t%6Fken=[redacted]'],
  ['/api/x?%54%4F%4B%45%4E=abc', '/api/x?%54%4F%4B%45%4E=[redacted]'],
  ['/api/x?pass%77ord=abc&access_token=def', '/api/x?pass%77ord=[redacted]&access_token=[redacted]'],
  ['/api/x?token+=abc', '/api/x?token+=[redacted]'],
  // A key that is not valid UTF-8 is still read for what it is.
  ['/api/x?%E0%74oken=abc&bad=%E0%A4%A', '/api/x?%E0%74oken=[redacted]&bad=%E0%A4%A'],
  // Ids and ordinary values stay readable.
  [
    '/api/recipes/3f1c2b8e-9d4a-4e6b-8f2a-1c3d5e7f9a0b?labels=soup,quick',
    '/api/recipes/3f1c2b8e-9d4a-4e6b-8f2a-1c3d5e7f9a0b?labels=soup,quick',
  ],
] as const)('redactUrl(%j) is %j', ([url, expected]) => {
  expect(redactUrl(url)).toBe(expected)
})

test.for([
  `/api/users/${token}`,
  `/api/x?t=${token}`,
  `/api/x?q=1?token=${token}`,
  `/api/x?${token}`,
  `/api/x?labels=${encodeURIComponent(token).replace(/^./, (c) => `%${c.charCodeAt(0).toString(16)}`)}`,
  `/grip/ws/${token}?a=1`,
])('a session token is cut out wherever it stands: %s', (url) => {
  const redacted = redactUrl(url)
  expect(redacted).toContain('[redacted]')
  expect(redacted).not.toContain(token)
  expect(redacted).not.toContain(token.slice(1))
})
