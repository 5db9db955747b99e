/**
 * `reset-link EMAIL`: a link that sets a new password for that account, for a server that sends no mail
 * (or a mail that never came). It is the forgot-password mail's link: good once, within the hour, and
 * only while it is the account's newest.
 */
import { createPasswordResetsRepository } from '../../src/modules/users/password-resets.repository.ts'
import { issueResetLink } from '../../src/modules/users/reset-links.ts'
import { createUsersRepository } from '../../src/modules/users/users.repository.ts'
import type { AdminCommand } from './admin-command.ts'

export const resetLink: AdminCommand = {
  name: 'reset-link',
  arguments: 'EMAIL',
  summary: 'print a link that sets a new password for the account with this email (good once, for an hour)',
  argumentCount: 1,
  async run([email = ''], { config, database, print, tell }) {
    const linkBase = config.publicUrl ?? config.localUrl
    const issued = await issueResetLink(
      {
        users: createUsersRepository(database.db),
        resets: createPasswordResetsRepository(database.db),
        now: () => new Date(),
      },
      email,
      linkBase,
    )
    if (!issued) {
      tell(`No account uses the email ${email.trim()}.`)
      return 1
    }
    tell(`A link for ${issued.user.name} <${issued.user.email}>; it works once, within the hour:`)
    print(issued.link)
    if (!config.publicUrl)
      tell(
        `PUBLIC_URL is not set: replace ${linkBase} with the address people open Rosemary at ` +
          '(such as http://192.168.1.5:3000), or set PUBLIC_URL.',
      )
    return 0
  },
}
