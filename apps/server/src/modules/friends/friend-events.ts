/**
 * The `friends:updated` frame both people's open apps get after a request, an acceptance, a decline, a
 * cancellation or an unfriending, each as that person sees it: the other person, where the two stand now,
 * and whose doing it was. Sent through the event bus after the change is stored; a failure is logged and
 * never undoes the change (the apps read the lists again when they next open them).
 */
import type { FriendshipChange, FriendshipState, FriendsUpdatedFrame } from '@rosemary/shared/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { EventBus } from '../../realtime/event-bus.ts'
import { presentPerson } from '../profiles/other-user.ts'
import type { FriendsRepository } from './friends.repository.ts'

export interface FriendEventsDeps {
  bus: EventBus
  friends: Pick<FriendsRepository, 'people'>
  logger: FastifyBaseLogger
}

/** Where the other stands when one of two stands at `state`. */
function seenFromTheOtherSide(state: FriendshipState): FriendshipState {
  return state === 'outgoing' ? 'incoming' : state === 'incoming' ? 'outgoing' : state
}

/** How an ended request or friendship is named, from which of the two rows went (mine: I had asked). */
export function endedChange(went: { mine: boolean; theirs: boolean }): FriendshipChange {
  if (went.mine && went.theirs) return 'removed'
  return went.mine ? 'cancelled' : 'declined'
}

export function createFriendEvents(deps: FriendEventsDeps) {
  async function publish(actorId: string, otherId: string, change: FriendshipChange, state: FriendshipState) {
    const people = await deps.friends.people([actorId, otherId])
    const sides = [
      { userId: actorId, otherId, friendship: state, byMe: true },
      { userId: otherId, otherId: actorId, friendship: seenFromTheOtherSide(state), byMe: false },
    ]
    await Promise.all(
      sides.map((side) => {
        const frame: FriendsUpdatedFrame = {
          type: 'friends:updated',
          data: {
            otherUser: presentPerson(people.get(side.otherId), side.otherId),
            friendship: side.friendship,
            change,
            byMe: side.byMe,
          },
        }
        return deps.bus.publish(side.userId, frame)
      }),
    )
  }

  return {
    /** `actorId` did `change`; `state` is where the two stand now, seen from the actor. */
    announce: (actorId: string, otherId: string, change: FriendshipChange, state: FriendshipState) =>
      publish(actorId, otherId, change, state).catch((error: unknown) =>
        deps.logger.error({ err: error, change }, 'could not announce a friendship change'),
      ),
  }
}

export type FriendEvents = ReturnType<typeof createFriendEvents>
