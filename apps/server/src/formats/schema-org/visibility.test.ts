import type { Element } from 'domhandler'
import { expect, test } from 'vitest'
import { parseHtml } from './parse-html.ts'
import { isUnseen, isVisible } from './visibility.ts'

const elementOf = (html: string): Element => {
  const $ = parseHtml(`<html><body>${html}</body></html>`)
  const found = $('#line').get(0)
  if (!found) throw new Error('no #line in the fixture')
  return found
}

test('markup that hides an element for every reader hides it', () => {
  for (const hiding of [
    'class="d-none"',
    'class="hidden"',
    'hidden',
    'aria-hidden="true"',
    'style="display:none"',
  ])
    expect(isUnseen(elementOf(`<div id="line" ${hiding}>2 eggs</div>`)), hiding).toBe(true)
})

test('an element hidden on a phone and shown from some screen width on is seen', () => {
  for (const shown of ['d-none d-xl-block', 'd-none d-md-flex', 'hidden md:block', 'hidden lg:grid'])
    expect(isUnseen(elementOf(`<div id="line" class="${shown}">2 eggs</div>`)), shown).toBe(false)
})

test('an element inside one hidden on every screen is not visible', () => {
  expect(isVisible(elementOf('<div class="d-none d-print-block"><p id="line">2 eggs</p></div>'))).toBe(false)
  expect(isVisible(elementOf('<div class="d-none d-lg-block"><p id="line">2 eggs</p></div>'))).toBe(true)
})
