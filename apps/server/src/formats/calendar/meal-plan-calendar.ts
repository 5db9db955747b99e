/**
 * A meal plan as an iCalendar feed (RFC 5545) a calendar app subscribes to: one event per planned meal,
 * an hour long from the plan's time for that meal. Times are floating (no zone, no Z): a dinner at 19:00
 * shows at 19:00 wherever the calendar is, as the cook means it.
 */
import { DEFAULT_MEAL_TIMES, type Meal } from '@rosemary/shared/contract'
import ical, { escape } from 'ical-generator'

export interface FeedPlanItem {
  id: string
  title: string
  /** YYYY-MM-DD */
  scheduledDate: string
  meal: Meal
  notes: string
  recipeId: string | null
}

/** What the feed needs of a plan; the route asks for it by the plan's id and the feed's token. */
export interface FeedPlan {
  id: string
  title: string
  /** "HH:MM" per meal; a meal missing or malformed here starts at its default time. */
  mealTimes: Record<Meal, string>
  items: FeedPlanItem[]
}

export interface MealPlanCalendarOptions {
  /** The instance's address, for links to the recipes. */
  publicUrl: string
  /** The moment the feed is made (DTSTAMP). */
  now?: Date
}

const MEAL_LENGTH_MS = 60 * 60 * 1000
// Plans change through the week; apps that honour the hint look again every hour.
const REFRESH_SECONDS = 60 * 60

function startOf(item: FeedPlanItem, mealTimes: Record<Meal, string>): Date {
  const asked = mealTimes[item.meal]
  const time = asked && /^\d\d:\d\d$/.test(asked) ? asked : DEFAULT_MEAL_TIMES[item.meal]
  // Written as UTC and sent floating: ical-generator prints a floating Date's UTC fields without the Z.
  return new Date(`${item.scheduledDate}T${time}:00Z`)
}

export function recipeLink(publicUrl: string, recipeId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/#/recipe/${recipeId}`
}

/** The whole feed as text, CRLF lines folded at 75 octets, every text escaped by ical-generator. */
export function renderMealPlanCalendar(plan: FeedPlan, options: MealPlanCalendarOptions): string {
  const now = options.now ?? new Date()
  const calendar = ical({
    // ical-generator writes the calendar's name as given (events' texts it escapes itself): a line break
    // in a title would otherwise start a line of its own, an event even.
    name: escape(plan.title, false),
    prodId: { company: 'Rosemary', product: 'Meal plan' },
    ttl: REFRESH_SECONDS,
  })
  for (const item of plan.items) {
    const start = startOf(item, plan.mealTimes)
    if (Number.isNaN(start.getTime())) continue
    const link = item.recipeId ? recipeLink(options.publicUrl, item.recipeId) : null
    const description = [item.notes.trim(), link].filter(Boolean).join('\n\n')
    calendar.createEvent({
      id: `${item.id}@rosemary`,
      start,
      end: new Date(start.getTime() + MEAL_LENGTH_MS),
      floating: true,
      stamp: now,
      summary: item.title,
      categories: [{ name: item.meal }],
      ...(description && { description }),
      ...(link && { url: link }),
    })
  }
  return calendar.toString()
}
