/**
 * The limits of messages, apart from their schemas: the web app's composer counts characters against them
 * without loading zod and the contract's schemas (26 kB of gzip JavaScript) into the thread page.
 */
export const MAX_MESSAGE_LENGTH = 10_000
export const MAX_THREAD_PAGE = 200
