import { MantineProvider } from '@mantine/core'
import type { TJob } from '@rosemary/shared/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { noteAnswer } from '../../api/connection.ts'
import { followServerReachability, QUERY_DEFAULTS } from '../../app/query-connection.ts'
import { JOB_POLL_MS } from '../../data/jobs.ts'
import { ImportJob, ImportSummary } from './ImportJob.tsx'

beforeEach(() => {
  // jsdom has no matchMedia; Mantine asks it for the colour scheme.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
})

afterEach(() => {
  cleanup()
  noteAnswer()
  vi.unstubAllGlobals()
})

function job(changes: Partial<TJob>): TJob {
  return {
    id: 'job-1',
    type: 'import:paprika',
    status: 'done',
    progress: 100,
    total: 3,
    imported: 2,
    failed: 1,
    failures: [{ title: 'Broken Casserole', reason: 'It holds damaged JSON.' }],
    duplicatesSkipped: 0,
    picturesSkipped: 0,
    skippedPictures: [],
    files: null,
    reason: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:05.000Z',
    finishedAt: '2026-01-01T10:00:05.000Z',
    ...changes,
  }
}

function show(node: ReactNode) {
  return render(
    <I18nextProvider i18n={i18next}>
      <MantineProvider>
        <MemoryRouter>{node}</MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  )
}

test('says how many came in, names every failure with its reason, and links to them by label', () => {
  show(<ImportSummary job={job({})} label="  Family, Cookbook " />)
  const summary = screen.getByRole('region', { name: 'Import summary' })
  expect(summary.textContent).toContain('Imported 2 recipes.')
  expect(summary.textContent).toContain('1 recipe could not be imported:')
  const failures = within(summary).getAllByRole('listitem')
  expect(failures.map((item) => item.textContent)).toEqual(['Broken Casserole: It holds damaged JSON.'])
  expect(within(summary).getByRole('link', { name: 'See the imported recipes' }).getAttribute('href')).toBe(
    '/list/main?labels=family%20cookbook',
  )
})

test('says how many recipes were skipped as already in the book, and nothing of it when none were', () => {
  show(<ImportSummary job={job({ imported: 0, failed: 0, failures: [], duplicatesSkipped: 3 })} label="" />)
  expect(screen.getByRole('region', { name: 'Import summary' }).textContent).toContain(
    '3 recipes were already in your book and were skipped.',
  )
  cleanup()
  show(<ImportSummary job={job({})} label="" />)
  expect(screen.queryByTestId('import-duplicates-skipped')).toBeNull()
})

test('failures past the named ones are counted; without a label the link shows the whole book', () => {
  show(<ImportSummary job={job({ imported: 1, failed: 4 })} label="" />)
  expect(screen.getByText('…and 3 more.')).toBeTruthy()
  expect(screen.getByRole('link', { name: 'See the imported recipes' }).getAttribute('href')).toBe(
    '/list/main',
  )
})

test('an import of several files lists what each held, and names the file of each failure', () => {
  const files = [
    { name: 'backup.zip', format: 'paprika' as const, recipes: 1 },
    { name: 'from-bbs.txt', format: 'mealMaster' as const, recipes: 2 },
  ]
  const failures = [{ title: 'Scones', reason: 'It has no title.', file: 'from-bbs.txt' }]
  show(<ImportSummary job={job({ type: 'import:files', files, failures })} label="" />)
  expect(screen.getAllByTestId('import-files')[0]!.textContent).toBe(
    'backup.zip: Paprika, 1 recipefrom-bbs.txt: MealMaster, 2 recipes',
  )
  expect(within(screen.getByTestId('import-failures')).getByRole('listitem').textContent).toBe(
    'Scones (from-bbs.txt): It has no title.',
  )
})

test('a job that stopped gives its reason, and no link when nothing came in', () => {
  show(
    <ImportSummary
      job={job({ status: 'failed', imported: 0, failed: 0, failures: [], reason: 'The server stopped.' })}
      label=""
    />,
  )
  expect(screen.getByRole('region', { name: 'Import summary' }).textContent).toContain(
    'The import stopped: The server stopped.',
  )
  expect(screen.queryByRole('link')).toBeNull()
})

/** The server as the test plays it: away, or answering GET /jobs/:id with `answer`. */
function playServer(first: { status: number; body: unknown }) {
  const server = { away: false, answer: first, asked: 0 }
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      server.asked++
      if (server.away) throw new TypeError('Failed to fetch')
      return new Response(JSON.stringify(server.answer.body), {
        status: server.answer.status,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  return server
}

function watchJob() {
  followServerReachability()
  const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS })
  show(
    <QueryClientProvider client={queryClient}>
      <ImportJob jobId="job-1" label="" />
    </QueryClientProvider>,
  )
}

const running = job({ status: 'running', progress: 0, total: 1, imported: 0, failed: 0, failures: [] })
const waitForPoll = { timeout: JOB_POLL_MS * 2 }

test(
  'a job whose server went away says so instead of polling on "0 of 1", then shows the real state and its reason',
  async () => {
    const server = playServer({ status: 200, body: running })
    watchJob()
    expect(await screen.findByText('0 of 1 recipes')).toBeTruthy()
    // The progress bar is the whole bar, not its filled part, which is nothing at 0.
    const bar = screen.getByRole('progressbar', { name: 'Import progress' })
    expect(bar.getAttribute('aria-valuenow')).toBe('0')
    expect(bar.getAttribute('aria-valuetext')).toBe('0 of 1 recipes')
    expect(bar.querySelector('[role="progressbar"]')).toBeNull()
    expect(bar.firstElementChild?.getAttribute('style')).toContain('--progress-section-size: 0%')
    expect(screen.queryByTestId('import-unreachable')).toBeNull()

    server.away = true
    expect((await screen.findByTestId('import-unreachable', {}, waitForPoll)).textContent).toContain(
      'The server cannot be reached right now',
    )
    expect(screen.getByText('0 of 1 recipes')).toBeTruthy()

    server.away = false
    const reason =
      'The server stopped before this import finished. Every recipe imported until then was kept.'
    server.answer = {
      status: 200,
      body: { ...running, status: 'failed', reason, updatedAt: '2026-01-01T10:01:00.000Z' },
    }
    act(noteAnswer)
    const summary = await screen.findByRole('region', { name: 'Import summary' }, waitForPoll)
    expect(summary.textContent).toContain(`The import stopped: ${reason}`)
    expect(screen.queryByTestId('import-unreachable')).toBeNull()
  },
  JOB_POLL_MS * 6,
)

test(
  'a job the server no longer knows is said to be gone, and polling stops',
  async () => {
    const server = playServer({
      status: 404,
      body: { error: { code: 'not_found', message: 'Job not found' } },
    })
    watchJob()
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The server no longer knows this import.',
    )
    const asked = server.asked
    await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS + 500))
    expect(server.asked).toBe(asked)
  },
  JOB_POLL_MS * 4,
)

test('names each picture left out, with its recipe, where it was to come from, and why', () => {
  show(
    <ImportSummary
      job={job({
        failed: 0,
        failures: [],
        picturesSkipped: 3,
        skippedPictures: [
          {
            title: 'Leek Soup',
            position: 2,
            url: 'https://pictures.example/leek.jpg',
            reason: 'No site called pictures.example could be found; check the address.',
          },
          { title: 'Toast', position: 1, url: null, reason: 'It is not a picture Rosemary can read.' },
        ],
      })}
      label=""
    />,
  )
  const summary = screen.getByRole('region', { name: 'Import summary' })
  expect(summary.textContent).toContain('Imported 2 recipes.')
  expect(summary.textContent).toContain('3 pictures were left out; their recipes came without them:')
  const skipped = within(screen.getByTestId('import-skipped-pictures')).getAllByRole('listitem')
  expect(skipped.map((item) => item.textContent)).toEqual([
    'Leek Soup, picture 2 (https://pictures.example/leek.jpg): No site called pictures.example could be found; check the address.',
    'Toast, picture 1 (in the file): It is not a picture Rosemary can read.',
  ])
  expect(summary.textContent).toContain('…and 1 more.')
})

test('says nothing about pictures when none was left out', () => {
  show(<ImportSummary job={job({})} label="" />)
  expect(screen.queryByTestId('import-skipped-pictures')).toBeNull()
  expect(screen.getByRole('region', { name: 'Import summary' }).textContent).not.toContain('left out')
})
