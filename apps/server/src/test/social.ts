/** Helpers for tests of friends and profiles: befriending through the API, as people do. */
import type { TMyProfile, TUpdateProfileRequest } from '@rosemary/shared/contract'
import type { ApiClient } from './api-client.ts'

interface Someone {
  id: string
  token: string
}

/** `from` asks `to` to be friends; the request stays pending. */
export async function askFriend(api: ApiClient, from: Someone, to: Someone): Promise<void> {
  const response = await api.call('POST /users/friends/:id', { token: from.token, params: { id: to.id } })
  if (response.status !== 201)
    throw new Error(`friend request: ${response.status} ${JSON.stringify(response.body)}`)
}

/** Makes `a` and `b` friends: a asks, b accepts. */
export async function befriend(api: ApiClient, a: Someone, b: Someone): Promise<void> {
  await askFriend(api, a, b)
  await askFriend(api, b, a)
}

export async function unfriend(api: ApiClient, a: Someone, b: Someone): Promise<void> {
  const response = await api.call('DELETE /users/friends/:id', { token: a.token, params: { id: b.id } })
  if (response.status !== 200)
    throw new Error(`unfriend: ${response.status} ${JSON.stringify(response.body)}`)
}

export async function updateProfile(
  api: ApiClient,
  user: Someone,
  body: TUpdateProfileRequest,
): Promise<TMyProfile> {
  const response = await api.call('PUT /users/profile', { token: user.token, body })
  if (response.status !== 200)
    throw new Error(`update profile: ${response.status} ${JSON.stringify(response.body)}`)
  return response.body as TMyProfile
}
