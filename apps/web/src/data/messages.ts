/**
 * Messages through TanStack Query: the list of threads (newest first, paged with `before`, a
 * lastMessage.createdAt) and one thread (fetched newest first in pages, shown oldest first, paged back with
 * `before`, a message id). A message reaches a thread twice, from its POST answer and from the socket's
 * `messages:new` frame, so adding one is keyed by id.
 */
import type { TMessage, TThread } from '@rosemary/shared/contract'
import { type InfiniteData, type QueryClient, useInfiniteQuery } from '@tanstack/react-query'
import { request, unwrap } from '../api/client.ts'
import { messageOfFrame } from '../realtime/new-message-notice.ts'
import { onSocketMessage } from '../realtime/socket.ts'

export const THREADS_PAGE_SIZE = 30
export const THREAD_PAGE_SIZE = 50

export const messageKeys = {
  all: ['messages'] as const,
  threads: ['messages', 'threads'] as const,
  thread: (otherUserId: string) => ['messages', 'thread', otherUserId] as const,
}

/** The pages say "not found" themselves. */
const shownByThePage = { 404: () => undefined }

export function useThreads() {
  return useInfiniteQuery({
    queryKey: messageKeys.threads,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      unwrap(
        await request('GET /messages/threads', { query: { limit: THREADS_PAGE_SIZE, before: pageParam } }),
      ),
    getNextPageParam: (last: TThread[]) =>
      last.length < THREADS_PAGE_SIZE ? undefined : last.at(-1)?.lastMessage.createdAt,
  })
}

/** Pages from the newest back: pages[0] holds the newest messages, each page oldest first. */
export type ThreadData = InfiniteData<TMessage[]>

/** The recipe a message carries. */
export type AttachedRecipe = NonNullable<TMessage['recipe']>

export function useThread(otherUserId: string) {
  return useInfiniteQuery({
    queryKey: messageKeys.thread(otherUserId),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      unwrap(
        await request(
          'GET /messages',
          { query: { user: otherUserId, limit: THREAD_PAGE_SIZE, before: pageParam } },
          shownByThePage,
        ),
      ),
    getNextPageParam: (last: TMessage[]) => (last.length < THREAD_PAGE_SIZE ? undefined : last[0]?.id),
  })
}

/** The thread oldest first, as it is read. */
export function threadMessages(data: ThreadData | undefined): TMessage[] {
  return data ? [...data.pages].reverse().flat() : []
}

/** Adds a message at the end of the thread unless it is there already. */
export function withMessage(data: ThreadData | undefined, message: TMessage): ThreadData | undefined {
  if (!data) return data
  if (data.pages.some((page) => page.some((shown) => shown.id === message.id))) return data
  const [newest = [], ...older] = data.pages
  return { ...data, pages: [[...newest, message], ...older] }
}

export function addToThread(queryClient: QueryClient, otherUserId: string, message: TMessage): void {
  queryClient.setQueryData<ThreadData>(messageKeys.thread(otherUserId), (data) => withMessage(data, message))
}

/**
 * A message sent or received on any device: it joins its open thread at once, and the list of threads is
 * loaded again (new preview, unread count). The thread is the one with whichever side is not me: the
 * thread whose cache holds the other person's id.
 */
export function followNewMessages(queryClient: QueryClient): () => void {
  return onSocketMessage('messages:new', (data) => {
    const message = messageOfFrame(data)
    if (!message) return
    for (const otherUserId of [message.fromUser.id, message.toUser.id]) {
      if (!queryClient.getQueryData(messageKeys.thread(otherUserId))) continue
      addToThread(queryClient, otherUserId, message)
      // Reading it again marks what came to me as read on the server, as opening the thread does.
      void queryClient.invalidateQueries({ queryKey: messageKeys.thread(otherUserId), refetchType: 'active' })
    }
    void queryClient.invalidateQueries({ queryKey: messageKeys.threads })
  })
}
