import { sql } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { test } from '../test/fixtures.ts'
import { createStatisticsUpkeep } from './statistics.ts'

type Rows<T> = { rows: T[] }

describe('planner statistics upkeep', () => {
  test('a table never analyzed, then one changed by more than a tenth, gets analyzed', async ({
    database,
  }) => {
    const { db } = database
    await db.execute(sql`create table upkeep_probe (n int)`)
    // Change counters reach pg_stat_user_tables when the session flushes them; force it, then wait.
    const insert = (rows: number) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into upkeep_probe select generate_series(1, ${rows}::int)`)
        await tx.execute(sql`select pg_stat_force_next_flush()`)
      })
    const changed = async () => {
      const result: unknown = await db.execute(
        sql`select n_mod_since_analyze::float8 as n from pg_stat_user_tables where relname = 'upkeep_probe'`,
      )
      return (result as Rows<{ n: number }>).rows[0]!.n
    }
    await insert(1000)
    await expect.poll(changed).toBe(1000)
    const estimated = async () => {
      const result: unknown = await db.execute(
        sql`select reltuples::float8 as n from pg_class where relname = 'upkeep_probe'`,
      )
      return (result as Rows<{ n: number }>).rows[0]!.n
    }
    const upkeep = createStatisticsUpkeep(db)

    expect(await estimated()).toBeLessThan(0) // never analyzed: the planner knows nothing
    expect(await upkeep.atStart()).toContain('upkeep_probe')
    expect(await estimated()).toBe(1000)
    expect(await upkeep.atStart()).not.toContain('upkeep_probe')

    expect(await changed()).toBe(0)
    await insert(100)
    await expect.poll(changed).toBe(100)
    expect(await upkeep.whenChanged()).not.toContain('upkeep_probe') // 100 ≤ 50 + 10% of 1000
    await insert(100)
    await expect.poll(changed).toBe(200)
    expect(await upkeep.whenChanged()).toContain('upkeep_probe')
    expect(await estimated()).toBe(1200)
    await db.execute(sql`drop table upkeep_probe`)
  })
  // Empty tables are judged without a count (no page, no row); the judgement is the same as counting's.
  test('at start, a table emptied since its analysis is analyzed again, an empty new one is left', async ({
    database,
  }) => {
    const { db } = database
    await db.execute(sql`create table upkeep_emptied (n int)`)
    await db.execute(sql`create table upkeep_unused (n int)`)
    await db.execute(sql`insert into upkeep_emptied select generate_series(1, 1000)`)
    const upkeep = createStatisticsUpkeep(db)
    expect(await upkeep.atStart()).toContain('upkeep_emptied')
    await db.execute(sql`delete from upkeep_emptied`)
    const again = await upkeep.atStart()
    expect(again).toContain('upkeep_emptied')
    expect(again).not.toContain('upkeep_unused')
    const result: unknown = await db.execute(
      sql`select reltuples::float8 as n from pg_class where relname = 'upkeep_emptied'`,
    )
    expect((result as Rows<{ n: number }>).rows[0]!.n).toBe(0)
    expect(await upkeep.atStart()).not.toContain('upkeep_emptied')
    await db.execute(sql`drop table upkeep_emptied, upkeep_unused`)
  })
})
