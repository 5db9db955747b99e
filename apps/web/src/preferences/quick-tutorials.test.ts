import { beforeEach, expect, test } from 'vitest'
import {
  dismissQuickTutorial,
  hasSeenQuickTutorial,
  quickTutorialStore,
  showQuickTutorial,
} from './quick-tutorials.ts'

beforeEach(() => {
  localStorage.clear()
  quickTutorialStore.set(null)
})

test('a tutorial shows once, and counts as seen only after it is dismissed', () => {
  showQuickTutorial('splitPaneView')
  expect(quickTutorialStore.get()).toBe('splitPaneView')
  expect(hasSeenQuickTutorial('splitPaneView')).toBe(false)
  dismissQuickTutorial()
  expect(quickTutorialStore.get()).toBeNull()
  expect(JSON.parse(localStorage.getItem('seenQuickTutorialOptions')!)).toEqual(['splitPaneView'])
  showQuickTutorial('splitPaneView')
  expect(quickTutorialStore.get()).toBeNull()
})

test('each id is tracked on its own', () => {
  showQuickTutorial('splitPaneView')
  dismissQuickTutorial()
  showQuickTutorial('pinnedRecipes')
  expect(quickTutorialStore.get()).toBe('pinnedRecipes')
})
