/**
 * `disable EMAIL` / `enable EMAIL`: a disabled account cannot sign in, its sessions end and its API tokens
 * stop working until it is enabled. `make-admin EMAIL` / `remove-admin EMAIL`: who runs the server from the
 * app's Admin page (the last administrator able to act stays one). A disable reaches the running servers
 * as running-servers.ts says, and the output says how.
 */
import { AppError } from '../../src/errors.ts'
import type { AccountChange } from '../../src/modules/admin/admin.service.ts'
import type { AdminCommand } from './admin-command.ts'
import { accountByEmail, adminServiceOf } from './accounts.ts'
import { reachRunningServers } from './running-servers.ts'

function accountSwitch(name: string, summary: string, change: AccountChange, done: string): AdminCommand {
  return {
    name,
    arguments: 'EMAIL',
    summary,
    argumentCount: 1,
    async run([email = ''], context) {
      const admin = adminServiceOf(context)
      const account = await accountByEmail(admin, email, context.tell)
      if (!account) return 1
      // Only an end of sessions has anything to tell the running servers.
      const servers = change.disabled ? await reachRunningServers(context) : null
      try {
        await adminServiceOf(context, servers ?? undefined).change(null, account.id, change)
      } catch (error) {
        if (!(error instanceof AppError)) throw error
        context.tell(error.message)
        return 1
      } finally {
        await servers?.close()
      }
      context.tell(`${account.name} <${account.email}> ${done}.`)
      if (servers?.told) context.tell(servers.told)
      return 0
    },
  }
}

export const accountSwitches: readonly AdminCommand[] = [
  accountSwitch(
    'disable',
    'keep the account out: no sign-in, its sessions end, its API tokens stop',
    { disabled: true },
    'is disabled; its sessions ended',
  ),
  accountSwitch('enable', 'let a disabled account sign in again', { disabled: false }, 'is enabled'),
  accountSwitch('make-admin', 'make the account an administrator', { admin: true }, 'is an administrator'),
  accountSwitch(
    'remove-admin',
    'make the account an administrator no more',
    { admin: false },
    'is no administrator now',
  ),
]
