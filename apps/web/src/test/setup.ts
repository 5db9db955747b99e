/** Web unit tests speak en-us, loaded synchronously. */
import i18next from 'i18next'
import pages from '../i18n/locales/en-us/pages.json'
import shell from '../i18n/locales/en-us/shell.json'

await i18next.init({
  lng: 'en-us',
  lowerCaseLng: true,
  resources: { 'en-us': { translation: { ...shell, ...pages } } },
  interpolation: { escapeValue: false },
})

// jsdom lays nothing out and cannot scroll: the windows of rows (recipes, shopping items) scroll the page to
// keep what is on screen in place as rows are measured, which jsdom would report as "not implemented".
window.scrollTo = () => undefined
