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
}

export interface AuthSession {
  sessionId: string
  userId: string
  /** Until when it lives without another request (each request slides it). */
  expiresAt: Date
  user: SessionUser
}

/** What the HTTP layer and the socket ask of the sessions: whose a token is, and whether a session still lives. */
export interface SessionLookup {
  authenticate(token: string): Promise<AuthSession | null>
  /** When the session expires, or null when it has ended. */
  liveUntil(sessionId: string): Promise<Date | null>
}
