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
