/** Web unit tests speak en-us, loaded synchronously. */
import i18next from 'i18next'
import enUs from '../i18n/locales/en-us.json'

await i18next.init({
  lng: 'en-us',
  lowerCaseLng: true,
  resources: { 'en-us': { translation: enUs } },
  interpolation: { escapeValue: false },
})
