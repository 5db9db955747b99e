/**
 * The language of a page the browser opens itself (the app's first page, print pages): the one asked for in
 * the address, else the browser's first we have.
 */
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { PAGE_LANGUAGES, type PageLanguage } from '../formats/print/print-words.ts'

export const ZPageLanguage = z.enum(PAGE_LANGUAGES).optional()

/** The language asked for, else the first of the browser's languages we have, else English. */
export function languageOf(request: FastifyRequest, asked: PageLanguage | undefined): PageLanguage {
  if (asked) return asked
  const accepted = (request.headers['accept-language'] ?? '').toLowerCase().split(',')
  for (const entry of accepted) {
    const primary = entry.trim().slice(0, 2)
    const match = PAGE_LANGUAGES.find((language) => language.startsWith(primary))
    if (match) return match
  }
  return 'en-us'
}
