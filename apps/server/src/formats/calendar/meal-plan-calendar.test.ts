import { DEFAULT_MEAL_TIMES } from '@rosemary/shared/contract'
import { describe, expect, test } from 'vitest'
import { type FeedPlan, type FeedPlanItem, renderMealPlanCalendar } from './meal-plan-calendar.ts'

const RECIPE = '7d3c1a52-9f1e-4c39-8a41-5e2b8f0c6d11'
const options = { publicUrl: 'https://recipes.example.com/', now: new Date('2026-11-01T10:00:00Z') }

function planOf(items: Partial<FeedPlanItem>[], changes: Partial<FeedPlan> = {}): FeedPlan {
  return {
    id: 'f0a1b2c3-0000-4000-8000-000000000001',
    title: 'November',
    mealTimes: { ...DEFAULT_MEAL_TIMES },
    items: items.map((item, index) => ({
      id: `a0000000-0000-4000-8000-00000000000${index}`,
      title: 'Risotto',
      scheduledDate: '2026-11-30',
      meal: 'dinner',
      notes: '',
      recipeId: null,
      ...item,
    })),
    ...changes,
  }
}

/** The content lines of the feed, folded lines joined again (RFC 5545 §3.1). */
function unfold(feed: string): string[] {
  return feed
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
}

/** Each VEVENT's properties, by name (parameters dropped). */
function events(feed: string): Record<string, string>[] {
  const found: Record<string, string>[] = []
  let current: Record<string, string> | null = null
  for (const line of unfold(feed)) {
    if (line === 'BEGIN:VEVENT') current = {}
    else if (line === 'END:VEVENT' && current) {
      found.push(current)
      current = null
    } else if (current) {
      const colon = line.indexOf(':')
      current[line.slice(0, colon).split(';')[0] ?? ''] = line.slice(colon + 1)
    }
  }
  return found
}

describe('renderMealPlanCalendar', () => {
  test('is a calendar named after the plan, made by Rosemary', () => {
    const lines = unfold(renderMealPlanCalendar(planOf([]), options))
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('VERSION:2.0')
    expect(lines).toContain('X-WR-CALNAME:November')
    // Apps that honour the hint look for changes every hour.
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H')
    expect(lines).toContain('X-PUBLISHED-TTL:PT1H')
    expect(lines.find((line) => line.startsWith('PRODID:'))).toBe('PRODID:-//Rosemary//Meal plan//EN')
    expect(lines.at(-1)).toBe('END:VCALENDAR')
    expect(lines.some((line) => line.startsWith('BEGIN:VEVENT'))).toBe(false)
  })

  test('one event per meal, an hour long from the meal’s time, floating, with a stable id', () => {
    const feed = renderMealPlanCalendar(
      planOf([
        { title: 'Risotto', meal: 'dinner', recipeId: RECIPE },
        { title: 'Porridge', meal: 'breakfast', scheduledDate: '2026-12-01' },
      ]),
      options,
    )
    expect(feed).toContain('\r\n')
    const [dinner, breakfast] = events(feed)
    expect(dinner).toMatchObject({
      UID: 'a0000000-0000-4000-8000-000000000000@rosemary',
      DTSTART: '20261130T190000',
      DTEND: '20261130T200000',
      DTSTAMP: '20261101T100000Z',
      SUMMARY: 'Risotto',
      CATEGORIES: 'dinner',
      URL: `https://recipes.example.com/#/recipe/${RECIPE}`,
      DESCRIPTION: `https://recipes.example.com/#/recipe/${RECIPE}`,
    })
    expect(breakfast).toMatchObject({
      DTSTART: '20261201T080000',
      SUMMARY: 'Porridge',
      CATEGORIES: 'breakfast',
    })
    expect(breakfast?.URL).toBeUndefined()
    expect(breakfast?.DESCRIPTION).toBeUndefined()
    // Floating: no zone anywhere, so the calendar shows the meal at its local time.
    expect(feed).not.toMatch(/DTSTART[^\r]*Z\r\n|TZID/)
    // The same plan made again keeps each event's UID, so subscribers update rather than duplicate.
    expect(events(renderMealPlanCalendar(planOf([{}, {}]), options)).map((event) => event.UID)).toEqual(
      events(renderMealPlanCalendar(planOf([{}, {}]), { ...options, now: new Date() })).map(
        (event) => event.UID,
      ),
    )
  })

  test('follows the plan’s own meal times, and the defaults where one is missing', () => {
    const plan = planOf([{ meal: 'lunch' }, { meal: 'snacks' }], {
      mealTimes: { ...DEFAULT_MEAL_TIMES, lunch: '13:15', snacks: '' },
    })
    expect(events(renderMealPlanCalendar(plan, options)).map((event) => event.DTSTART)).toEqual([
      '20261130T131500',
      '20261130T160000',
    ])
  })

  test('puts the notes and the recipe’s link in the description', () => {
    const [event] = events(
      renderMealPlanCalendar(planOf([{ notes: 'Double it', recipeId: RECIPE }]), options),
    )
    expect(event?.DESCRIPTION).toBe(`Double it\\n\\nhttps://recipes.example.com/#/recipe/${RECIPE}`)
  })

  test('escapes commas, semicolons, backslashes and line breaks in titles and notes (RFC 5545 §3.3.11)', () => {
    const feed = renderMealPlanCalendar(
      planOf([{ title: 'Fish, chips; peas\\', notes: 'Line one\nLine two; more, less' }], {
        title: 'Week 1, dinners; only',
      }),
      options,
    )
    const [event] = events(feed)
    expect(event?.SUMMARY).toBe('Fish\\, chips\\; peas\\\\')
    expect(event?.DESCRIPTION).toBe('Line one\\nLine two\\; more\\, less')
    expect(unfold(feed)).toContain('X-WR-CALNAME:Week 1\\, dinners\\; only')
    // A line break in a text never starts a new content line.
    expect(unfold(feed).some((line) => line.startsWith('Line two'))).toBe(false)
  })

  test('a plan title cannot add lines, or events, to the feed', () => {
    const title = 'Mine\r\nBEGIN:VEVENT\nSUMMARY:Injected\nEND:VEVENT'
    const feed = renderMealPlanCalendar(planOf([], { title }), options)
    expect(unfold(feed)).toContain('X-WR-CALNAME:Mine\\nBEGIN:VEVENT\\nSUMMARY:Injected\\nEND:VEVENT')
    expect(events(feed)).toEqual([])
  })

  test('folds lines longer than 75 octets, multi-byte characters whole', () => {
    const title = `Grüner Spargel mit Sauce hollandaise ${'und Kartoffeln '.repeat(8)}🥔 zum Schluss`
    const feed = renderMealPlanCalendar(planOf([{ title }]), options)
    for (const line of feed.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    expect(feed).toMatch(/\r\n [^\r]/)
    expect(events(feed)[0]?.SUMMARY).toBe(title)
  })
})
