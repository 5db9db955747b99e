import { expect, test } from 'vitest'
import { nestedPage } from './nested-page.ts'

test('the recipe sits under exactly `depth` nested divs', () => {
  const html = nestedPage(1000)
  const body = html.slice(html.indexOf('<body>') + '<body>'.length, html.indexOf('<h1>'))
  expect(body).toBe('<div>'.repeat(1000))
  expect(html.split('</div>')).toHaveLength(1001)
  expect(html).not.toContain('application/ld+json')
})
