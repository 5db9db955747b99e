/**
 * How the live socket at /grip/ws ends when the token is the reason (codes 4000–4999 are the
 * application's own). Both mean the same to a client: this token signs in no more, so reconnecting with
 * it is pointless until the next login.
 */
export const SOCKET_CLOSE_CODES = {
  /** The token was refused when the socket opened: unknown, ended or expired. */
  unauthorized: 4401,
  /**
   * The session ended while the socket was open: signed out, a password changed or reset elsewhere, the
   * account deleted, or its 60 days without use ran out. (4410, after HTTP's 410 Gone.)
   */
  sessionEnded: 4410,
} as const
