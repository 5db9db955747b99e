/**
 * Jobs (imports) through TanStack Query. A job being watched follows its `job:updated` frames and, so that
 * it also works without a socket, polls every two seconds until it is finished (or the server no longer
 * knows it); when it is finished, the recipe lists are refreshed. Without the server, polling waits for it
 * (app/query-connection.ts).
 */
import type { TJob } from '@rosemary/shared/contract'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { IGNORE_FAILURES, RequestFailed, request, unwrap } from '../api/client.ts'
import { onSocketMessage } from '../realtime/socket.ts'
import { isFinished, newerJob } from './job-state.ts'
import { refreshRecipeData } from './recipes.ts'

export const JOB_POLL_MS = 2000

export const jobKeys = {
  recent: ['jobs', 'recent'] as const,
  detail: (id: string) => ['jobs', 'detail', id] as const,
}

/** The person's recent imports; an unfinished one keeps moving with its frames, or by polling. */
export function useRecentJobs() {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      onSocketMessage('job:updated', (data) => {
        const job = (data as { job?: TJob } | null)?.job
        if (!job) return
        const jobs = queryClient.getQueryData<TJob[]>(jobKeys.recent)
        if (jobs?.some((known) => known.id === job.id)) {
          queryClient.setQueryData<TJob[]>(jobKeys.recent, (list) =>
            list?.map((known) => (known.id === job.id ? newerJob(known, job) : known)),
          )
        } else void queryClient.invalidateQueries({ queryKey: jobKeys.recent })
      }),
    [queryClient],
  )
  return useQuery({
    queryKey: jobKeys.recent,
    queryFn: async () => unwrap(await request('GET /jobs')).data,
    refetchInterval: (current) =>
      current.state.data?.some((job) => !isFinished(job)) ? JOB_POLL_MS : false,
  })
}

/** The server answered that it knows no such job (deleted, or another account signed in meanwhile). */
export function isJobGone(error: unknown): boolean {
  return error instanceof RequestFailed && error.failure.status === 404
}

export function useJob(jobId: string | null) {
  const queryClient = useQueryClient()
  const key = jobKeys.detail(jobId ?? '')
  const query = useQuery({
    queryKey: key,
    enabled: jobId !== null,
    queryFn: async () => {
      // Polling is the fallback: a failed poll says nothing the next one (or a frame) will not.
      const fetched = unwrap(await request('GET /jobs/:id', { params: { id: jobId ?? '' } }, IGNORE_FAILURES))
      return newerJob(queryClient.getQueryData<TJob>(key), fetched)
    },
    refetchInterval: ({ state }) =>
      (state.data && isFinished(state.data)) || isJobGone(state.error) ? false : JOB_POLL_MS,
  })

  useEffect(() => {
    if (!jobId) return
    const detail = jobKeys.detail(jobId)
    const offUpdated = onSocketMessage('job:updated', (data) => {
      const job = (data as { job?: TJob } | null)?.job
      if (job?.id !== jobId) return
      queryClient.setQueryData<TJob>(detail, (current) => newerJob(current, job))
    })
    // Pepperplate also says when it is over: look at once rather than at the next poll.
    const lookNow = () => void queryClient.invalidateQueries({ queryKey: detail })
    const offComplete = onSocketMessage('import:pepperplate:complete', lookNow)
    const offFailed = onSocketMessage('import:pepperplate:failed', lookNow)
    return () => {
      offUpdated()
      offComplete()
      offFailed()
    }
  }, [jobId, queryClient])

  const finished = query.data ? isFinished(query.data) : false
  useEffect(() => {
    if (!finished) return
    void refreshRecipeData(queryClient)
    void queryClient.invalidateQueries({ queryKey: jobKeys.recent })
  }, [finished, queryClient])

  return query
}
