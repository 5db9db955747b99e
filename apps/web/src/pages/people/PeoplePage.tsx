import { Button, Center, Divider, Loader, Stack, Text } from '@mantine/core'
import { IconUserCircle } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { request, unwrap } from '../../api/client.ts'
import { Page } from '../../components/Page.tsx'
import { useFriends } from '../../data/social.ts'
import { ME_QUERY_KEY } from '../settings/account-query.ts'
import { AddFriendBox } from './AddFriendBox.tsx'
import { FriendLists } from './FriendLists.tsx'

/** people (spec §2): find and add a friend, answer requests, and the friends themselves. */
export default function PeoplePage() {
  const { t } = useTranslation()
  const friends = useFriends()
  // Who I am, so that finding my own email says so rather than offering to befriend myself.
  const me = useQuery({ queryKey: ME_QUERY_KEY, queryFn: async () => unwrap(await request('GET /users/')) })

  return (
    <Page
      title={t('people.title')}
      size="md"
      actions={
        <Button
          component={Link}
          to="/people/my-profile"
          variant="default"
          leftSection={<IconUserCircle size={18} />}
        >
          {t('people.openMyProfile')}
        </Button>
      }
    >
      <Stack gap="lg">
        <AddFriendBox friends={friends.data} myId={me.data?.id} />
        <Divider />
        {friends.isPending && (
          <Center py="xl">
            <Loader />
          </Center>
        )}
        {friends.isError && <Text c="red">{t('people.loadFailed')}</Text>}
        {friends.data && <FriendLists friends={friends.data} />}
      </Stack>
    </Page>
  )
}
