/**
 * Who a request or a socket belongs to, as the HTTP layer and the live socket see it: the session a token
 * names and its account. The sessions module keeps and checks them (modules/sessions); what it answers is
 * declared here, so the layers under the modules need not import them.
 */

/** The account behind a session, as of this request. */
export interface SessionUser {
  id: string
  name: string
  email: string
  handle: string | null
  enableProfile: boolean
  createdAt: Date
  /** As of the lookup, which may be remembered for a while: what the app shows. Admin routes ask afresh. */
  isAdmin: boolean
  /** false for an account made through the identity provider until its owner sets a password. */
  hasPassword: boolean
}

/** A personal API token a request came with, in place of a session. */
export interface ApiTokenUse {
  id: string
  scope: 'read' | 'write'
}

export interface AuthSession {
  /** The session's id; for an API token, the token's (no session's: see `apiToken`). */
  sessionId: string
  userId: string
  /** Until when it lives without another request (each request slides it). */
  expiresAt: Date
  user: SessionUser
  /** Set when the caller sent a personal API token rather than a session's. */
  apiToken: ApiTokenUse | null
}

/** What the HTTP layer and the socket ask of the sessions: whose a token is, and whether a session still lives. */
export interface SessionLookup {
  authenticate(token: string): Promise<AuthSession | null>
  /** When the session expires, or null when it has ended. */
  liveUntil(sessionId: string): Promise<Date | null>
}

/** Personal API tokens (modules/api-tokens), which the HTTP layer takes where a session's are taken. */
export interface ApiTokenLookup {
  /** The token's account as an AuthSession with `apiToken` set; null: unknown, revoked or a disabled account. */
  authenticate(token: string): Promise<AuthSession | null>
}

/** Whether an account runs the server, read now (never remembered), for the admin routes. */
export interface AdminLookup {
  isAdmin(userId: string): Promise<boolean>
}
