/**
 * `reset-password EMAIL`: a new random password for the account, printed once on standard output (and
 * nowhere else: nothing is logged); every session of the account ends, in the running servers too as
 * running-servers.ts says. For a link the person uses to choose their own, see reset-link.
 */
import type { AdminCommand } from './admin-command.ts'
import { accountByEmail, adminServiceOf } from './accounts.ts'
import { reachRunningServers } from './running-servers.ts'

export const resetPassword: AdminCommand = {
  name: 'reset-password',
  arguments: 'EMAIL',
  summary: 'give the account a new random password, printed once; its sessions end',
  argumentCount: 1,
  async run([email = ''], context) {
    const account = await accountByEmail(adminServiceOf(context), email, context.tell)
    if (!account) return 1
    const servers = await reachRunningServers(context)
    let password: string
    try {
      password = await adminServiceOf(context, servers).newPassword(account.id)
    } finally {
      await servers.close()
    }
    context.tell(`A new password for ${account.name} <${account.email}>; every session of the account ended:`)
    context.print(password)
    if (servers.told) context.tell(servers.told)
    return 0
  },
}
