/**
 * What every page the browser opens itself shares (its language: http/page-language.ts): the answer under its own
 * Content-Security-Policy (inline styles and the print script run under a fresh nonce, nothing else runs).
 */
import { randomBytes } from 'node:crypto'
import type { FastifyReply } from 'fastify'

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
