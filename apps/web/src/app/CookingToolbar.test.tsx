import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { renderPage, stubBrowser } from '../test/render-page.tsx'
import CookingToolbar from './CookingToolbar.tsx'
import { clearPins, pinsStore } from './pins.ts'
import { toggleCheck } from './recipe-checks.ts'

beforeEach(stubBrowser)
afterEach(() => {
  clearPins()
  sessionStorage.clear()
})

test('each pin shows its title and the steps ticked off this session, and follows new marks', () => {
  const title = 'A rather long title for a lemon tart with a crisp crust'
  pinsStore.set([
    { id: 'tart', title, imageUrl: null, stepCount: 8 },
    { id: 'salad', title: 'Salad', imageUrl: null, stepCount: 0 },
  ])
  for (const step of [0, 2, 5]) toggleCheck('tart', 'steps', step)
  renderPage(CookingToolbar, '/', '/')

  const tart = screen.getByRole('button', { name: new RegExp(`^${title}, ?3/8 steps$`) })
  expect(tart.textContent).toContain(title)
  // A recipe without steps shows no progress.
  expect(screen.getByRole('button', { name: 'Salad' }).textContent).toBe('SSalad')

  act(() => toggleCheck('tart', 'steps', 6))
  expect(tart.textContent).toContain('4/8 steps')
})
