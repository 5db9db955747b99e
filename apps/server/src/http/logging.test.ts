import { expect, test } from 'vitest'
import { redactUrl } from './logging.ts'

test.for([
  ['/grip/ws?token=abc.DEF-123', '/grip/ws?token=[redacted]'],
  ['/api/print/?recipeId=1&token=abc&print=true', '/api/print/?recipeId=1&token=[redacted]&print=true'],
  ['/api/x?TOKEN=abc', '/api/x?TOKEN=[redacted]'],
  ['/api/x?notatoken=abc', '/api/x?notatoken=abc'],
  ['/api/health', '/api/health'],
  [
    '/api/scrape/pepperplate?username=a%40b.c&password=s3cret&token=t',
    '/api/scrape/pepperplate?username=a%40b.c&password=[redacted]&token=[redacted]',
  ],
] as const)('redactUrl(%j) is %j', ([url, expected]) => {
  expect(redactUrl(url)).toBe(expected)
})
