/** Asking, accepting, declining, cancelling and ending friendships, each told to both people live. */
import type { FriendshipState } from '@rosemary/shared/contract'
import type { FastifyBaseLogger } from 'fastify'
import { AppError, notFound } from '../../errors.ts'
import type { UsersRepository } from '../users/users.repository.ts'
import { endedChange, type FriendEvents } from './friend-events.ts'
import type { FriendsRepository } from './friends.repository.ts'

export interface FriendsDeps {
  friends: FriendsRepository
  users: UsersRepository
  now: () => Date
  /**
   * After a friendship ended, what rested on it ends too (a calendar feed a collaborator made of the
   * other's plan). A failure is logged: the friendship has ended, and whatever rested on it checks again.
   */
  friendshipEnded: (userId: string, otherId: string) => Promise<void>
  /** Tells both people's open apps; never throws. */
  events: FriendEvents
  logger: FastifyBaseLogger
}

/** PostgreSQL's foreign-key violation: the other person's account went while we asked. */
function isMissingReference(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as Error & { code?: string }).code === '23503') return true
  }
  return false
}

export function createFriendsService(deps: FriendsDeps) {
  const { friends, users } = deps

  return {
    list: (userId: string) => friends.list(userId),

    /** Asks, or accepts when they asked first; where the two stand afterwards. */
    async ask(userId: string, otherId: string): Promise<FriendshipState> {
      if (otherId === userId)
        throw new AppError('invalid_input', 'You cannot befriend yourself', { id: 'That is you' })
      if (!(await users.findById(otherId))) throw notFound('User')
      const before = await friends.state(userId, otherId)
      const already = new AppError(
        'already_requested',
        before === 'friends' ? 'You are already friends' : 'You already asked',
      )
      if (before === 'outgoing' || before === 'friends') throw already
      const added = await friends.ask(userId, otherId, deps.now()).catch((error: unknown) => {
        throw isMissingReference(error) ? notFound('User') : error
      })
      // Two requests sent at once both arrive here: the second finds its row taken.
      if (!added) throw already
      // Read again: if they asked at the same moment, we are friends now, not a pending request.
      const after = await friends.state(userId, otherId)
      await deps.events.announce(userId, otherId, after === 'friends' ? 'accepted' : 'asked', after)
      return after
    },

    async end(userId: string, otherId: string): Promise<void> {
      const went = await friends.end(userId, otherId)
      if (!went.mine && !went.theirs) throw notFound('Friendship or request')
      await deps.friendshipEnded(userId, otherId).catch((error: unknown) => {
        deps.logger.error({ err: error }, 'could not end what rested on a friendship')
      })
      await deps.events.announce(userId, otherId, endedChange(went), 'none')
    },
  }
}

export type FriendsService = ReturnType<typeof createFriendsService>
