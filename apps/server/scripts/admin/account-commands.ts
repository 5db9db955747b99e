/** The commands about accounts, in the order `npm run admin` lists them. */
import type { AdminCommand } from './admin-command.ts'
import { accountSwitches } from './account-switches.ts'
import { listUsers } from './list-users.ts'
import { resetPassword } from './reset-password.ts'

export const accountCommands: readonly AdminCommand[] = [listUsers, resetPassword, ...accountSwitches]
