import { randomBytes, randomUUID } from 'node:crypto'
import { DEFAULT_MEAL_TIMES } from '@rosemary/shared/contract'
import { describe, expect } from 'vitest'
import type { FeedPlan } from '../../formats/calendar/meal-plan-calendar.ts'
import { createApiClient, type ApiClient } from '../../test/api-client.ts'
import { test as base } from '../../test/fixtures.ts'
import { createLogCapture, type LogCapture } from '../../test/log-capture.ts'
import { linkAddresses } from '../../http/link-address.ts'
import { buildRouteApp } from '../../test/route-app.ts'
import { calendarFileName, registerMealPlanCalendarRoute } from './calendar.routes.ts'

// Shaped like the feed tokens the plan service makes: 256 random bits in base64url.
const TOKEN = randomBytes(32).toString('base64url')
const RECIPE = randomUUID()
const PLAN: FeedPlan = {
  id: randomUUID(),
  title: 'Week 48: Grüne Woche / "family"',
  mealTimes: { ...DEFAULT_MEAL_TIMES, dinner: '19:30' },
  items: [
    {
      id: randomUUID(),
      title: 'Risotto',
      scheduledDate: '2026-11-30',
      meal: 'dinner',
      notes: 'Saffron',
      recipeId: RECIPE,
    },
    {
      id: randomUUID(),
      title: 'Toast',
      scheduledDate: '2026-12-01',
      meal: 'breakfast',
      notes: '',
      recipeId: null,
    },
  ],
}

/** The route in an app of its own, writing the production log into memory; loadFeed knows one plan and token. */
const test = base.extend<{ feed: ApiClient; log: LogCapture; lookups: [string, string][] }>({
  // eslint-disable-next-line no-empty-pattern -- vitest reads the fixture's dependencies from this pattern
  log: async ({}, use) => use(createLogCapture('info')),
  // eslint-disable-next-line no-empty-pattern
  lookups: async ({}, use) => use([]),
  feed: async ({ database, bus, log, lookups }, use) => {
    const app = await buildRouteApp({
      database,
      bus,
      logger: log.logger,
      register: (routes) =>
        registerMealPlanCalendarRoute(routes, {
          linkAddress: linkAddresses({ publicUrl: 'https://recipes.example.com', localUrl: LOCAL }),
          loadFeed: async (planId, token) => {
            lookups.push([planId, token])
            return planId === PLAN.id && token === TOKEN ? PLAN : null
          },
        }),
    })
    await use(createApiClient(app))
    await app.close()
  },
})

const LOCAL = 'http://localhost:3000'
const url = (planId: string, query: string) => `/api/meal-plans/${planId}/ical${query}`

describe('GET /api/meal-plans/:id/ical', () => {
  test('the plan as a calendar, for anyone holding its token, no session needed', async ({ feed }) => {
    const answer = await feed.raw({ method: 'GET', url: url(PLAN.id, `?token=${TOKEN}`) })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(answer.headers['cache-control']).toBe('private, max-age=300')
    expect(answer.headers['content-disposition']).toBe(
      'inline; filename="Week 48_ Grune Woche _ _family.ics"',
    )
    // Lines longer than 75 octets are folded (RFC 5545 §3.1): read them whole.
    const body = String(answer.body).replace(/\r\n /g, '')
    expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(2)
    expect(body).toContain('DTSTART:20261130T193000\r\n')
    expect(body).toContain(`UID:${PLAN.items[0]?.id}@rosemary\r\n`)
    expect(body).toContain(`URL;VALUE=URI:https://recipes.example.com/#/recipe/${RECIPE}\r\n`)
  })

  test('the same 404 for an unknown plan, a wrong token and no token', async ({ feed, lookups }) => {
    const answers = await Promise.all(
      [
        url(randomUUID(), `?token=${TOKEN}`),
        url(PLAN.id, `?token=${randomBytes(32).toString('base64url')}`),
        url(PLAN.id, '?token='),
        url(PLAN.id, ''),
        url(PLAN.id, `?token=${'x'.repeat(201)}`),
      ].map((path) => feed.raw({ method: 'GET', url: path })),
    )
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404])
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1)
    // Without a token, or with one too long to be ours, nothing is looked up.
    expect(lookups).toHaveLength(2)
  })

  test('400 for a malformed plan id', async ({ feed }) => {
    const answer = await feed.raw({ method: 'GET', url: url('not-an-id', `?token=${TOKEN}`) })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({
      error: { code: 'invalid_input', fields: { id: expect.any(String) } },
    })
  })

  test('the token never reaches the log', async ({ feed, log }) => {
    await feed.raw({ method: 'GET', url: url(PLAN.id, `?token=${TOKEN}`) })
    await feed.raw({ method: 'GET', url: url(randomUUID(), `?%74oken=${TOKEN}`) })
    const text = log.text()
    expect(text).toContain(`/api/meal-plans/${PLAN.id}/ical?token=[redacted]`)
    expect(text).not.toContain(TOKEN)
  })
})

describe('calendarFileName', () => {
  test.for([
    ['November', 'November.ics'],
    ['Pasta & pizza: week 2', 'Pasta _ pizza_ week 2.ics'],
    ['Cena di Natale à la carte', 'Cena di Natale a la carte.ics'],
    ['"; x="/../etc', 'x_.._etc.ics'],
    ['🍝🍕', 'meal-plan.ics'],
  ])('%s → %s', ([title, name]) => {
    expect(calendarFileName(title ?? '')).toBe(name)
  })
})
