/** Set at build time by vite.config.ts. */
declare const __APP_VERSION__: string
declare const __APP_BUILD__: string
