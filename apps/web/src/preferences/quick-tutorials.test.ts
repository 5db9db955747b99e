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

test.each(['multipleRecipeSelection', 'multipleLabelSelection', 'splitPaneView', 'pinnedRecipes'] as const)(
  '%s is remembered across visits, beside the ids seen before',
  (id) => {
    localStorage.setItem('seenQuickTutorialOptions', JSON.stringify(['experimentalOfflineCache']))
    showQuickTutorial(id)
    expect(quickTutorialStore.get()).toBe(id)
    dismissQuickTutorial()
    expect(JSON.parse(localStorage.getItem('seenQuickTutorialOptions')!)).toEqual([
      'experimentalOfflineCache',
      id,
    ])
    // What a new visit reads: the stored list alone.
    quickTutorialStore.set(null)
    showQuickTutorial(id)
    expect(quickTutorialStore.get()).toBeNull()
  },
)

test('a second tutorial does not cover one on screen', () => {
  showQuickTutorial('multipleRecipeSelection')
  showQuickTutorial('multipleLabelSelection')
  expect(quickTutorialStore.get()).toBe('multipleRecipeSelection')
  dismissQuickTutorial()
  expect(hasSeenQuickTutorial('multipleLabelSelection')).toBe(false)
})
