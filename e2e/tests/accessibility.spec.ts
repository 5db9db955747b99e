/**
 * Every page and dialog passes axe-core's WCAG 2.1 A/AA rules with no serious or critical violation, and
 * fits the screen, on a phone (390 px) and a laptop (1366 px), in the light and the dark colour scheme.
 * A state is one line of STATES: who looks, where, and what they open there (steps from support/steps.ts);
 * it is visited once and checked in the four variants.
 */
import { expect, type Page, test as base } from '@playwright/test'
import { newAccount, openSignedIn, registerByApi } from '../support/app.ts'
import { describeViolations, findSeriousViolations, type Violation } from '../support/axe.ts'
import { makeSampleBook, type SampleBook } from '../support/sample-book.ts'
import {
  button,
  byTestId,
  byText,
  click,
  dialog,
  fill,
  type Find,
  menu,
  pick,
  shows,
  type Step,
  steps,
} from '../support/steps.ts'

/** Signed out; the sample book's accounts; a new empty account; a session the server no longer knows. */
type Who = 'visitor' | 'cook' | 'newcomer' | 'fresh' | 'expired'

interface State {
  name: string
  as: Who
  path: string | ((book: SampleBook) => string)
  open?: Step
  /** Preferences stored before the app starts (over the defaults). */
  preferences?: Record<string, Record<string, unknown>>
}

const HOME = '/list/main'
const NO_SUCH_RECIPE = '/recipe/00000000-0000-4000-8000-000000000000'
const tart = (book: SampleBook) => `/recipe/${book.tartId}`
const editTart = (book: SampleBook) => `/edit-recipe/${book.tartId}`
const listOptions = byTestId('list-options')
const firstPicture: Find = (page) => page.getByTestId('edit-image').first()
const firstRecipe: Find = (page) => page.getByTestId('recipe-item').first()
const search: Find = (page) => page.getByRole('textbox', { name: 'Search recipes' })
const inBar =
  (name: string): Find =>
  (page) =>
    page.getByTestId('selection-bar').getByRole('button', { name })
const labelSoup: Find = (page) => page.getByRole('checkbox', { name: 'soup (1)' })
const dessertActions = button('Actions for dessert')
const shoppingList = (book: SampleBook) => `/shopping-lists/${book.listId}`
const mealPlan = (book: SampleBook) => `/meal-planners/${book.planId}`
const lemonActions = button('Actions for 3 lemons')
const listActions = button('List actions')
const planOptions = button('Plan options')
const recipeMenu = byTestId('recipe-menu')
const firstMeal: Find = (page) => page.getByTestId('plan-item').first()
const todayButton: Find = (page) => page.locator('[aria-current="date"] button').first()
const LIST = { myRecipes: { viewType: 'list' } }
const TILES = { myRecipes: { viewType: 'tiles' } }
const DOCKED = { global: { enableSplitPane: true } }

/** Select mode with one recipe chosen, past the tutorial that comes the first time. */
const selectOne = steps(
  pick(listOptions, 'Select recipes…'),
  click(button('Okay'), firstRecipe),
  click(firstRecipe, byTestId('selection-bar')),
)

/** A refused log-in's toast, held on screen: a toast waits while the pointer is on it. */
const showToast: Step = async (page) => {
  await button('Log in')(page).click()
  const toast = page.locator('.mantine-Notification-root')
  await toast.hover()
  return toast
}

/** The error screen: a page whose code cannot be fetched, and "no" to the offer to reload. */
const failToLoadAPage: Step = async (page) => {
  await page.route(/\/assets\/AboutPage-.*\.js$/, (route) => route.abort('connectionreset'))
  page.once('dialog', (question) => void question.dismiss())
  await page.evaluate(() => (window.location.hash = '#/about'))
  return page.getByRole('heading', { name: 'This page could not be shown' })
}

/** Scaled and converted: the "≈" cups of a weight are shown. */
const scaleChoice =
  (label: string): Find =>
  (page) =>
    page.getByTestId('scale-controls').getByText(label, { exact: true })
const halvedInUs = steps(
  click(scaleChoice('×½'), byTestId('ingredients')),
  click(scaleChoice('US'), byText('≈')),
)
const openCookMode = click(byTestId('open-cook-mode'), byTestId('cook-step-text'))
const askForALink = steps(
  fill((page) => page.getByLabel('Email'), 'someone@example.com', button('Send the link')),
  click(button('Send the link'), byTestId('forgot-sent')),
)

const pinTheRecipe = steps(click(byTestId('pin-recipe')), click(button('Okay'), byTestId('cooking-toolbar')))
const refuseAShortPassword = steps(
  fill((page) => page.getByLabel('Current password'), 'the current one', button('Change password')),
  fill((page) => page.getByLabel('New password'), 'short', button('Change password')),
  click(button('Change password'), byText('at least 8 characters')),
)

const clipUnreachable = steps(
  fill((page) => page.getByLabel('Address of the recipe page'), 'http://127.0.0.1:9/', button('Clip')),
  click(button('Clip'), (page) => page.getByRole('alert')),
)

/** A pasted text with no recipe in it: the text field, its refusal and the button to read it. */
const pasteNoRecipe = steps(
  fill((page) => page.getByLabel('Text of the recipe'), 'See you on Thursday!', button('Read recipe')),
  click(button('Read recipe'), (page) => page.getByRole('alert')),
)

/** Two web addresses pasted on import files, both on a port nobody listens on: the summary lists each. */
const importTwoAddresses = steps(
  fill(
    (page) => page.getByLabel('Web addresses, one per line'),
    'http://127.0.0.1:9/soup\nhttp://127.0.0.1:9/bread',
    button('Import 2 pages'),
  ),
  click(button('Import 2 pages'), byTestId('address-results')),
)

/** Two files dropped on import files: one recognised, one not, so both lines of the list show. */
const recognizeTwoFiles: Step = async (page) => {
  const recipe = { '@type': 'Recipe', name: 'Bread', recipeIngredient: ['500 g flour'] }
  await page
    .getByTestId('import-files-dropzone')
    .locator('input[type=file]')
    .setInputFiles([
      { name: 'bread.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(recipe)) },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('milk') },
    ])
  const found = page.getByTestId('recognized-file')
  await expect(found).toHaveCount(2)
  return found.first()
}

/** A spreadsheet whose header names no title: the step where its columns are chosen. */
const chooseColumns: Step = async (page) => {
  await page
    .getByTestId('import-files-dropzone')
    .locator('input[type=file]')
    .setInputFiles([
      { name: 'dishes.csv', mimeType: 'text/csv', buffer: Buffer.from('Dish;Needs\nSoup;leeks\n') },
    ])
  return page.getByTestId('csv-columns')
}

/** A JSON-LD file with one good recipe and one without a name, imported to its summary. */
const importTwoRecipes: Step = async (page) => {
  const graph = [
    // Its picture's site refuses the connection: the summary lists it as left out.
    {
      '@type': 'Recipe',
      name: 'Bread',
      recipeIngredient: ['500 g flour'],
      image: 'http://127.0.0.1:9/bread.jpg',
    },
    { '@type': 'Recipe' },
  ]
  const buffer = Buffer.from(JSON.stringify({ '@context': 'https://schema.org', '@graph': graph }))
  const chooser = page.waitForEvent('filechooser')
  await button('Export file')(page).click()
  await (await chooser).setFiles({ name: 'recipes.json', mimeType: 'application/ld+json', buffer })
  await button('Import')(page).click()
  return page.getByRole('region', { name: 'Import summary' })
}

/** Two labels that look alike ("dessert", "desserts") on the fresh account's recipes, and the offer to merge. */
const lookAlikeLabels: Step = async (page) => {
  const token = await page.evaluate(() => window.localStorage.getItem('token'))
  for (const [title, label] of [
    ['Tiramisu', 'dessert'],
    ['Affogato', 'desserts'],
  ] as const) {
    const response = await page.request.post('/api/recipes', {
      headers: { authorization: `Bearer ${token}` },
      data: { title, labels: [label] },
    })
    expect(response.ok()).toBe(true)
  }
  await page.reload()
  return page.getByRole('region', { name: 'These look alike — merge?' })
}

/** A Pepperplate import that stays half done (the service is played by the test, as in import-export). */
const importHalfway: Step = async (page) => {
  const job = { id: '5b0f7c3e-8d1a-4c61-9a57-2f3e4d5c6b7a', type: 'import:pepperplate', status: 'running' }
  await page.route('**/api/scrape/pepperplate?*', (route) =>
    route.fulfill({ status: 202, json: { jobId: job.id } }),
  )
  await page.route(`**/api/jobs/${job.id}`, (route) =>
    route.fulfill({
      json: {
        ...job,
        total: 4,
        progress: 50,
        imported: 2,
        failed: 0,
        duplicatesSkipped: 0,
        failures: [],
        reason: null,
      },
    }),
  )
  await page.getByLabel('Pepperplate email').fill('cook@pepper.test')
  await page.getByLabel('Pepperplate password').fill('secret')
  await button('Sign in and import')(page).click()
  return page.getByText('2 of 4 recipes')
}

/** The server stops answering (the live socket too) and the app is told the network changed. */
const loseTheServer: Step = async (page) => {
  await page.route('**/api/**', (route) => route.abort('connectionrefused'))
  await page.routeWebSocket(/\/grip\/ws/, (socket) => socket.close())
  await page.evaluate(() => window.dispatchEvent(new Event('offline')))
  return page.getByTestId('connection-notice')
}

const saveRecipe: Find = (page) => page.getByTestId('save-recipe').first()
const typeARecipe = fill((page) => page.getByLabel('Title'), 'Goulash', saveRecipe)
/** A typed recipe whose save gets no answer: the form keeps it and says why. */
const saveWithoutAServer = steps(typeARecipe, loseTheServer, click(saveRecipe, byTestId('save-problem')))
/** A typed recipe, then a reload: the editor offers to restore it. */
const reloadWithADraft = steps(typeARecipe, async (page) => {
  await expect
    .poll(() => page.evaluate(() => Object.keys(window.localStorage).join(' ')))
    .toContain('recipeDraft:')
  page.once('dialog', (question) => void question.accept())
  await page.reload()
  return page.getByRole('region', { name: 'Unsaved changes' })
})
const importLosesTheServer = steps(importHalfway, loseTheServer, shows(byTestId('import-unreachable')))
const theirs = (book: SampleBook) => `/recipe/${book.othersRecipeId}`
const copyTheirs = (book: SampleBook) => `/edit-recipe/${book.othersRecipeId}`

const STATES: State[] = [
  // Signed out
  { name: 'welcome', as: 'visitor', path: '/welcome' },
  { name: 'log in', as: 'visitor', path: '/auth/login', open: shows(byTestId('self-hosted-banner')) },
  { name: 'toast', as: 'visitor', path: '/auth/login', open: showToast },
  {
    name: 'forgot password',
    as: 'visitor',
    path: '/forgot-password',
    open: click(button('Send the link'), dialog),
  },
  { name: 'forgot password sent', as: 'visitor', path: '/forgot-password', open: askForALink },
  { name: 'register', as: 'visitor', path: '/auth/register' },
  { name: 'about', as: 'visitor', path: '/about' },
  { name: 'about details', as: 'visitor', path: '/about/details', open: shows(byTestId('licenses')) },
  { name: 'contact', as: 'visitor', path: '/about/contact', open: shows(byTestId('contact-email')) },
  { name: 'legal', as: 'visitor', path: '/legal' },
  { name: 'contribute', as: 'visitor', path: '/contribute', open: shows(byText('Contribute on')) },
  { name: 'contribution thanks', as: 'visitor', path: '/contribute/thankyou' },
  {
    name: 'install',
    as: 'visitor',
    path: '/install',
    open: click(button('Safari on iPhone and iPad'), byText('Tap the Share button')),
  },
  { name: 'not found', as: 'visitor', path: '/no/such/page' },
  { name: 'settings, signed out', as: 'visitor', path: '/settings' },
  { name: 'side menu, signed out', as: 'visitor', path: '/welcome', open: click(byTestId('menu-button')) },
  { name: 'page that failed to load', as: 'visitor', path: '/welcome', open: failToLoadAPage },
  { name: 'missing recipe', as: 'visitor', path: NO_SUCH_RECIPE, open: shows(byText('does not exist')) },
  { name: 'auth modal', as: 'expired', path: HOME, open: shows(dialog) },
  // The recipe book
  { name: 'recipe list', as: 'cook', path: HOME, preferences: LIST, open: shows(firstRecipe) },
  { name: 'recipe tiles', as: 'cook', path: HOME, preferences: TILES, open: shows(firstRecipe) },
  {
    name: 'filtered by a label',
    as: 'cook',
    path: `${HOME}?labels=soup`,
    open: shows(byTestId('active-labels')),
  },
  { name: 'inbox', as: 'cook', path: '/list/inbox', open: shows(firstRecipe) },
  { name: 'empty list', as: 'newcomer', path: HOME, open: shows(byTestId('empty-list')) },
  { name: 'nothing found', as: 'cook', path: HOME, open: fill(search, 'zz', byTestId('empty-list')) },
  { name: 'label filter', as: 'cook', path: HOME, open: click(byTestId('label-filter'), labelSoup) },
  { name: 'list options', as: 'cook', path: HOME, open: click(listOptions, menu) },
  { name: 'selection tutorial', as: 'cook', path: HOME, open: pick(listOptions, 'Select recipes…') },
  { name: 'selection bar', as: 'cook', path: HOME, open: selectOne },
  { name: 'label the selected', as: 'cook', path: HOME, open: steps(selectOne, click(inBar('Add label'))) },
  { name: 'delete the selected', as: 'cook', path: HOME, open: steps(selectOne, click(inBar('Delete'))) },
  { name: 'delete by labels', as: 'cook', path: HOME, open: pick(listOptions, 'Delete recipes by label…') },
  { name: 'side menu, signed in', as: 'cook', path: HOME, open: click(byTestId('menu-button')) },
  { name: 'docked menu', as: 'cook', path: '/settings', preferences: DOCKED },
  // One recipe
  { name: 'recipe', as: 'cook', path: tart, open: shows(byTestId('recipe-gallery')) },
  { name: 'recipe actions', as: 'cook', path: tart, open: click(byTestId('recipe-menu'), menu) },
  { name: 'delete recipe', as: 'cook', path: tart, open: pick(byTestId('recipe-menu'), 'Delete') },
  { name: 'print dialog', as: 'cook', path: tart, open: click(button('Print or embed')) },
  { name: 'pinned', as: 'cook', path: tart, open: pinTheRecipe },
  { name: 'recipe halved in US units', as: 'cook', path: tart, open: halvedInUs },
  { name: 'clear the pins', as: 'cook', path: tart, open: steps(pinTheRecipe, click(button('Clear'))) },
  { name: 'cook mode', as: 'cook', path: tart, open: openCookMode },
  {
    name: 'cook mode, a timer running',
    as: 'cook',
    path: tart,
    open: steps(openCookMode, click(button('Start a timer: 15 minutes'), byTestId('cook-timer'))),
  },
  { name: 'new recipe', as: 'cook', path: '/edit-recipe/new' },
  { name: 'clip failed', as: 'cook', path: '/edit-recipe/new', open: clipUnreachable },
  { name: 'pasted text, no recipe', as: 'cook', path: '/edit-recipe/new?clip=text', open: pasteNoRecipe },
  { name: 'edit recipe', as: 'cook', path: editTart, open: shows(firstPicture) },
  // Shopping lists and meal plans
  {
    name: 'no shopping lists',
    as: 'newcomer',
    path: '/shopping-lists',
    open: shows(byText('No shopping lists')),
  },
  { name: 'shopping lists', as: 'cook', path: '/shopping-lists', open: shows(byText('Weekly shop')) },
  { name: 'shopping list', as: 'cook', path: shoppingList, open: shows(byTestId('done-section')) },
  { name: 'shopping list options', as: 'cook', path: shoppingList, open: click(button('List options')) },
  { name: 'move to an aisle', as: 'cook', path: shoppingList, open: pick(lemonActions, 'Move to aisle') },
  { name: 'share a list', as: 'cook', path: shoppingList, open: pick(listActions, 'Share with friends') },
  { name: 'no meal plans', as: 'newcomer', path: '/meal-planners', open: shows(byText('No meal plans yet')) },
  { name: 'meal plans', as: 'cook', path: '/meal-planners', open: shows(byText('This week')) },
  { name: 'meal plan, month', as: 'cook', path: mealPlan, open: shows(firstMeal) },
  { name: 'a day of meals', as: 'cook', path: mealPlan, open: click(todayButton) },
  {
    name: 'calendar feed',
    as: 'cook',
    path: mealPlan,
    open: pick(planOptions, 'Subscribe in your calendar'),
  },
  { name: 'recipe to a list', as: 'cook', path: tart, open: pick(recipeMenu, 'Add to shopping list') },
  { name: 'recipe to a plan', as: 'cook', path: tart, open: pick(recipeMenu, 'Add to meal plan') },
  // Labels, settings, import and export
  { name: 'labels', as: 'cook', path: '/labels', open: shows(byTestId('labels-table')) },
  { name: 'no labels', as: 'newcomer', path: '/labels', open: shows(byText('No labels yet')) },
  { name: 'look-alike labels', as: 'fresh', path: '/labels', open: lookAlikeLabels },
  { name: 'label actions', as: 'cook', path: '/labels', open: click(dessertActions, menu) },
  { name: 'rename label', as: 'cook', path: '/labels', open: pick(dessertActions, 'Rename') },
  { name: 'merge labels', as: 'cook', path: '/labels', open: pick(dessertActions, 'Merge') },
  { name: 'delete label', as: 'cook', path: '/labels', open: pick(dessertActions, 'Delete') },
  { name: 'settings', as: 'cook', path: '/settings' },
  {
    name: 'settings, offline recipe book on',
    as: 'cook',
    path: '/settings',
    preferences: { global: { enableExperimentalOfflineCache: true } },
    open: shows(byText('Your recipes are saved on this device')),
  },
  { name: 'account', as: 'cook', path: '/settings/account', open: shows(byText('Change password')) },
  { name: 'password refused', as: 'cook', path: '/settings/account', open: refuseAShortPassword },
  { name: 'delete account', as: 'cook', path: '/settings/account', open: click(button('Delete my account')) },
  { name: 'import', as: 'newcomer', path: '/settings/import', open: shows(byText('Nothing imported yet.')) },
  { name: 'import a file', as: 'cook', path: '/settings/import/paprika' },
  { name: 'import files', as: 'cook', path: '/settings/import/files' },
  { name: 'import files recognised', as: 'cook', path: '/settings/import/files', open: recognizeTwoFiles },
  { name: 'import a spreadsheet', as: 'cook', path: '/settings/import/files', open: chooseColumns },
  { name: 'import web addresses', as: 'cook', path: '/settings/import/files', open: importTwoAddresses },
  { name: 'import from Pepperplate', as: 'cook', path: '/settings/import/pepperplate' },
  { name: 'import running', as: 'cook', path: '/settings/import/pepperplate', open: importHalfway },
  { name: 'import summary', as: 'fresh', path: '/settings/import/json-ld', open: importTwoRecipes },
  { name: 'export', as: 'cook', path: '/settings/export' },
  // When the server cannot be reached, and other people's recipes
  { name: 'server unreachable', as: 'cook', path: HOME, open: steps(shows(firstRecipe), loseTheServer) },
  {
    name: 'import loses the server',
    as: 'cook',
    path: '/settings/import/pepperplate',
    open: importLosesTheServer,
  },
  { name: 'save without a server', as: 'cook', path: '/edit-recipe/new', open: saveWithoutAServer },
  { name: 'unsaved changes offered', as: 'cook', path: '/edit-recipe/new', open: reloadWithADraft },
  {
    name: 'someone else’s recipe',
    as: 'cook',
    path: theirs,
    open: shows((page) => page.getByRole('link', { name: 'Save a copy' })),
  },
  {
    name: 'a copy in the editor',
    as: 'cook',
    path: copyTheirs,
    open: shows(byText('This recipe belongs to someone else')),
  },
]

const VARIANTS = [
  { width: 1366, height: 900, scheme: 'light' },
  { width: 1366, height: 900, scheme: 'dark' },
  { width: 390, height: 844, scheme: 'dark' },
  { width: 390, height: 844, scheme: 'light' },
] as const

/** The sample book is made once per worker; nothing here changes it (no dialog is confirmed). */
const test = base.extend<object, { book: SampleBook }>({
  book: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL })
      await use(await makeSampleBook(request))
      await request.dispose()
    },
    { scope: 'worker' },
  ],
})

async function sessionOf(page: Page, who: Who, book: SampleBook): Promise<string | null> {
  if (who === 'visitor') return null
  if (who === 'expired') return 'a-session-that-ended'
  if (who === 'fresh') return registerByApi(page.request, newAccount('Ottolenghi'))
  return book[who]
}

async function open(page: Page, state: State, book: SampleBook): Promise<void> {
  if (state.preferences) {
    await page.addInitScript((preferences) => {
      if (window.sessionStorage.getItem('preferences-seeded')) return
      window.sessionStorage.setItem('preferences-seeded', 'yes')
      window.localStorage.setItem('preferences', preferences)
    }, JSON.stringify(state.preferences))
  }
  const path = typeof state.path === 'string' ? state.path : state.path(book)
  const token = await sessionOf(page, state.as, book)
  if (token) await openSignedIn(page, token, path)
  else await page.goto(`/#${path}`)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  if (state.open) await expect(await state.open(page)).toBeVisible()
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0)
}

/** Until nothing moves: a dialog still fading in would be measured in colours it does not end with. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  )
}

/** A page that works at 390 px fits it: nothing to scroll sideways to. */
async function findSidewaysScrolling(page: Page): Promise<Violation[]> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  const screen = page.viewportSize()!.width
  if (width <= screen) return []
  const summary = `The page is ${width} px wide on a screen of ${screen} px`
  return [
    {
      rule: 'sideways-scrolling',
      impact: 'serious',
      help: 'Fits the screen',
      nodes: [{ target: 'html', summary }],
    },
  ]
}

for (const state of STATES) {
  test(`${state.name}: no serious accessibility violation, in light and dark, at 1366 and 390 px`, async ({
    page,
    book,
  }) => {
    await page.setViewportSize(VARIANTS[0])
    await open(page, state, book)
    const found: { variant: string; violations: Violation[] }[] = []
    for (const variant of VARIANTS) {
      await page.setViewportSize(variant)
      await page.emulateMedia({ colorScheme: variant.scheme })
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', variant.scheme)
      await settle(page)
      const violations = [...(await findSeriousViolations(page)), ...(await findSidewaysScrolling(page))]
      found.push({ variant: `${variant.width}px ${variant.scheme}`, violations })
    }
    // Every variant's findings, for counting across states (the json reporter keeps annotations).
    test.info().annotations.push({ type: 'axe', description: JSON.stringify(found) })
    expect(describeViolations(found), `serious or critical violations in "${state.name}"`).toBe('')
  })
}
