/**
 * The two ways the account page saves a new password: a change while signed in, or the one use of a
 * forgot-password link, which answers with a session and so signs in.
 */
import i18next from 'i18next'
import { type ApiFailure, request } from '../../api/client.ts'
import { toastInfo } from '../../app/notify.ts'
import { completeAuth } from '../../auth/auth-actions.ts'

/** Saves the password; false, once `showProblem` has said why, when it was not saved. */
export type SavePassword = (password: string, showProblem: (message: string) => void) => Promise<boolean>

const problemOf = (failure: ApiFailure) =>
  failure.data?.error.fields?.password ?? i18next.t('errors.unexpected')

export const changePassword: SavePassword = async (password, showProblem) => {
  const result = await request(
    'PUT /users/',
    { body: { password } },
    { 400: (failure) => showProblem(problemOf(failure)) },
  )
  if (result.success) toastInfo(i18next.t('account.password.saved'))
  return result.success
}

/** `onUnusable`: the link was used, replaced by a newer one, or is over an hour old. */
export function resetPasswordWith(token: string, onUnusable: () => void): SavePassword {
  return async (password, showProblem) => {
    const result = await request(
      'POST /users/reset-password',
      { body: { token, password } },
      { 400: (failure) => showProblem(problemOf(failure)), 401: onUnusable },
    )
    if (!result.success) return false
    completeAuth(result.data.token)
    toastInfo(i18next.t('account.resetLink.saved'))
    return true
  }
}
