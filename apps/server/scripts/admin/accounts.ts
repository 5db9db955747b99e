/** What the account commands share: the admin service on the command's database, and an account by email. */
import { createAdminRepository } from '../../src/modules/admin/admin.repository.ts'
import { type AdminService, createAdminService } from '../../src/modules/admin/admin.service.ts'
import type { AdminUserRow } from '../../src/modules/admin/admin.repository.ts'
import { createSessionsRepository } from '../../src/modules/sessions/sessions.repository.ts'
import { createSessionsService } from '../../src/modules/sessions/sessions.service.ts'
import { createPasswordResetsRepository } from '../../src/modules/users/password-resets.repository.ts'
import { createUsersRepository } from '../../src/modules/users/users.repository.ts'
import { createInProcessBus } from '../../src/realtime/event-bus.ts'
import type { AdminContext } from './admin-command.ts'
import type { RunningServers } from './running-servers.ts'

/**
 * The sessions it ends are deleted here, and announced to the running servers as `servers` reaches them
 * (running-servers.ts); by default to none, for the commands that end no session.
 */
export function adminServiceOf(
  { config, database }: AdminContext,
  servers: Pick<RunningServers, 'bus' | 'shared'> = { bus: createInProcessBus() },
): AdminService {
  const now = () => new Date()
  const users = createUsersRepository(database.db)
  const resets = createPasswordResetsRepository(database.db)
  const sessions = createSessionsService({
    sessions: createSessionsRepository(database.db),
    bus: servers.bus,
    now,
    ...(servers.shared && { shared: servers.shared }),
  })
  return createAdminService({
    accounts: createAdminRepository(database.db),
    endSessions: (userId) => sessions.endAll(userId),
    setPasswordHash: async (userId, passwordHash) => {
      await users.update(userId, { passwordHash }, now())
      await resets.deleteFor(userId)
    },
    passwordCost: config.passwordCost,
    now,
  })
}

/** The account with this email, or null after telling so. */
export async function accountByEmail(
  admin: AdminService,
  email: string,
  tell: AdminContext['tell'],
): Promise<AdminUserRow | null> {
  const account = await admin.findByEmail(email)
  if (!account) tell(`No account uses the email ${email.trim()}.`)
  return account
}
