/**
 * A person with many conversations, written straight into the stopped server's database: `threads` other
 * accounts, each with `perThread` messages going both ways, a second apart, all read, and the thread rows
 * the server keeps beside them. Plain INSERT … SELECT over generate_series: the database builds every row.
 */
import { desc, like, sql } from 'drizzle-orm'
import type { Db } from '../../apps/server/src/db/client.ts'
import { users } from '../../apps/server/src/db/schema/index.ts'

const BASE = '2026-01-01T00:00:00Z'

/** When the last message of the thread with the n-th other person (1-based) was sent. */
export function lastMessageAt(n: number, perThread: number): Date {
  return new Date(Date.parse(BASE) + (n * perThread + perThread) * 1000)
}

/** Seeds the threads of `ownerId`; gives the other people's ids, the newest thread first. */
export async function seedThreads(
  db: Db,
  ownerId: string,
  threads: number,
  perThread: number,
): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into users (name, email, password_hash)
      select 'Friend ' || i, 'friend' || lpad(i::text, 6, '0') || '@bench.test', 'no password'
      from generate_series(1, ${threads}::int) i`)
    await tx.execute(sql`
      insert into messages (from_user_id, to_user_id, body, created_at, read_at)
      select case when j % 2 = 0 then ${ownerId}::uuid else f.id end,
             case when j % 2 = 0 then f.id else ${ownerId}::uuid end,
             'Message ' || j || ': shall we cook the lemon chicken on Sunday, or the lentil soup?',
             ${BASE}::timestamptz + (f.n * ${perThread}::int + j) * interval '1 second',
             ${BASE}::timestamptz + (f.n * ${perThread}::int + j) * interval '1 second'
      from (select id, row_number() over (order by email) as n from users where email like 'friend%@bench.test') f
      cross join generate_series(1, ${perThread}::int) j`)
    // Both people's rows of each thread, as the server keeps them with every message.
    await tx.execute(sql`
      with pairs as (
        select id, created_at,
               case when from_user_id = ${ownerId}::uuid then to_user_id else from_user_id end as other
        from messages),
      threads as (
        select other, (array_agg(id order by created_at desc, id desc))[1] as last_id,
               max(created_at) as last_at, count(*)::int as total
        from pairs group by other)
      insert into message_threads (user_id, other_user_id, last_message_id, last_message_at, message_count, unread_count)
      select ${ownerId}::uuid, other, last_id, last_at, total, 0 from threads
      union all
      select other, ${ownerId}::uuid, last_id, last_at, total, 0 from threads`)
    await tx.execute(sql`analyze users, messages, message_threads`)
  })
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, 'friend%@bench.test'))
    .orderBy(desc(users.email))
  return rows.map((row) => row.id)
}

/** Makes two accounts friends (a row per direction), as accepting a request does. */
export async function befriend(db: Db, a: string, b: string): Promise<void> {
  await db.execute(sql`insert into friendships (user_id, friend_id) values (${a}, ${b}), (${b}, ${a})`)
}
