import { MantineProvider } from '@mantine/core'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import dePages from '../i18n/locales/de-de/pages.json'
import itPages from '../i18n/locales/it-it/pages.json'
import { stubBrowser } from '../test/render-page.tsx'
import { StarRating } from './StarRating.tsx'

beforeEach(stubBrowser)
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function show(value: number | null, onChange?: (value: number) => void) {
  render(
    <I18nextProvider i18n={i18next}>
      <MantineProvider>
        <StarRating value={value} onChange={onChange} />
      </MantineProvider>
    </I18nextProvider>,
  )
}

test('shown on a recipe: one group a screen reader reads as "Rating, 4 of 5"', () => {
  show(4)
  expect(screen.getByRole('group', { name: 'Rating, 4 of 5' })).toBeTruthy()
  expect(screen.queryAllByRole('radio')).toHaveLength(0)
})

test('in the editor: a radio group with the rating in its name, each star named by its number', () => {
  const onChange = vi.fn()
  show(3, onChange)
  const group = screen.getByRole('radiogroup', { name: 'Rating, 3 of 5' })
  expect(group).toBeTruthy()
  // Mantine's first radio, value 0, takes the rating away.
  expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
    '0 stars',
    '1 star',
    '2 stars',
    '3 stars',
    '4 stars',
    '5 stars',
  ])
  fireEvent.keyDown(screen.getByRole('radio', { name: '5 stars' }), { key: 'Enter' })
  expect(onChange).toHaveBeenCalledWith(5)
})

test('no rating yet: the group says so', () => {
  show(null, vi.fn())
  expect(screen.getByRole('radiogroup', { name: 'Rating, none' })).toBeTruthy()
})

test('the same words in Italian and German', () => {
  for (const [language, pages, rating, star] of [
    ['it-it', itPages, 'Valutazione, 4 su 5', '1 stella'],
    ['de-de', dePages, 'Bewertung, 4 von 5', '1 Stern'],
  ] as const) {
    const words = i18next.createInstance()
    void words.init({
      lng: language,
      lowerCaseLng: true,
      initAsync: false,
      resources: { [language]: { translation: pages } },
    })
    expect(words.t('recipe.ratingOf', { value: 4, max: 5 })).toBe(rating)
    expect(words.t('recipe.ratingStars', { count: 1 })).toBe(star)
  }
})
