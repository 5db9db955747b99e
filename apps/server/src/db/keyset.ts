/**
 * Keyset paging: the rows after a position in an ascending order of columns, as one row comparison
 * `(a, b) > (x, y)`, which a btree index ending in those columns walks from (no OFFSET to skip).
 */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm'

export function keysetAfter(columns: AnyColumn[], position: unknown[]): SQL {
  // Each value is encoded as its column encodes it (a date as the column's text), as `eq` would.
  const values = columns.map((column, index) => sql.param(position[index], column))
  return sql`(${sql.join(columns, sql`, `)}) > (${sql.join(values, sql`, `)})`
}
