import { fileURLToPath } from 'node:url'
import { MANIFEST_WORDS, NEW_RECIPE_SHORTCUT, SHOPPING_LISTS_SHORTCUT } from '@rosemary/shared'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import rootPackage from '../../package.json' with { type: 'json' }
import { buildInfo } from './build/build-info.ts'
import { licensesPlugin } from './build/licenses-plugin.ts'
import { preloadedDependencies } from './build/module-preload.ts'
import { precompressPlugin } from './build/precompress-plugin.ts'
import { sourceStampPlugin } from './build/source-stamp-plugin.ts'
import { startPreloadPlugin } from './build/start-preload-plugin.ts'

const info = buildInfo(rootPackage.version)
/** The manifest is written in English; the server answers it in the reader's language. */
const words = MANIFEST_WORDS['en-us']
const apiServer = process.env.ROSEMARY_API ?? 'http://localhost:3000'
/** Source bytes (before minifying) under which a shared chunk is copied into its users rather than fetched. */
const INLINED_CHUNK_MAX_BYTES = 8000
const STYLES = /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/

export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(info.version),
    __APP_BUILD__: JSON.stringify(info.build),
  },
  plugins: [
    react(),
    VitePWA({
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        id: '/',
        name: 'Rosemary',
        short_name: 'Rosemary',
        description: words.description,
        theme_color: '#2f6b4f',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          // Drawn by scripts/make-app-images.ts: the sprig inside the safe zone launchers cut shapes from.
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // Taken by e2e/scripts/screenshot.ts; shown in the browsers' install dialogs.
        screenshots: [
          {
            src: '/screenshots/narrow.png',
            sizes: '780x1688',
            type: 'image/png',
            form_factor: 'narrow',
            label: words.screenshots.narrow,
          },
          {
            src: '/screenshots/wide.png',
            sizes: '1280x800',
            type: 'image/png',
            form_factor: 'wide',
            label: words.screenshots.wide,
          },
        ],
        shortcuts: [
          {
            name: words.shortcuts[NEW_RECIPE_SHORTCUT],
            url: NEW_RECIPE_SHORTCUT,
            icons: [{ src: '/icons/shortcut-new-recipe.png', sizes: '96x96', type: 'image/png' }],
          },
          {
            name: words.shortcuts[SHOPPING_LISTS_SHORTCUT],
            url: SHOPPING_LISTS_SHORTCUT,
            icons: [{ src: '/icons/shortcut-shopping-lists.png', sizes: '96x96', type: 'image/png' }],
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Web Push (public/push-sw.js) runs inside the generated worker; it is part of the worker, not precached.
        importScripts: ['/push-sw.js'],
        // The screenshots are for the install dialog only: no device needs them offline.
        globIgnores: ['**/node_modules/**/*', 'push-sw.js', 'screenshots/**'],
        navigateFallback: '/index.html',
        // The first visit's page is served by the worker as soon as it is installed, not from the next load
        // on: a list opened once keeps loading the parts it asks for later (menus, dialogs) without signal.
        clientsClaim: true,
        // The clip bookmarklet's window comes from the server, whose headers keep its opener (http/web-app.ts).
        navigateFallbackDenylist: [/^\/api\//, /^\/grip\//, /[?&]clip=bookmarklet(&|$)/],
      },
    }),
    startPreloadPlugin(),
    licensesPlugin(),
    precompressPlugin(),
    sourceStampPlugin(fileURLToPath(new URL('../..', import.meta.url))),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      // Needed by the inlining below; the app's chunks export only what other chunks import.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // What the entry imports runs on every load: one file with it, not one per module.
          groups: [{ name: 'entry', tags: ['$initial'] }],
          // The small files that pages share (a Mantine component, an icon, a hook) are copied into the
          // files that use them, with one state for all the copies. The recipe list asked for some 60
          // files, six at a time, and a visitor's welcome page for 33 of 300 header bytes each.
          // Chunks with styles stay files: Vite emits a chunk's CSS from every chunk that holds it.
          experimentalInlineCommonChunks: { maxSize: INLINED_CHUNK_MAX_BYTES, exclude: STYLES },
        },
      },
    },
    modulePreload: {
      resolveDependencies: (_filename, deps, context) => preloadedDependencies(deps, context),
    },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/grip': { target: apiServer, ws: true },
    },
  },
})
