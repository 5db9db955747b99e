import { Button, Modal, Stack, Text, Title, Group } from '@mantine/core'
import type { TFriendEntry, TFriends, TOtherUser } from '@rosemary/shared/contract'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useFriendActions } from './friend-actions.ts'
import { PersonRow } from './PersonRow.tsx'

function Section({
  id,
  title,
  entries,
  empty,
  actions,
}: {
  id: string
  title: string
  entries: TFriendEntry[]
  empty: string
  actions: (person: TOtherUser) => ReactNode
}) {
  return (
    <section aria-labelledby={id} data-testid={id}>
      <Title order={2} size="h4" mb="xs" id={id}>
        {title}
      </Title>
      {entries.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <Stack gap="sm">
          {entries.map((entry) => (
            <PersonRow key={entry.otherUser.id} person={entry.otherUser}>
              {actions(entry.otherUser)}
            </PersonRow>
          ))}
        </Stack>
      )}
    </section>
  )
}

/** Requests for me (accept, decline), mine (cancel), and friends (profile, message, unfriend). */
export function FriendLists({ friends }: { friends: TFriends }) {
  const { t } = useTranslation()
  const { befriend, end, busyWith } = useFriendActions()
  const [unfriending, setUnfriending] = useState<TOtherUser | null>(null)
  const busy = (person: TOtherUser) => busyWith === person.id

  const confirmUnfriend = async () => {
    if (!unfriending) return
    await end(unfriending, 'unfriend')
    setUnfriending(null)
  }

  return (
    <>
      <Section
        id="incoming-requests"
        title={t('people.incoming.title')}
        entries={friends.incomingRequests}
        empty={t('people.incoming.empty')}
        actions={(person) => (
          <>
            <Button size="xs" loading={busy(person)} onClick={() => void befriend(person)}>
              {t('people.actions.accept')}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={busy(person)}
              onClick={() => void end(person, 'decline')}
            >
              {t('people.actions.decline')}
            </Button>
          </>
        )}
      />
      <Section
        id="outgoing-requests"
        title={t('people.outgoing.title')}
        entries={friends.outgoingRequests}
        empty={t('people.outgoing.empty')}
        actions={(person) => (
          <Button
            size="xs"
            variant="default"
            loading={busy(person)}
            onClick={() => void end(person, 'cancel')}
          >
            {t('people.actions.cancel')}
          </Button>
        )}
      />
      <Section
        id="friends"
        title={t('people.friends.title')}
        entries={friends.friends}
        empty={t('people.friends.empty')}
        actions={(person) => (
          <>
            <Button size="xs" variant="light" component={Link} to={`/messages/${person.id}`}>
              {t('people.actions.message')}
            </Button>
            <Button
              size="xs"
              variant="default"
              color="red"
              disabled={busy(person)}
              onClick={() => setUnfriending(person)}
            >
              {t('people.actions.unfriend')}
            </Button>
          </>
        )}
      />
      <UnfriendDialog
        person={unfriending}
        onCancel={() => setUnfriending(null)}
        onConfirm={confirmUnfriend}
        busy={unfriending ? busy(unfriending) : false}
      />
    </>
  )
}

export function UnfriendDialog({
  person,
  busy,
  onCancel,
  onConfirm,
}: {
  person: TOtherUser | null
  busy: boolean
  onCancel: () => void
  onConfirm: () => Promise<void>
}) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={person !== null}
      onClose={onCancel}
      title={t('people.unfriend.title', { name: person?.name ?? '' })}
      centered
    >
      <Text size="sm">{t('people.unfriend.body')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button color="red" loading={busy} onClick={() => void onConfirm()}>
          {t('people.actions.unfriend')}
        </Button>
      </Group>
    </Modal>
  )
}
