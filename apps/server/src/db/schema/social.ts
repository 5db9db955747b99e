/**
 * Friends, profiles, messages and the Web Push subscriptions that announce them.
 */
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { images, labels, recipes } from './recipes.ts'
import { sessions, users } from './users.ts'

/**
 * One row per direction: (a, b) says that a wants b as a friend. Both rows: they are friends; one row: a
 * request waiting on the other. Declining, cancelling and unfriending all delete both rows.
 */
export const friendships = pgTable(
  'friendships',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.friendId] }),
    index('friendships_friend_idx').on(table.friendId),
    check('friendships_not_self', sql`${table.userId} <> ${table.friendId}`),
  ],
)

export type FriendshipRow = typeof friendships.$inferSelect

export const profileItemTypes = ['all-recipes', 'label', 'recipe'] as const
export const profileItemVisibilities = ['public', 'friends'] as const

/** What a person shows on their profile: all their recipes, one label's, or one recipe, to friends or to all. */
export const profileItems = pgTable(
  'profile_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text({ enum: profileItemTypes }).notNull(),
    visibility: text({ enum: profileItemVisibilities }).notNull(),
    /** Shown with the item; the label's or recipe's title when the person gives none. */
    title: text().notNull().default(''),
    labelId: uuid().references(() => labels.id, { onDelete: 'cascade' }),
    recipeId: uuid().references(() => recipes.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('profile_items_user_idx').on(table.userId, table.position),
    index('profile_items_label_idx')
      .on(table.labelId)
      .where(sql`${table.labelId} is not null`),
    index('profile_items_recipe_idx')
      .on(table.recipeId)
      .where(sql`${table.recipeId} is not null`),
    check(
      'profile_items_target',
      sql`(${table.type} = 'all-recipes' and ${table.labelId} is null and ${table.recipeId} is null)
        or (${table.type} = 'label' and ${table.labelId} is not null and ${table.recipeId} is null)
        or (${table.type} = 'recipe' and ${table.recipeId} is not null and ${table.labelId} is null)`,
    ),
  ],
)

export type ProfileItemRow = typeof profileItems.$inferSelect

/** The pictures of a person's profile, in order. */
export const profileImages = pgTable(
  'profile_images',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    imageId: uuid()
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.imageId] }),
    index('profile_images_image_idx').on(table.imageId),
  ],
)

/**
 * A message between two people. A recipe it carries is copied into the recipient's inbox: `recipeId` is that
 * copy, `originalRecipeId` the sender's recipe (either may be deleted later; the message stays).
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    fromUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text().notNull().default(''),
    recipeId: uuid().references(() => recipes.id, { onDelete: 'set null' }),
    originalRecipeId: uuid().references(() => recipes.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the recipient opened the thread after it came; null while unread. */
    readAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // A thread is the messages of a pair in both directions, read newest first by keyset.
    index('messages_pair_idx').on(table.fromUserId, table.toUserId, table.createdAt, table.id),
    index('messages_to_idx').on(table.toUserId, table.fromUserId, table.createdAt, table.id),
    index('messages_recipe_idx')
      .on(table.recipeId)
      .where(sql`${table.recipeId} is not null`),
    index('messages_original_recipe_idx')
      .on(table.originalRecipeId)
      .where(sql`${table.originalRecipeId} is not null`),
  ],
)

export type MessageRow = typeof messages.$inferSelect

/**
 * One row per person and thread, kept with every message in its transaction: the threads page reads a page
 * of these instead of grouping every message of every thread.
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otherUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageId: uuid()
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp({ withTimezone: true }).notNull(),
    messageCount: integer().notNull(),
    unreadCount: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.otherUserId] }),
    index('message_threads_recent_idx').on(table.userId, table.lastMessageAt, table.otherUserId),
  ],
)

/**
 * A device's Web Push subscription (spec §3's push token record), tied to the session it was made in: ending
 * the session forgets it. The endpoint is the device's address at its push service; it is unique per
 * account, not overall, so an account that registers a device's endpoint gets a row (and keys) of its own
 * and never takes over another account's.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid().references(() => sessions.id, { onDelete: 'cascade' }),
    /** The seed's name for the device's token; here the client's own id for its subscription. */
    fcmToken: text().notNull(),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    swScope: text().notNull().default(''),
    /** The server key the subscription was made with; one made with an older key is useless. */
    vapidKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_user_endpoint_key').on(table.userId, table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
    index('push_subscriptions_session_idx').on(table.sessionId),
  ],
)

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect

/** Values the server makes once and keeps (the VAPID key pair of Web Push). */
export const serverSecrets = pgTable('server_secrets', {
  name: text().primaryKey(),
  value: jsonb().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
