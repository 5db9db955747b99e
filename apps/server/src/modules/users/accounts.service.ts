/**
 * Signing up, in and out, and the account itself: the flows where passwords and sessions meet.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { TSession } from '@rosemary/shared/contract'
import type { UserRow } from '../../db/schema/index.ts'
import { AppError, isUniqueViolation } from '../../errors.ts'
import type { Mailer } from '../../mail/mailer.ts'
import {
  type Argon2Cost,
  hashPassword,
  isPasswordSet,
  verifyAgainstDecoy,
  verifyPassword,
} from '../../security/passwords.ts'
import { hashToken } from '../../security/tokens.ts'
import type { SessionsService } from '../sessions/sessions.service.ts'
import type { AuthSession } from '../../http/auth-session.ts'
import { resetLinkMail } from './account-mails.ts'
import type { DeviceTrust } from './device-trust.ts'
import type { LoginThrottle } from './login-throttle.ts'
import type { PasswordResetsRepository } from './password-resets.repository.ts'
import { issueResetLink } from './reset-links.ts'
import type { UserChanges, UsersRepository } from './users.repository.ts'

export interface AccountsDeps {
  users: UsersRepository
  sessions: SessionsService
  resets: PasswordResetsRepository
  mailer: Mailer
  logger: FastifyBaseLogger
  now: () => Date
  /** Whether new accounts may be made now (an administrator's setting over the configuration). */
  registrationEnabled: () => Promise<boolean>
  /** What a password hash costs to make (config.passwordCost). */
  passwordCost: Argon2Cost
  /** Failed sign-ins (and wrong current passwords) counted per account. */
  throttle: LoginThrottle
  /** Devices the account signed in on before, whose sign-ins are counted apart. */
  devices: DeviceTrust
}

export interface AccountChanges {
  name?: string | undefined
  email?: string | undefined
  password?: string | undefined
  /**
   * Needed for a new password or email: a device left signed in is not the whole account. Not for an
   * account that has no password yet (see update).
   */
  currentPassword?: string | undefined
}

const emailTaken = () =>
  new AppError('email_taken', 'An account with this email already exists', { email: 'taken' })
const wrongLogin = () => new AppError('invalid_login', 'The email or password is incorrect')
const wrongCurrentPassword = () =>
  new AppError('invalid_login', 'The current password is incorrect', {
    currentPassword: 'This is not your current password',
  })
const currentPasswordMissing = () =>
  new AppError('invalid_input', 'Some fields are not valid', {
    currentPassword: 'Enter your current password to change your email or password',
  })
function accountLocked(waitMs: number): AppError {
  const minutes = Math.ceil(waitMs / 60_000)
  return new AppError(
    'too_many_requests',
    `Too many wrong passwords for this account; try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or ask for a link to set a new password`,
    undefined,
    { retryAfterSeconds: Math.ceil(waitMs / 1000) },
  )
}
const accountDisabled = () =>
  new AppError('forbidden', 'This account is disabled: ask whoever runs this server')
const unusableLink = () =>
  new AppError(
    'unauthorized',
    'This link no longer works: it was used, a newer one was sent, or it is more than an hour old',
  )

export function createAccountsService(deps: AccountsDeps) {
  const { users, sessions, resets, now, throttle, devices } = deps
  /** Work that goes on after its answer (the reset mail), awaited before the app closes. */
  const running = new Set<Promise<void>>()

  function inBackground(work: Promise<void>): void {
    const tracked = work
      .catch((error: unknown) => deps.logger.error({ err: error }, 'could not send a password reset link'))
      .finally(() => running.delete(tracked))
    running.add(tracked)
  }

  /** The reply is written in the microtasks after a handler returns; setImmediate comes after them. */
  const answerSent = () => new Promise<void>((resolve) => setImmediate(resolve))

  async function mailResetLink(email: string, linkBase: string): Promise<void> {
    const issued = await issueResetLink({ users, resets, now }, email, linkBase)
    if (!issued) return
    await deps.mailer.send(resetLinkMail(issued.user.email, issued.user.name, issued.link))
  }

  const startSession = async (userId: string): Promise<TSession> => ({
    token: await sessions.start(userId),
    userId,
    deviceToken: devices.issue(userId),
  })

  const knownDevice = (userId: string, tokens: string[] | undefined) =>
    (tokens ?? []).map((token) => devices.verify(token)).find((device) => device?.userId === userId) ?? null

  /** Counts an attempt on the account before its password is checked; refuses it while the account is locked. */
  async function admit(email: string): Promise<void> {
    const waitMs = await throttle.attempt(email)
    if (waitMs !== null) throw accountLocked(waitMs)
  }

  /**
   * A change of email or password needs the current password, checked and counted as a sign-in is; an
   * account without one has nothing to ask for.
   */
  async function requireCurrentPassword(user: UserRow, given: string | undefined): Promise<void> {
    if (!isPasswordSet(user.passwordHash)) return
    if (given === undefined) throw currentPasswordMissing()
    await admit(user.email)
    if (!(await verifyPassword(given, user.passwordHash))) throw wrongCurrentPassword()
    await throttle.clear(user.email)
  }

  return {
    async register(input: { name: string; email: string; password: string }): Promise<TSession> {
      if (!(await deps.registrationEnabled())) {
        throw new AppError('registration_closed', 'This server does not accept new accounts')
      }
      if (await users.findByEmail(input.email)) throw emailTaken()
      const passwordHash = await hashPassword(input.password, deps.passwordCost)
      const user = await users
        .insert({ name: input.name, email: input.email, passwordHash, now: now() })
        .catch((error: unknown) => {
          throw isUniqueViolation(error, 'users_email_key') ? emailTaken() : error
        })
      // The first account of a new server runs it (see makeAdminIfOnly for two at once).
      await users.makeAdminIfOnly(user.id)
      return startSession(user.id)
    },

    async login(input: {
      email: string
      password: string
      deviceTokens?: string[] | undefined
    }): Promise<TSession> {
      const user = await users.findByEmail(input.email)
      // A device the account signed in on before has a count of its own: a lock caused elsewhere is not
      // its lock. Everyone else shares the account's, unknown emails included (a lock must not tell
      // whether an account exists).
      const device = user ? knownDevice(user.id, input.deviceTokens) : null
      const counted = device ? `device:${device.deviceId}` : input.email
      await admit(counted)
      if (!user) {
        await verifyAgainstDecoy(input.password, deps.passwordCost)
        throw wrongLogin()
      }
      if (!isPasswordSet(user.passwordHash)) {
        // As long as a wrong password takes, or the answer would tell such accounts from the others.
        await verifyAgainstDecoy(input.password, deps.passwordCost)
        throw wrongLogin()
      }
      if (!(await verifyPassword(input.password, user.passwordHash))) throw wrongLogin()
      // Said only to whoever knows the password.
      if (user.disabledAt) throw accountDisabled()
      await throttle.clear(counted)
      await users.recordLogin(user.id, now())
      return startSession(user.id)
    },

    logout: (session: AuthSession) => sessions.end(session),

    /**
     * Mails a link to set a new password: it works once, within the hour, and only while it is the newest
     * (asking again replaces it). Nothing here may tell whether the email has an account, its timing
     * included: the work starts once the answer is out, and its failures go to the log. `linkBase` is the
     * address links that leave the app use (http/link-address.ts).
     */
    forgot(email: string, linkBase: string): void {
      inBackground(answerSent().then(() => mailResetLink(email, linkBase)))
    },

    /**
     * The one thing a forgot-password link is good for: a new password, and then a normal session. Every
     * other session of the account ends, as whoever asked may not be the only one who knew the old one.
     */
    async resetPassword(input: { token: string; password: string }): Promise<TSession> {
      // Hashed before the link is used up, so that only a finished change uses it.
      const passwordHash = await hashPassword(input.password, deps.passwordCost)
      const userId = await resets.take(hashToken(input.token), now())
      if (!userId) throw unusableLink()
      if ((await users.findById(userId))?.disabledAt) throw accountDisabled()
      const user = await users.update(userId, { passwordHash }, now())
      if (!user) throw unusableLink()
      // The mailbox is proven: a lock that a guesser caused ends here.
      await throttle.clear(user.email)
      await sessions.endAll(userId)
      return startSession(userId)
    },

    /**
     * A new email or password needs the current password (a new email could receive a reset link); the
     * name does not. Setting a password through a reset link is resetPassword, which the link proves.
     *
     * An account made through the identity provider has no password until its owner sets one here: then
     * neither a first password nor a new email asks for one. Its session is all the proof there is, and
     * asking nothing for the email gives that session no more than it already has: it could set a
     * password and then change the email with it. Once a password is set, both ask for it as for anyone;
     * setting it ends the other sessions as every change of password does.
     */
    async update(session: AuthSession, input: AccountChanges) {
      if (input.email !== undefined || input.password !== undefined) {
        const current = await users.findById(session.userId)
        if (!current) throw new AppError('unauthorized', 'This account no longer exists')
        if (input.password !== undefined || input.email !== current.email)
          await requireCurrentPassword(current, input.currentPassword)
      }
      const changes: UserChanges = {}
      if (input.name !== undefined) changes.name = input.name
      if (input.email !== undefined) {
        const holder = await users.findByEmail(input.email)
        if (holder && holder.id !== session.userId) throw emailTaken()
        changes.email = input.email
      }
      if (input.password !== undefined)
        changes.passwordHash = await hashPassword(input.password, deps.passwordCost)
      const user = await users.update(session.userId, changes, now()).catch((error: unknown) => {
        throw isUniqueViolation(error, 'users_email_key') ? emailTaken() : error
      })
      if (!user) throw new AppError('unauthorized', 'This account no longer exists')
      if (input.password !== undefined) {
        await sessions.keepOnly(session)
        // A link asked for before the change would undo it.
        await resets.deleteFor(session.userId)
      }
      return user
    },

    /** The account and everything it owns; its sessions end everywhere (their sockets close). */
    remove: (session: AuthSession) => sessions.endAll(session.userId, () => users.delete(session.userId)),

    removeExpiredLinks: () => resets.deleteExpired(now()),

    /** Waits for the work still going on after its answer (before the database closes). */
    settle: async () => {
      await Promise.all(running)
    },
  }
}

export type AccountsService = ReturnType<typeof createAccountsService>
