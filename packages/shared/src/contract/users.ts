import { z } from 'zod'
import { EMAIL_PATTERN, MAX_DEVICE_TOKENS, MIN_PASSWORD_LENGTH } from '../rules/auth-form.ts'
import { findHandleProblem, MAX_HANDLE_LENGTH } from '../rules/handle.ts'
import { ZId, ZOk, ZSingleLine, ZTimestamp } from './common.ts'
import { defineEndpoints } from './endpoint.ts'

const MAX_PASSWORD_LENGTH = 1024
const MAX_DEVICE_TOKEN_LENGTH = 200

export const ZName = ZSingleLine.min(1, { error: 'Enter a name' }).max(255, {
  error: 'A name has at most 255 characters',
})

/** Emails are compared case-insensitively, so they are stored trimmed and lowercase. */
export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { error: 'An email has at most 254 characters' })
  .regex(EMAIL_PATTERN, { error: 'Enter an email like name@example.com' })

export const ZNewPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { error: `A password has at least ${MIN_PASSWORD_LENGTH} characters` })
  .max(MAX_PASSWORD_LENGTH, { error: `A password has at most ${MAX_PASSWORD_LENGTH} characters` })

const HANDLE_MESSAGES = {
  empty: 'Enter a handle',
  tooLong: `A handle has at most ${MAX_HANDLE_LENGTH} characters`,
  characters: 'A handle may contain only letters, digits, underscores and periods',
  reserved: 'That handle is reserved',
} as const

export const ZHandle = z
  .string()
  .trim()
  .superRefine((handle, ctx) => {
    const problem = findHandleProblem(handle)
    if (problem) ctx.addIssue({ code: 'custom', message: HANDLE_MESSAGES[problem] })
  })
  .transform((handle) => handle.toLowerCase())

export const ZRegisterRequest = z.object({ name: ZName, email: ZEmail, password: ZNewPassword })
export type TRegisterRequest = z.input<typeof ZRegisterRequest>

export const ZLoginRequest = z.object({
  email: z.string().trim().toLowerCase().min(1, { error: 'Enter your email' }).max(254),
  password: z.string().min(1, { error: 'Enter your password' }).max(MAX_PASSWORD_LENGTH),
  /** The device tokens this browser was given at earlier sign-ins (ZSession.deviceToken), newest first. */
  deviceTokens: z
    .array(z.string().max(MAX_DEVICE_TOKEN_LENGTH))
    .max(MAX_DEVICE_TOKENS, { error: `At most ${MAX_DEVICE_TOKENS} device tokens` })
    .optional(),
})
export type TLoginRequest = z.input<typeof ZLoginRequest>

export const ZForgotRequest = z.object({
  email: z.string().trim().toLowerCase().min(1, { error: 'Enter your email' }).max(254),
})

/** The token of a forgot-password link, good once for setting a new password, and the new password. */
export const ZResetPasswordRequest = z.object({
  token: z.string().min(1, { error: 'The link has no token' }).max(200),
  password: ZNewPassword,
})
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>

/**
 * `deviceToken` marks this browser as one the account signed in on: sent back with later sign-ins, it keeps
 * them apart from the account's lock, which a guesser elsewhere may have caused. It signs nobody in.
 */
export const ZSession = z.object({ token: z.string(), userId: ZId, deviceToken: z.string() })
export type TSession = z.output<typeof ZSession>

export const ZMe = z.object({
  id: ZId,
  name: z.string(),
  email: z.string(),
  handle: z.string().nullable(),
  createdAt: ZTimestamp,
  /** Whether I run this server (the app then offers its Admin page). */
  admin: z.boolean(),
  /**
   * false for an account made by signing in through the identity provider, until its owner sets a
   * password: setting one then needs no `currentPassword`, nor does a new email.
   */
  hasPassword: z.boolean(),
})
export type TMe = z.output<typeof ZMe>

/**
 * A new email or password needs `currentPassword` (a device left signed in is not the whole account; a new
 * email could receive a reset link), unless the account has no password yet (TMe.hasPassword). Passwords shorter than the minimum of today still sign in: only new
 * ones are held to it.
 */
export const ZUpdateMeRequest = z.object({
  name: ZName.optional(),
  email: ZEmail.optional(),
  password: ZNewPassword.optional(),
  currentPassword: z
    .string()
    .min(1, { error: 'Enter your current password' })
    .max(MAX_PASSWORD_LENGTH)
    .optional(),
})
export type TUpdateMeRequest = z.input<typeof ZUpdateMeRequest>

export const ZUserSummary = z.object({ id: ZId, name: z.string(), handle: z.string().nullable() })
export type TUserSummary = z.output<typeof ZUserSummary>

/** A picture of a profile, as recipes show theirs. */
export const ZProfileImage = z.object({
  id: ZId,
  url: z.string(),
  thumbnailUrl: z.string(),
  order: z.number().int(),
})

export const PROFILE_ITEM_TYPES = ['all-recipes', 'label', 'recipe'] as const
export const PROFILE_ITEM_VISIBILITIES = ['public', 'friends'] as const
export const MAX_PROFILE_ITEMS = 50
export const MAX_PROFILE_IMAGES = 10

/**
 * What a profile shows: all the person's recipes, one label's, or one recipe; to friends only or to everyone.
 * `label` and `recipe` say what it points at (null for all-recipes).
 */
export const ZProfileItem = z.object({
  id: ZId,
  type: z.enum(PROFILE_ITEM_TYPES),
  visibility: z.enum(PROFILE_ITEM_VISIBILITIES),
  title: z.string(),
  label: z.object({ id: ZId, title: z.string() }).nullable(),
  recipe: z.object({ id: ZId, title: z.string(), imageUrl: z.string().nullable() }).nullable(),
})
export type TProfileItem = z.output<typeof ZProfileItem>

export const ZProfileItemInput = z
  .object({
    type: z.enum(PROFILE_ITEM_TYPES, { error: 'Must be all-recipes, label or recipe' }),
    visibility: z.enum(PROFILE_ITEM_VISIBILITIES, { error: 'Must be public or friends' }),
    title: ZSingleLine.max(255, { error: 'A title has at most 255 characters' }).default(''),
    labelId: ZId.optional(),
    recipeId: ZId.optional(),
  })
  .superRefine((item, ctx) => {
    if (item.type === 'label' && !item.labelId)
      ctx.addIssue({ code: 'custom', path: ['labelId'], message: 'Choose a label' })
    if (item.type === 'recipe' && !item.recipeId)
      ctx.addIssue({ code: 'custom', path: ['recipeId'], message: 'Choose a recipe' })
  })
export type TProfileItemInput = z.input<typeof ZProfileItemInput>

export const ZMyProfile = z.object({
  id: ZId,
  name: z.string(),
  handle: z.string().nullable(),
  enableProfile: z.boolean(),
  profileImages: z.array(ZProfileImage),
  profileItems: z.array(ZProfileItem),
})
export type TMyProfile = z.output<typeof ZMyProfile>

/** Items and images are replaced as a whole when given, in the order given. */
export const ZUpdateProfileRequest = z.object({
  name: ZName.optional(),
  handle: ZHandle.optional(),
  enableProfile: z.boolean().optional(),
  profileItems: z
    .array(ZProfileItemInput)
    .max(MAX_PROFILE_ITEMS, { error: `At most ${MAX_PROFILE_ITEMS} profile items` })
    .optional(),
  profileImageIds: z
    .array(ZId)
    .max(MAX_PROFILE_IMAGES, { error: `At most ${MAX_PROFILE_IMAGES} pictures` })
    .optional(),
})
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>

export const ZHandleInfo = z.object({ available: z.boolean() })

export const ZUserStats = z.object({
  recipeCount: z.number().int(),
  recipeImageCount: z.number().int(),
  messageCount: z.number().int(),
  createdAt: ZTimestamp,
  lastLogin: ZTimestamp.nullable(),
})
export type TUserStats = z.output<typeof ZUserStats>

export const ZCapabilities = z.object({
  highResImages: z.boolean(),
  multipleImages: z.boolean(),
  expandablePreviews: z.boolean(),
})
export type TCapabilities = z.output<typeof ZCapabilities>
export type CapabilityName = keyof TCapabilities

export const usersEndpoints = defineEndpoints({
  'POST /users/register': {
    summary:
      'Create an account and sign in; the first account of a new server is its administrator. 403 while registration is closed (REGISTRATION_ENABLED, or an administrator’s setting over it)',
    tag: 'users',
    access: 'public',
    body: ZRegisterRequest,
    response: ZSession,
    errors: [403, 406, 429],
  },
  'POST /users/login': {
    summary:
      'Sign in; 412 for a wrong email or password alike. Wrong passwords are counted per account (unknown emails too) as well as per address: after 10 within 15 minutes the account is refused with 429 and Retry-After for a minute, then twice as long after each further wrong one, at most 15 minutes, the right password included; the right password or a reset link starts the count afresh. A browser that sends a `deviceTokens` entry this server gave the account at an earlier sign-in is counted on its own, so a lock caused elsewhere does not keep it out. 403 with the right password of a disabled account',
    tag: 'users',
    access: 'public',
    body: ZLoginRequest,
    response: ZSession,
    errors: [403, 412, 429],
  },
  'POST /users/logout': {
    summary: 'End this session',
    tag: 'users',
    access: 'session',
    response: ZOk,
  },
  'POST /users/forgot': {
    summary:
      'Mail a link to set a new password (one use, within an hour, the newest link only); answers the same whether or not the email exists',
    tag: 'users',
    access: 'public',
    body: ZForgotRequest,
    response: ZOk,
    errors: [403, 429],
  },
  'POST /users/reset-password': {
    summary:
      'Set a new password with the token of a forgot-password link, which is then used up; every session of the account ends and a new one starts; 401 for a used, replaced or expired link',
    tag: 'users',
    access: 'public',
    body: ZResetPasswordRequest,
    response: ZSession,
    errors: [401, 403, 429],
  },
  'GET /users/': {
    summary: 'Me',
    tag: 'users',
    access: 'user',
    response: ZMe,
  },
  'PUT /users/': {
    summary:
      'Change my name, email or password; a new email or password needs currentPassword (400 naming it when missing, 412 naming it when wrong, counted with failed sign-ins; 429 while they lock the account); a new password ends every other session',
    tag: 'users',
    access: 'session',
    body: ZUpdateMeRequest,
    response: ZMe,
    errors: [406, 412, 429],
  },
  'DELETE /users/': {
    summary: 'Delete my account and everything it owns',
    tag: 'users',
    access: 'session',
    response: ZOk,
  },
  'GET /users/by-email': {
    summary: 'Find a user by email; limited per address and per account (LOOKUP_RATE_LIMIT_PER_MINUTE)',
    tag: 'users',
    access: 'user',
    query: z.object({ email: z.string().trim().toLowerCase().min(1, { error: 'Enter an email' }) }),
    response: ZUserSummary,
    errors: [404, 429],
  },
  'GET /users/profile': {
    summary: 'My profile',
    tag: 'users',
    access: 'user',
    response: ZMyProfile,
  },
  'PUT /users/profile': {
    summary: 'Change my profile; handles are stored lowercase',
    tag: 'users',
    access: 'user',
    body: ZUpdateProfileRequest,
    response: ZMyProfile,
    errors: [409],
  },
  'GET /users/handle-info/:handle': {
    summary: 'Whether a handle is free to take',
    tag: 'users',
    access: 'user',
    params: z.object({ handle: z.string() }),
    response: ZHandleInfo,
  },
  'GET /users/stats': {
    summary: 'Counts and dates of my account',
    tag: 'users',
    access: 'user',
    response: ZUserStats,
  },
  'GET /users/capabilities': {
    summary: 'What this account may use',
    tag: 'users',
    access: 'user',
    response: ZCapabilities,
  },
  'GET /users/:id': {
    summary: 'A user by id',
    tag: 'users',
    access: 'user',
    params: z.object({ id: ZId }),
    response: ZUserSummary,
    errors: [404],
  },
})
