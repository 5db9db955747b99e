import { describe, expect, test } from 'vitest'
import { defaultPreferences, defaultViewType, mergePreferences } from './preferences.ts'

const desktop = { width: 1920, height: 1080 }

describe('preferences', () => {
  test('has every default of spec §3', () => {
    expect(defaultPreferences(desktop)).toEqual({
      global: {
        enableSplitPane: false,
        enableExperimentalOfflineCache: false,
        language: null,
        colorScheme: 'auto',
      },
      myRecipes: {
        enableLabelIntersection: false,
        showLabels: true,
        showLabelChips: false,
        showImages: true,
        showSource: false,
        showRecipeDescription: true,
        viewType: 'tiles',
        sortBy: 'title',
        includeFriends: 'no',
      },
      recipeDetails: { enableWakeLock: true },
      manageLabels: { showCreatedAt: true },
      mealPlan: { showAddedBy: false, showAddedOn: false, startOfWeek: 'monday' },
      shoppingList: {
        sortBy: '-createdAt',
        showAddedBy: false,
        showAddedOn: false,
        showRecipeTitle: true,
        preferDelete: false,
        groupSimilar: true,
        groupCategories: true,
      },
    })
  })

  test('the view type is a list when the smaller side of the screen is under 440 px', () => {
    expect(defaultViewType({ width: 390, height: 844 })).toBe('list')
    expect(defaultViewType({ width: 844, height: 390 })).toBe('list')
    expect(defaultViewType({ width: 440, height: 900 })).toBe('tiles')
  })

  test('stored values win over defaults, one by one', () => {
    const merged = mergePreferences(defaultPreferences(desktop), {
      global: { enableSplitPane: true, language: 'de-de' },
      shoppingList: { groupSimilar: false },
    })
    expect(merged.global).toEqual({
      enableSplitPane: true,
      enableExperimentalOfflineCache: false,
      language: 'de-de',
      colorScheme: 'auto',
    })
    expect(merged.shoppingList.groupSimilar).toBe(false)
    expect(merged.shoppingList.groupCategories).toBe(true)
  })

  test('a stored "-title" sort becomes "title"', () => {
    expect(
      mergePreferences(defaultPreferences(desktop), { myRecipes: { sortBy: '-title' } }).myRecipes.sortBy,
    ).toBe('title')
  })

  test('values of the wrong type and garbage fall back to the defaults', () => {
    const defaults = defaultPreferences(desktop)
    expect(mergePreferences(defaults, { global: { enableSplitPane: 'yes' } }).global.enableSplitPane).toBe(
      false,
    )
    expect(mergePreferences(defaults, 'nonsense')).toEqual(defaults)
    expect(mergePreferences(defaults, null)).toEqual(defaults)
  })
})

describe('setPreference', () => {
  test('stores a change and tells subscribers, but a write of the same value is no change', async () => {
    const { preferencesStore, setPreference } = await import('./preferences.ts')
    const heard: unknown[] = []
    const stop = preferencesStore.subscribe(() => heard.push(preferencesStore.get().global.enableSplitPane))
    setPreference('global', 'enableSplitPane', true)
    setPreference('global', 'enableSplitPane', true)
    stop()
    expect(heard).toEqual([true])
    expect(JSON.parse(localStorage.getItem('preferences')!)).toMatchObject({
      global: { enableSplitPane: true },
    })
  })
})
