/**
 * What every page the browser opens itself shares: the page's language, and the answer under its own
 * Content-Security-Policy (inline styles and the print script run under a fresh nonce, nothing else runs).
 */
import { randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { PAGE_LANGUAGES, type PageLanguage } from '../../formats/print/print-words.ts'

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

export function newNonce(): string {
  return randomBytes(16).toString('base64')
}

/** The page, never cached (it may hold private text), under a CSP that lets only the nonce'd style and script run. */
export function sendPage(reply: FastifyReply, html: string, nonce: string, frameAncestors: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; img-src 'self' data: https: http:; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors ${frameAncestors}`,
    )
    .send(html)
}
