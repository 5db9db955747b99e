import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import type { FriendshipState, TFriends, TOtherUser } from '@rosemary/shared/contract'
import { IconSearch } from '@tabler/icons-react'
import { type SyntheticEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { request } from '../../api/client.ts'
import { friendshipFrom, readPersonQuery } from './find-person.ts'
import { useFriendActions } from './friend-actions.ts'
import { PersonRow } from './PersonRow.tsx'

interface Found {
  person: TOtherUser
  isMe: boolean
  friendship: FriendshipState
}

type Problem = 'notFound' | 'yourself' | 'alreadyAsked' | 'tooMany' | 'badHandle'

/** Finds one person by exact email or handle, then offers to ask them; every dead end says why. */
export function AddFriendBox({ friends, myId }: { friends: TFriends | undefined; myId: string | undefined }) {
  const { t } = useTranslation()
  const { befriend, busyWith } = useFriendActions()
  const [text, setText] = useState('')
  const [finding, setFinding] = useState(false)
  const [found, setFound] = useState<Found | null>(null)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [asked, setAsked] = useState<FriendshipState | null>(null)

  const find = async (event: SyntheticEvent) => {
    event.preventDefault()
    const query = readPersonQuery(text)
    setFound(null)
    setProblem(null)
    setAsked(null)
    if (!query) return
    if (query.kind === 'bad-handle') {
      setProblem('badHandle')
      return
    }
    setFinding(true)
    const notFound = { 404: () => setProblem('notFound'), 429: () => setProblem('tooMany') }
    if (query.kind === 'email') {
      const result = await request('GET /users/by-email', { query: { email: query.email } }, notFound)
      if (result.success) {
        const { id, name, handle } = result.data
        const person = { id, name, handle, profileImageUrl: null }
        setFound({ person, isMe: id === myId, friendship: friendshipFrom(friends, id) })
      }
    } else {
      const params = { handle: query.handle }
      const result = await request('GET /users/profile/by-handle/:handle', { params }, notFound)
      if (result.success) {
        const { id, name, handle, profileImages, isMe, friendship } = result.data
        const profileImageUrl = profileImages[0]?.thumbnailUrl ?? null
        setFound({ person: { id, name, handle, profileImageUrl }, isMe, friendship })
      }
    }
    setFinding(false)
  }

  const add = async (person: TOtherUser) => {
    const result = await befriend(person, {
      400: () => setProblem('yourself'),
      404: () => setProblem('notFound'),
      409: () => setProblem('alreadyAsked'),
      429: () => setProblem('tooMany'),
    })
    if (result.success) setAsked(result.data.friendship)
  }

  // Where we stand now: the friends lists follow every change live (the other person accepting too), so
  // they win over what the lookup or my own request answered.
  const state =
    found && friends && !found.isMe ? friendshipFrom(friends, found.person.id) : (asked ?? found?.friendship)
  const note = found?.isMe
    ? t('people.problems.yourself')
    : state && state !== 'none'
      ? t(`people.found.${state}`, { name: found?.person.name })
      : null

  return (
    <section aria-labelledby="add-friend-title">
      <Title order={2} size="h4" mb="xs" id="add-friend-title">
        {t('people.add.title')}
      </Title>
      <form onSubmit={(event) => void find(event)}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('people.add.label')}
            description={t('people.add.hint')}
            value={text}
            autoComplete="off"
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Button type="submit" loading={finding} leftSection={<IconSearch size={16} />}>
            {t('people.add.find')}
          </Button>
        </Group>
      </form>
      <Stack gap="xs" mt="sm" aria-live="polite">
        {problem && (
          <Alert color="orange" data-testid="add-problem">
            {t(`people.problems.${problem}`)}
          </Alert>
        )}
        {found && (
          <PersonRow person={found.person}>
            {!found.isMe && state === 'none' && (
              <Button size="xs" loading={busyWith === found.person.id} onClick={() => void add(found.person)}>
                {t('people.actions.add')}
              </Button>
            )}
            {!found.isMe && state === 'incoming' && (
              <Button size="xs" loading={busyWith === found.person.id} onClick={() => void add(found.person)}>
                {t('people.actions.accept')}
              </Button>
            )}
          </PersonRow>
        )}
        {found && note && <Text size="sm">{note}</Text>}
      </Stack>
    </section>
  )
}
