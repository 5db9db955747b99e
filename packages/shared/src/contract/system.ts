import { z } from 'zod'
import { defineEndpoints } from './endpoint.ts'

export const ZHealth = z.object({
  ok: z.literal(true),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
})
export type THealth = z.output<typeof ZHealth>

/**
 * Readiness: the database answers, Redis too where the server uses it (REDIS_URL), and the picture storage
 * (DATA_DIR/images can be written to, or the S3_URL bucket answers).
 */
export const ZReady = z.object({
  ok: z.literal(true),
  database: z.literal('ok'),
  redis: z.enum(['ok', 'not configured']),
  storage: z.literal('ok'),
})
export type TReady = z.output<typeof ZReady>

/** The longest name an operator may give the instance (INSTANCE_NAME). */
export const MAX_INSTANCE_NAME_LENGTH = 60

/**
 * Where links that leave the app point (calendar feeds, mails, embed code): PUBLIC_URL, else the address
 * the request came to, else (a Host header that is no address) the server's own, http://localhost:PORT.
 */
export const ZLinkAddress = z.object({
  url: z.string(),
  source: z.enum(['PUBLIC_URL', 'request', 'server']),
})
export type TLinkAddress = z.output<typeof ZLinkAddress>

export const ZInstance = z.object({
  version: z.string(),
  registrationEnabled: z.boolean(),
  contactEmail: z.string().nullable(),
  /** What the operator calls this server; null: just Rosemary. */
  instanceName: z.string().nullable(),
  /** The self-hosted variant: "Self Hosted" after the menu title, and the sign-in pages' warnings. */
  selfHosted: z.boolean(),
  /** Feature flags as this instance sets them (spec §3), from its environment. */
  flags: z.object({
    enableContribution: z.boolean(),
    /** The install page and the menu's Download item. */
    enableInstallInstructions: z.boolean(),
    /** The setting that keeps the whole recipe book in the browser for use offline. */
    enableExperimentalOfflineCache: z.boolean(),
  }),
  /** Where the Contribute page sends people (an https page of the operator's); null while it is off. */
  contributeUrl: z.string().nullable(),
  /** How people sign in: with a password (and register with one), and through an OpenID Connect provider. */
  signIn: z.object({
    password: z.boolean(),
    /** The provider's name for the "Sign in with …" button; null: no provider. */
    oidc: z.object({ name: z.string() }).nullable(),
  }),
  /** Whether mail reaches people; false: a forgotten password needs a reset link from the operator. */
  sendsMail: z.boolean(),
  /** The address links that leave the app use, as this request sees it. */
  links: ZLinkAddress,
})
export type TInstance = z.output<typeof ZInstance>

export const systemEndpoints = defineEndpoints({
  'GET /health': {
    summary: 'Whether the server can serve requests (503 while it cannot)',
    tag: 'system',
    access: 'public',
    response: ZHealth,
    errors: [503],
  },
  'GET /ready': {
    summary:
      'Whether this process can take traffic: its database and, where configured, Redis answer within 2 seconds (503 naming the one that does not, in fields); /health stays the liveness check',
    tag: 'system',
    access: 'public',
    response: ZReady,
    errors: [503],
  },
  'GET /instance': {
    summary:
      'What this Rosemary instance offers: version, open registration, who runs it and under what name, whether it shows the self-hosted notices, whether it sends mail, how people sign in (password, an OpenID Connect provider), the address its outside links use, its feature flags (contribution off unless the operator sets ENABLE_CONTRIBUTION and CONTRIBUTE_URL; install instructions on unless ENABLE_INSTALL_INSTRUCTIONS is false; the offline recipe book off unless ENABLE_EXPERIMENTAL_OFFLINE_CACHE is true)',
    tag: 'system',
    access: 'public',
    response: ZInstance,
  },
})
