/**
 * The SQL of "owned by one person, shared with collaborators", written once for shopping lists and meal
 * plans: each names its owned table, its collaborator table and their columns in a `SharedTables`.
 */
import { and, count, eq, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'

export interface SharedTables {
  owned: PgTable
  ownedId: AnyPgColumn
  ownerId: AnyPgColumn
  collaborators: PgTable
  /** The collaborator row's reference to the owned row. */
  sharedId: AnyPgColumn
  collaboratorId: AnyPgColumn
  /** A collaborator row to insert. */
  collaboratorRow: (sharedId: string, userId: string) => Record<string, unknown>
}

/** Who may see and change a list or plan. */
export interface Members {
  ownerId: string
  collaboratorIds: string[]
}

export function createSharingRepository(db: Db, tables: SharedTables) {
  const { owned, ownedId, ownerId, collaborators, sharedId, collaboratorId } = tables

  async function members(id: string): Promise<Members | null> {
    // One query: the owner, and a row per collaborator (or one with none).
    const rows = (await db
      .select({ ownerId, collaboratorId })
      .from(owned)
      .leftJoin(collaborators, eq(sharedId, ownedId))
      .where(eq(ownedId, id))) as { ownerId: string; collaboratorId: string | null }[]
    const [first] = rows
    if (!first) return null
    const collaboratorIds = rows.flatMap((row) => (row.collaboratorId ? [row.collaboratorId] : []))
    return { ownerId: first.ownerId, collaboratorIds }
  }

  return {
    members,

    /**
     * The members, with the owned row locked until the transaction ends: additions to one list or plan
     * wait for each other, so two of them cannot both pass its item limit, and a collaborator removed
     * meanwhile is no longer a member when the lock is granted.
     */
    async lockMembers(id: string): Promise<Members | null> {
      const locked = await db.select({ id: ownedId }).from(owned).where(eq(ownedId, id)).for('update')
      return locked.length === 0 ? null : members(id)
    },

    /**
     * Until the transaction ends, holds the lock of everything counted against the owner's limits (lists
     * or plans made, items on all of them), so they are counted and written by one transaction at a time.
     * A lock on the person's id rather than their account row: deleting an account locks that row, then
     * the lists, so an addition holding a list while it waited for the row could deadlock with it.
     */
    async lockOwner(userId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`planning owner ${userId}`}, 0))`)
    },

    /** How many the user owns. */
    async ownedCount(userId: string): Promise<number> {
      const [row] = await db.select({ count: count() }).from(owned).where(eq(ownerId, userId))
      return row?.count ?? 0
    },

    /** Rows the user owns or collaborates on, as a condition on the owned table. */
    isMember(userId: string): SQL {
      const shared = db.select({ id: sharedId }).from(collaborators).where(eq(collaboratorId, userId))
      return or(eq(ownerId, userId), inArray(ownedId, shared)) ?? sql`false`
    },

    /** Each row's collaborators' ids, by row id. */
    async collaboratorsOf(ids: string[]): Promise<Map<string, string[]>> {
      const byRow = new Map<string, string[]>(ids.map((id) => [id, []]))
      if (ids.length === 0) return byRow
      const rows = (await db
        .select({ sharedId, collaboratorId })
        .from(collaborators)
        .where(inArray(sharedId, ids))) as { sharedId: string; collaboratorId: string }[]
      for (const row of rows) byRow.get(row.sharedId)?.push(row.collaboratorId)
      return byRow
    },

    /** Makes the collaborators exactly these; a row already there keeps its date. */
    async setCollaborators(id: string, userIds: string[]): Promise<void> {
      await db
        .delete(collaborators)
        .where(and(eq(sharedId, id), userIds.length > 0 ? notInArray(collaboratorId, userIds) : undefined))
      if (userIds.length === 0) return
      await db
        .insert(collaborators)
        .values(userIds.map((userId) => tables.collaboratorRow(id, userId)))
        .onConflictDoNothing()
    },

    /** A collaborator leaves. */
    async removeCollaborator(id: string, userId: string): Promise<void> {
      await db.delete(collaborators).where(and(eq(sharedId, id), eq(collaboratorId, userId)))
    },
  }
}

export type SharingRepository = ReturnType<typeof createSharingRepository>
