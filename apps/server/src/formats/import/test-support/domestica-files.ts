/** Domestica (Homechart) exports built in code for tests: a JSON list of recipes with Homechart's keys. */
import { strToU8 } from 'fflate'

export type DomesticaJson = Record<string, unknown>

/** A recipe with the keys Homechart writes, in the shapes its API has; `fields` replace or add keys. */
export function domesticaJson(fields: DomesticaJson = {}): DomesticaJson {
  return {
    authHouseholdID: '5f2a1c3e-0b1d-4c7a-9e3f-112233445566',
    complexity: 2,
    cookMealPlanCount: 0,
    cookMealPlanLast: null,
    created: '2020-03-14T09:26:53Z',
    deleted: null,
    directions: '1. Rinse the lentils.\n2. Simmer 40 minutes.',
    id: '0c9d8e7f-6a5b-4c3d-2e1f-00aa11bb22cc',
    image: '',
    ingredients: '1 cup red lentils\n1 l water',
    labelsValuesIDs: [],
    name: 'Lentil soup',
    notes: [],
    public: false,
    rating: 0,
    servings: '4',
    shortID: '12',
    source: 'https://example.com/lentil-soup',
    tags: [],
    timeCook: 40,
    timePrep: 10,
    updated: '2020-03-14T09:26:53Z',
    ...fields,
  }
}

export const domesticaExport = (recipes: DomesticaJson[]): Uint8Array => strToU8(JSON.stringify(recipes))
