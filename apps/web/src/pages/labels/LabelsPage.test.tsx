import type { TLabel } from '@rosemary/shared/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { renderPage, signedInForEachTest } from '../../test/render-page.tsx'
import LabelsPage from './LabelsPage.tsx'

const label = (id: string, title: string, recipeCount: number): TLabel => ({
  id: `6f1d3c2e-2222-4000-8000-00000000000${id}`,
  title,
  recipeCount,
  createdAt: '2026-01-01T00:00:00.000Z',
})
const DESSERT = label('1', 'dessert', 4)
const DESSERTS = label('2', 'desserts', 1)
const DINNER = label('3', 'dinner', 2)

signedInForEachTest()
afterEach(() => localStorage.clear())

const offer = async () => screen.findByRole('region', { name: 'These look alike — merge?' })

test('offers look-alike labels for merging, into the one more recipes carry', async () => {
  let labels = [DESSERT, DESSERTS, DINNER]
  const api = fakeApi({
    'GET /labels': () => ({ body: labels }),
    'POST /labels/merge': () => {
      labels = [{ ...DESSERT, recipeCount: 5 }, DINNER]
      return { body: labels[0] }
    },
  })
  renderPage(LabelsPage, '/labels', '/labels')
  const region = await offer()
  expect(within(region).getByText('“desserts” and “dessert”')).toBeTruthy()
  expect(within(region).queryByText(/dinner/)).toBeNull()
  fireEvent.click(within(region).getByRole('button', { name: 'Merge into “dessert”' }))
  await waitFor(() => expect(screen.queryByRole('region', { name: 'These look alike — merge?' })).toBeNull())
  expect(api.made('POST', '/labels/merge')[0]?.body).toEqual({
    sourceLabelId: DESSERTS.id,
    targetLabelId: DESSERT.id,
  })
})

test('a dismissed pair stays dismissed, and nothing is merged', async () => {
  const api = fakeApi({ 'GET /labels': { body: [DESSERT, DESSERTS, DINNER] } })
  const first = renderPage(LabelsPage, '/labels', '/labels')
  fireEvent.click(
    within(await offer()).getByRole('button', { name: 'Not the same: “desserts” and “dessert”' }),
  )
  expect(screen.queryByRole('region', { name: 'These look alike — merge?' })).toBeNull()
  first.unmount()
  renderPage(LabelsPage, '/labels', '/labels')
  expect(await screen.findByText('dinner')).toBeTruthy()
  expect(screen.queryByRole('region', { name: 'These look alike — merge?' })).toBeNull()
  expect(api.made('POST', '/labels/merge')).toEqual([])
})

test('no offer when no two labels look alike', async () => {
  fakeApi({ 'GET /labels': { body: [DESSERT, DINNER] } })
  renderPage(LabelsPage, '/labels', '/labels')
  expect(await screen.findByText('dinner')).toBeTruthy()
  expect(screen.queryByRole('region', { name: 'These look alike — merge?' })).toBeNull()
})
