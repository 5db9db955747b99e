/**
 * Sending from the composer. What was typed stays until the server has the message: a failure (the server
 * cannot be reached, not friends, too many messages) keeps the text and the chosen recipe and says why.
 * Each message goes with an id made here, and sending the same text and recipe again reuses it: if the
 * first try reached the server and only its answer was lost, the server keeps one message, not two.
 */
import type { TMessage } from '@rosemary/shared/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { handleByDefault, request } from '../../api/client.ts'
import { type AttachedRecipe, addToThread, messageKeys } from '../../data/messages.ts'
import { randomId } from '../../lib/random-id.ts'

export type SendProblem = 'unreachable' | 'notFriends' | 'notFound' | 'tooMany' | 'invalid' | 'failed'

/** The id of a message not yet known to be sent, and what it was sent with. */
interface Attempt {
  id: string
  body: string
  recipeId: string | null
}

function problemOf(status: number): SendProblem {
  if (status === 0) return 'unreachable'
  if (status === 403) return 'notFriends'
  if (status === 404) return 'notFound'
  if (status === 429) return 'tooMany'
  if (status === 400) return 'invalid'
  return 'failed'
}

export function useSendMessage(otherUserId: string) {
  const queryClient = useQueryClient()
  const [sending, setSending] = useState(false)
  const [problem, setProblem] = useState<{ kind: SendProblem; message: string | null } | null>(null)
  const attempt = useRef<Attempt | null>(null)

  /** The last try's id when this is the same message again, a new one otherwise. */
  const idFor = (body: string, recipeId: string | null): string => {
    const last = attempt.current
    if (last?.body === body && last.recipeId === recipeId) return last.id
    attempt.current = { id: randomId(), body, recipeId }
    return attempt.current.id
  }

  /** True once sent: only then may the composer be emptied. */
  const send = async (body: string, recipe: AttachedRecipe | null): Promise<TMessage | null> => {
    setSending(true)
    setProblem(null)
    const id = idFor(body, recipe?.id ?? null)
    // The composer shows every failure but a lapsed session, which still opens the auth prompt.
    const result = await request(
      'POST /messages',
      { body: { id, to: otherUserId, body, recipeId: recipe?.id } },
      { '*': (failure) => failure.status === 401 && handleByDefault(failure) },
    )
    setSending(false)
    // Sent, or the id names another message (409): the next message needs a new one.
    if (result.success || result.status === 409) attempt.current = null
    if (!result.success) {
      setProblem({ kind: problemOf(result.status), message: result.data?.error.message ?? null })
      return null
    }
    addToThread(queryClient, otherUserId, result.data)
    void queryClient.invalidateQueries({ queryKey: messageKeys.threads })
    return result.data
  }

  return { send, sending, problem }
}
