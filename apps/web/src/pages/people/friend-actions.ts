/**
 * Asking, accepting, declining, cancelling and unfriending: two calls (POST and DELETE users/friends/:id)
 * whose meaning depends on where the two people stand. After each, every friends list and profile shown is
 * read again, and the menu's count of waiting requests with them.
 */
import type { TOtherUser } from '@rosemary/shared/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { request, type StatusHandlers } from '../../api/client.ts'
import { refreshFriendRequestCount } from '../../app/friend-request-count.ts'
import { toastError, toastInfo } from '../../app/notify.ts'
import { refreshSocialData } from '../../data/social.ts'

export type EndKind = 'decline' | 'cancel' | 'unfriend'
type Person = Pick<TOtherUser, 'id' | 'name'>

export function useFriendActions() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  // The person whose button was pressed, so that only their buttons wait for the answer.
  const [busyWith, setBusyWith] = useState<string | null>(null)

  const settle = async () => {
    await Promise.all([refreshSocialData(queryClient), refreshFriendRequestCount()])
  }

  /** Asks, or accepts their request (the same call); the caller may show failures its own way. */
  const befriend = async (person: Person, handlers?: StatusHandlers) => {
    setBusyWith(person.id)
    const result = await request(
      'POST /users/friends/:id',
      { params: { id: person.id } },
      handlers ?? {
        409: () => toastError(t('people.problems.alreadyAsked')),
        429: () => toastError(t('people.problems.tooMany')),
        404: () => toastError(t('people.problems.gone')),
      },
    )
    if (result.success) {
      const { name } = person
      toastInfo(
        result.data.friendship === 'friends' ? t('people.nowFriends', { name }) : t('people.asked', { name }),
      )
    }
    await settle()
    setBusyWith(null)
    return result
  }

  /** Declines their request, cancels mine, or ends a friendship; already ended is as good as done. */
  const end = async (person: Person, kind: EndKind) => {
    setBusyWith(person.id)
    const result = await request(
      'DELETE /users/friends/:id',
      { params: { id: person.id } },
      { 404: () => undefined },
    )
    if (result.success || result.status === 404) toastInfo(t(`people.ended.${kind}`, { name: person.name }))
    await settle()
    setBusyWith(null)
  }

  return { befriend, end, busyWith }
}
