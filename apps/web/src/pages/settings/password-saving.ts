/**
 * The ways the account page saves a new password: a change while signed in, which needs the current
 * password (a device left signed in is not the whole account); the first password of an account made
 * through the identity provider, which has none to give; or the one use of a forgot-password link, which
 * proves the mailbox instead and answers with a session, so signs in.
 */
import type { TMe } from '@rosemary/shared/contract'
import i18next from 'i18next'
import { type ApiFailure, request, type StatusHandlers } from '../../api/client.ts'
import { toastInfo } from '../../app/notify.ts'
import { completeAuth } from '../../auth/auth-actions.ts'

/** What went wrong, and at which field: the current password, or the new one. */
export interface PasswordProblem {
  field: 'current' | 'new'
  message: string
}

export interface PasswordChange {
  password: string
  /** Empty when the page does not ask for it (a reset link). */
  currentPassword: string
}

/** Saves the password; false, once `showProblem` has said why, when it was not saved. */
export type SavePassword = (
  change: PasswordChange,
  showProblem: (problem: PasswordProblem) => void,
) => Promise<boolean>

/**
 * How the server's refusals of the current password read, for any change that needs it (the email too):
 * missing (400 naming it), wrong (412), or too many wrong ones for now (429).
 */
export function currentPasswordHandlers(show: (message: string) => void): StatusHandlers {
  return {
    412: () => show(i18next.t('account.currentPassword.wrong')),
    429: () => show(i18next.t('auth.tooManyAttempts')),
  }
}

export const changePassword: SavePassword = async ({ password, currentPassword }, showProblem) => {
  const result = await request(
    'PUT /users/',
    { body: { password, currentPassword } },
    {
      ...currentPasswordHandlers((message) => showProblem({ field: 'current', message })),
      400: (failure) => showProblem(problemOf(failure)),
    },
  )
  if (result.success) toastInfo(i18next.t('account.password.saved'))
  return result.success
}

/**
 * `onSaved` gets the account as it now is (with a password). `onStale`: the server says it has one after
 * all (set in another tab): the page asks again, and then asks for the current one.
 */
export function setFirstPassword(onSaved: (me: TMe) => void, onStale: () => void): SavePassword {
  return async ({ password }, showProblem) => {
    const result = await request(
      'PUT /users/',
      { body: { password } },
      {
        400: (failure) => {
          const problem = problemOf(failure)
          if (problem.field === 'current') onStale()
          showProblem(problem)
        },
      },
    )
    if (!result.success) return false
    onSaved(result.data)
    toastInfo(i18next.t('account.firstPassword.saved'))
    return true
  }
}

function problemOf(failure: ApiFailure): PasswordProblem {
  const fields = failure.data?.error.fields
  if (fields?.currentPassword)
    return { field: 'current', message: i18next.t('account.currentPassword.missing') }
  return { field: 'new', message: fields?.password ?? i18next.t('errors.unexpected') }
}

/** `onUnusable`: the link was used, replaced by a newer one, or is over an hour old. */
export function resetPasswordWith(token: string, onUnusable: () => void): SavePassword {
  return async ({ password }, showProblem) => {
    const result = await request(
      'POST /users/reset-password',
      { body: { token, password } },
      { 400: (failure) => showProblem(problemOf(failure)), 401: onUnusable },
    )
    if (!result.success) return false
    completeAuth(result.data)
    toastInfo(i18next.t('account.resetLink.saved'))
    return true
  }
}
