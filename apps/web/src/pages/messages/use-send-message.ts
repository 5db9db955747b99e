/**
 * Sending from the composer. What was typed stays until the server has the message: a failure (the server
 * cannot be reached, not friends, too many messages) keeps the text and the chosen recipe and says why.
 */
import type { TMessage } from '@rosemary/shared/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { handleByDefault, request } from '../../api/client.ts'
import { type AttachedRecipe, addToThread, messageKeys } from '../../data/messages.ts'

export type SendProblem = 'unreachable' | 'notFriends' | 'notFound' | 'tooMany' | 'invalid' | 'failed'

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

  /** True once sent: only then may the composer be emptied. */
  const send = async (body: string, recipe: AttachedRecipe | null): Promise<TMessage | null> => {
    setSending(true)
    setProblem(null)
    // The composer shows every failure but a lapsed session, which still opens the auth prompt.
    const result = await request(
      'POST /messages',
      { body: { to: otherUserId, body, recipeId: recipe?.id } },
      { '*': (failure) => failure.status === 401 && handleByDefault(failure) },
    )
    setSending(false)
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
