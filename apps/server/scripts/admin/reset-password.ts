/**
 * `reset-password EMAIL`: a new random password for the account, printed once on standard output (and
 * nowhere else: nothing is logged); every session of the account ends. For a link the person uses to
 * choose their own, see reset-link.
 */
import type { AdminCommand } from './admin-command.ts'
import { accountByEmail, adminServiceOf } from './accounts.ts'

export const resetPassword: AdminCommand = {
  name: 'reset-password',
  arguments: 'EMAIL',
  summary: 'give the account a new random password, printed once; its sessions end',
  argumentCount: 1,
  async run([email = ''], context) {
    const admin = adminServiceOf(context)
    const account = await accountByEmail(admin, email, context.tell)
    if (!account) return 1
    const password = await admin.newPassword(account.id)
    context.tell(`A new password for ${account.name} <${account.email}>; every session of the account ended:`)
    context.print(password)
    return 0
  },
}
