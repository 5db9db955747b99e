import { Alert, Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { IGNORE_FAILURES, request, RequestFailed } from '../../api/client.ts'
import { Page } from '../../components/Page.tsx'
import { threadMessages, useThread } from '../../data/messages.ts'
import { offerPush } from '../../push/push.ts'
import { Composer } from './Composer.tsx'
import { MessageItem } from './MessageItem.tsx'
import classes from './Messages.module.css'
import { useNow } from './use-now.ts'

/** The name to show before any message tells it: the person's profile, if it can be read. */
function useOtherName(otherUserId: string, needed: boolean) {
  return useQuery({
    queryKey: ['profile', otherUserId],
    enabled: needed,
    queryFn: async () => {
      const result = await request('GET /users/profile/:id', { params: { id: otherUserId } }, IGNORE_FAILURES)
      return result.success ? result.data.name : null
    },
  })
}

/** A thread with one person (spec §2 messages/:otherUserId): oldest first, earlier pages on request. */
export default function ThreadPage() {
  const { t } = useTranslation()
  const otherUserId = useParams().otherUserId ?? ''
  const thread = useThread(otherUserId)
  const messages = threadMessages(thread.data)
  const now = useNow()
  const end = useRef<HTMLDivElement>(null)
  const newestId = messages.at(-1)?.id

  const known = messages[0]
  const nameFromMessages = known
    ? known.fromUser.id === otherUserId
      ? known.fromUser.name
      : known.toUser.name
    : null
  const profileName = useOtherName(otherUserId, thread.isSuccess && !known).data
  const name = nameFromMessages ?? profileName ?? null
  const notFound = thread.error instanceof RequestFailed && thread.error.failure.status === 404

  useEffect(() => offerPush(), [])
  // The newest message in view: on opening, and when one is sent or arrives (not when earlier ones load).
  useEffect(() => {
    if (newestId) end.current?.scrollIntoView({ block: 'end' })
  }, [newestId])

  return (
    <Page title={name ? t('messages.threadWith', { name }) : t('messages.title')} size="sm">
      <Stack gap="md">
        <Anchor component={Link} to="/messages" size="sm">
          {t('messages.allThreads')}
        </Anchor>
        {thread.isPending && (
          <Center>
            <Loader role="status" aria-label={t('messages.loading')} />
          </Center>
        )}
        {notFound && <Alert color="red">{t('messages.personNotFound')}</Alert>}
        {thread.isError && !notFound && messages.length === 0 && (
          <Alert color="red">{t('messages.loadFailed')}</Alert>
        )}
        {thread.hasNextPage && (
          <Button
            variant="subtle"
            onClick={() => void thread.fetchNextPage()}
            loading={thread.isFetchingNextPage}
            data-testid="load-earlier"
          >
            {t('messages.loadEarlier')}
          </Button>
        )}
        {thread.isSuccess && messages.length === 0 && <Text c="dimmed">{t('messages.emptyThread')}</Text>}
        <ol className={classes.thread} aria-label={t('messages.threadLabel')} data-testid="thread">
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              mine={message.fromUser.id !== otherUserId}
              now={now}
            />
          ))}
        </ol>
        <div ref={end} />
        {!notFound && <Composer key={otherUserId} otherUserId={otherUserId} />}
      </Stack>
    </Page>
  )
}
