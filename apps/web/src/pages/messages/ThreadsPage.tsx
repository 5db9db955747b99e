import { Alert, Anchor, Avatar, Badge, Button, Center, Group, Loader, Stack, Text } from '@mantine/core'
import type { TThread } from '@rosemary/shared/contract'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Page } from '../../components/Page.tsx'
import { useThreads } from '../../data/messages.ts'
import { offerPush } from '../../push/push.ts'
import { formatMessageTime } from './message-time.ts'
import classes from './Messages.module.css'
import { useNow } from './use-now.ts'

function ThreadRow({ thread, now }: { thread: TThread; now: Date }) {
  const { t, i18n } = useTranslation()
  const { otherUser, lastMessage, unreadCount } = thread
  const fromMe = lastMessage.fromUser.id !== otherUser.id
  const preview =
    lastMessage.body ||
    (lastMessage.recipe ? t('messages.sentRecipe', { title: lastMessage.recipe.title }) : '')
  return (
    <li>
      <Link to={`/messages/${otherUser.id}`} className={classes.threadRow} data-testid="thread-row">
        <Avatar src={otherUser.profileImageUrl} alt="" name={otherUser.name} color="initials" />
        <div className={classes.preview}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={unreadCount > 0 ? 700 : 500} truncate>
              {otherUser.name}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              <time dateTime={lastMessage.createdAt}>
                {formatMessageTime(lastMessage.createdAt, { now, language: i18n.language, t })}
              </time>
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" c="dimmed" truncate>
              {fromMe ? t('messages.youWrote', { text: preview }) : preview}
            </Text>
            {unreadCount > 0 && (
              <Badge
                size="sm"
                circle
                aria-label={t('messages.unread', { count: unreadCount })}
                data-testid="unread-count"
              >
                {unreadCount}
              </Badge>
            )}
          </Group>
        </div>
      </Link>
    </li>
  )
}

/** Everyone I exchanged messages with, the most recent first (spec §2 messages). */
export default function ThreadsPage() {
  const { t } = useTranslation()
  const threads = useThreads()
  const now = useNow()
  const all = threads.data?.pages.flat() ?? []

  useEffect(() => offerPush(), [])

  return (
    <Page title={t('messages.title')} size="sm">
      <Stack gap="sm">
        {threads.isPending && (
          <Center>
            <Loader role="status" aria-label={t('messages.loading')} />
          </Center>
        )}
        {threads.isError && all.length === 0 && <Alert color="red">{t('messages.loadFailed')}</Alert>}
        {threads.isSuccess && all.length === 0 && (
          <Stack gap="xs" data-testid="no-threads">
            <Text>{t('messages.noThreads')}</Text>
            <Anchor component={Link} to="/people">
              {t('messages.findPeople')}
            </Anchor>
          </Stack>
        )}
        <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {all.map((thread) => (
            <ThreadRow key={thread.otherUser.id} thread={thread} now={now} />
          ))}
        </Stack>
        {threads.hasNextPage && (
          <Button
            variant="subtle"
            onClick={() => void threads.fetchNextPage()}
            loading={threads.isFetchingNextPage}
          >
            {t('messages.loadMore')}
          </Button>
        )}
      </Stack>
    </Page>
  )
}
