import { Button, Group } from '@mantine/core'
import type { TPublicProfile } from '@rosemary/shared/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useIsLoggedIn } from '../../auth/session.ts'
import { useFriendActions } from './friend-actions.ts'
import { UnfriendDialog } from './FriendLists.tsx'

/** What I can do about someone, from where we stand; my own profile offers to edit it. */
export function FriendshipActions({ profile }: { profile: TPublicProfile }) {
  const { t } = useTranslation()
  const loggedIn = useIsLoggedIn()
  const { befriend, end, busyWith } = useFriendActions()
  const [confirming, setConfirming] = useState(false)
  if (!loggedIn) return null
  if (profile.isMe) {
    return (
      <Button component={Link} to="/people/my-profile" variant="default">
        {t('people.profile.edit')}
      </Button>
    )
  }
  const busy = busyWith === profile.id
  const person = { id: profile.id, name: profile.name, handle: profile.handle, profileImageUrl: null }
  return (
    <Group gap="xs" data-testid="friendship-actions" data-friendship={profile.friendship}>
      {profile.friendship === 'none' && (
        <Button loading={busy} onClick={() => void befriend(person)}>
          {t('people.actions.add')}
        </Button>
      )}
      {profile.friendship === 'incoming' && (
        <>
          <Button loading={busy} onClick={() => void befriend(person)}>
            {t('people.actions.accept')}
          </Button>
          <Button variant="default" disabled={busy} onClick={() => void end(person, 'decline')}>
            {t('people.actions.decline')}
          </Button>
        </>
      )}
      {profile.friendship === 'outgoing' && (
        <Button variant="default" loading={busy} onClick={() => void end(person, 'cancel')}>
          {t('people.actions.cancelRequest')}
        </Button>
      )}
      {profile.friendship === 'friends' && (
        <>
          <Button component={Link} to={`/messages/${profile.id}`} variant="light">
            {t('people.actions.message')}
          </Button>
          <Button variant="default" color="red" disabled={busy} onClick={() => setConfirming(true)}>
            {t('people.actions.unfriend')}
          </Button>
        </>
      )}
      <UnfriendDialog
        person={confirming ? person : null}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await end(person, 'unfriend')
          setConfirming(false)
        }}
      />
    </Group>
  )
}
