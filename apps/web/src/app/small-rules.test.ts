import { afterEach, describe, expect, test, vi } from 'vitest'
import { safeRedirect } from '../pages/auth/AuthPage.tsx'
import { lazyPage } from './lazy-page.ts'
import { menuItems } from './menu-items.ts'
import { isOldBrowser, warnIfOldBrowser } from './old-browser.ts'

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('the side menu', () => {
  test('logged out: welcome, login, register, about', () => {
    expect(menuItems(false).map((item) => item.id)).toEqual(['welcome', 'login', 'register', 'about'])
  })

  test('logged in: the built areas in the order of spec §2, log out last', () => {
    expect(menuItems(true).map((item) => item.id)).toEqual([
      'home',
      'labels',
      'people',
      'messages',
      'inbox',
      'new-recipe',
      'shopping-lists',
      'meal-planners',
      'settings',
      'about',
      'logout',
    ])
  })

  test('an administrator gets Admin after Settings; nobody signed out does', () => {
    const ids = menuItems(true, undefined, true).map((item) => item.id)
    expect(ids.slice(ids.indexOf('settings'), ids.indexOf('settings') + 2)).toEqual(['settings', 'admin'])
    expect(menuItems(false, undefined, true).map((item) => item.id)).not.toContain('admin')
  })

  test('Contribute only where the instance turns contribution on, in its place of spec §2', () => {
    const on = { enableContribution: true, enableInstallInstructions: false }
    expect(menuItems(false, on).map((item) => item.id)).toEqual([
      'welcome',
      'login',
      'register',
      'contribute',
      'about',
    ])
    const loggedIn = menuItems(true, on).map((item) => item.id)
    expect(loggedIn.slice(loggedIn.indexOf('meal-planners'))).toEqual([
      'meal-planners',
      'contribute',
      'settings',
      'about',
      'logout',
    ])
    expect(
      menuItems(true, { enableContribution: false, enableInstallInstructions: true }).map((item) => item.id),
    ).not.toContain('contribute')
  })

  test('Download only where install instructions are on, before Contribute (spec §2)', () => {
    const both = { enableContribution: true, enableInstallInstructions: true }
    expect(menuItems(false, both).map((item) => item.id)).toEqual([
      'welcome',
      'login',
      'register',
      'download',
      'contribute',
      'about',
    ])
    const loggedIn = menuItems(true, both).map((item) => item.id)
    expect(loggedIn.slice(loggedIn.indexOf('meal-planners'), -3)).toEqual([
      'meal-planners',
      'download',
      'contribute',
    ])
    expect(
      menuItems(true, { enableContribution: false, enableInstallInstructions: false }),
    ).not.toContainEqual(expect.objectContaining({ id: 'download' }))
  })
})

describe('a page that fails to load', () => {
  test('asks once whether to reload, and stays when the answer is no', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
    const failing = lazyPage(() => Promise.reject(new Error('Failed to fetch dynamically imported module')))
    await expect(failing()).rejects.toThrow('dynamically imported')
    await expect(failing()).rejects.toThrow()
    expect(confirm).toHaveBeenCalledOnce()
    expect(confirm.mock.calls[0]![0]).toBe(
      'There was a connection interruption while loading this page. Do you want to reload the application?',
    )
  })

  test('a page that loads becomes the route component', async () => {
    const Component = () => null
    expect(await lazyPage(() => Promise.resolve({ default: Component }))()).toEqual({ Component })
  })
})

describe('the old-browser notice', () => {
  test('recognises Internet Explorer only', () => {
    expect(isOldBrowser('Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko')).toBe(true)
    expect(isOldBrowser('Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1)')).toBe(true)
    expect(
      isOldBrowser('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36'),
    ).toBe(false)
  })

  test('is shown once, then remembered', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0)',
    )
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined)
    warnIfOldBrowser()
    warnIfOldBrowser()
    expect(alert).toHaveBeenCalledOnce()
  })
})

describe('the redirect after login', () => {
  test('accepts in-app paths only', () => {
    expect(safeRedirect('/settings/account')).toBe('/settings/account')
    expect(safeRedirect('//evil.example.com')).toBe('/list/main')
    expect(safeRedirect('https://evil.example.com')).toBe('/list/main')
    expect(safeRedirect(null)).toBe('/list/main')
  })
})
