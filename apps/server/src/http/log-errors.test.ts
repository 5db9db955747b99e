import { DrizzleQueryError } from 'drizzle-orm/errors'
import { expect, test } from 'vitest'
import { serializeError } from './log-errors.ts'

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo'

/** What node-postgres and PGlite throw: a message and detail that may quote the values. */
function databaseError(): Error {
  return Object.assign(new Error(`invalid input syntax for type uuid: "${HASH}"`), {
    name: 'error',
    severity: 'ERROR',
    code: '22P02',
    detail: `Key (password_hash)=(${HASH}) already exists.`,
    where: `unnamed portal parameter $2 = '${HASH}'`,
    routine: 'string_to_uuid',
    table: 'users',
    // PGlite's error also carries the statement and its values.
    query: 'insert into "users" ("password_hash") values ($1)',
    params: [HASH],
  })
}

test('a failed query is logged with its SQL and the database’s codes, never its parameters', () => {
  const sql = 'insert into "users" ("name", "password_hash") values ($1, $2)'
  const error = new DrizzleQueryError(sql, ['Julia', HASH], databaseError())
  const logged = serializeError(error)
  expect(logged).toMatchObject({
    type: 'DrizzleQueryError',
    message: `Failed query: ${sql}`,
    query: sql,
    cause: {
      type: 'DatabaseError',
      code: '22P02',
      severity: 'ERROR',
      routine: 'string_to_uuid',
      table: 'users',
    },
  })
  expect(logged.stack).toMatch(/^DrizzleQueryError: Failed query: insert into "users"[^\n]*\n\s+at /)
  const text = JSON.stringify(logged)
  expect(text).not.toContain('argon2id')
  expect(text).not.toContain('Julia')
  expect(text).not.toContain('params')
})

test('other errors keep their message, codes and causes, and nothing else they carry', () => {
  const inner = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
    errno: -111,
    syscall: 'connect',
    address: '127.0.0.1',
    port: 5432,
  })
  const outer = Object.assign(new Error('could not reach the database', { cause: inner }), {
    statusCode: 503,
    config: { password: 'hunter2' },
  })
  const logged = serializeError(outer)
  expect(logged).toMatchObject({
    type: 'Error',
    message: 'could not reach the database',
    statusCode: 503,
    cause: { code: 'ECONNREFUSED', errno: -111, syscall: 'connect', address: '127.0.0.1', port: 5432 },
  })
  expect(JSON.stringify(logged)).not.toContain('hunter2')
})

test('errors inside an AggregateError are each serialized the same way', () => {
  const error = new AggregateError([new DrizzleQueryError('select 1', [HASH], undefined)], 'all failed')
  const logged = serializeError(error)
  expect(logged.errors).toEqual([expect.objectContaining({ query: 'select 1' })])
  expect(JSON.stringify(logged)).not.toContain('argon2id')
})

test('a thrown value that is not an Error is logged as text', () => {
  expect(serializeError('plain')).toEqual({ type: 'string', message: 'plain' })
})
