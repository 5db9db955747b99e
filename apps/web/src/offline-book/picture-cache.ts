/**
 * Where the offline recipe book keeps its pictures' thumbnails: a Cache Storage cache of its own, which the
 * sync fills and the recipe pages read while offline (offline-picture.ts). A module of its own so that the
 * pages showing pictures do not load the book's IndexedDB library (Dexie) with their first paint.
 */
export const PICTURE_CACHE = 'rosemary-offline-book-pictures'
