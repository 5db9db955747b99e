/**
 * The rules of "owned by one person, shared with collaborators", the same for shopping lists and meal plans:
 * anyone else is told the thing does not exist; only the owner chooses the collaborators, from their
 * friends; every member hears of every change, and someone who stops being a member hears it once more.
 */
import type { TOtherUser } from '@rosemary/shared/contract'
import type { FastifyBaseLogger } from 'fastify'
import { AppError, notFound } from '../../errors.ts'
import type { EventBus, SocketFrame } from '../../realtime/event-bus.ts'
import { type OtherUserRow, presentPerson } from '../profiles/other-user.ts'
import type { Members } from './sharing.repository.ts'

export type { Members } from './sharing.repository.ts'

export const isMember = (members: Members, userId: string) =>
  members.ownerId === userId || members.collaboratorIds.includes(userId)

/** The members, or 404 for anyone else: a list or plan not shared with you does not exist for you. */
export function requireMember(members: Members | null, userId: string, what: string): Members {
  if (!members || !isMember(members, userId)) throw notFound(what)
  return members
}

export const memberIds = (members: Members) => [members.ownerId, ...members.collaboratorIds]

/**
 * The collaborator set asked for, checked: only the owner sets it (`members` is null while creating);
 * someone new must be the owner's friend; someone already there may stay after a falling out.
 */
export async function checkCollaborators(
  actorId: string,
  members: Members | null,
  requested: string[],
  friendIds: (userId: string) => Promise<string[]>,
): Promise<string[]> {
  if (members && members.ownerId !== actorId)
    throw new AppError('forbidden', 'Only the owner can choose who shares it')
  const ownerId = members?.ownerId ?? actorId
  const wanted = [...new Set(requested)]
  if (wanted.includes(ownerId))
    throw new AppError('invalid_input', 'The owner cannot be a collaborator', {
      collaboratorIds: 'The owner cannot be a collaborator',
    })
  const added = wanted.filter((id) => !members?.collaboratorIds.includes(id))
  if (added.length === 0) return wanted
  const friends = new Set(await friendIds(ownerId))
  if (added.some((id) => !friends.has(id)))
    throw new AppError('invalid_input', 'Only friends can share it', {
      collaboratorIds: 'Choose among your friends',
    })
  return wanted
}

/** Everyone who was or is a member: a removed collaborator's open page learns it is gone. */
export function audience(...sets: (Members | null)[]): string[] {
  return [...new Set(sets.flatMap((members) => (members ? memberIds(members) : [])))]
}

/** Sends the frame to each person after the commit; a failed send is logged, never the request's failure. */
export function publishTo(bus: EventBus, logger: FastifyBaseLogger, userIds: string[], frame: SocketFrame) {
  for (const userId of userIds)
    void bus
      .publish(userId, frame)
      .catch((error: unknown) => logger.error({ err: error, frame: frame.type }, 'could not publish'))
}

/** What a change answers, and whether it changed anything (and so is announced). */
export interface Outcome<T> {
  result: T
  changed: boolean
}

export interface SharedStore<Repos> {
  transaction: <U>(work: (repos: Repos) => Promise<U>) => Promise<U>
}

/**
 * Runs `work` in one transaction on a list or plan the user is a member of (404 otherwise), its row locked
 * until the commit; announces a change to the members after the commit.
 */
export async function changeAsMember<Repos, T>(
  store: SharedStore<Repos>,
  access: {
    userId: string
    what: string
    lockMembers: (repos: Repos) => Promise<Members | null>
    announce: (userIds: string[]) => void
  },
  work: (repos: Repos, members: Members) => Promise<Outcome<T>>,
): Promise<T> {
  const { outcome, members } = await store.transaction(async (repos) => {
    const locked = requireMember(await access.lockMembers(repos), access.userId, access.what)
    return { outcome: await work(repos, locked), members: locked }
  })
  if (outcome.changed) access.announce(memberIds(members))
  return outcome.result
}

export interface SharingView {
  owner: TOtherUser
  collaborators: TOtherUser[]
  isOwner: boolean
}

export function presentSharing(
  members: Members,
  people: Map<string, OtherUserRow>,
  viewerId: string,
): SharingView {
  return {
    owner: presentPerson(people.get(members.ownerId), members.ownerId),
    collaborators: members.collaboratorIds.map((id) => presentPerson(people.get(id), id)),
    isOwner: members.ownerId === viewerId,
  }
}
