/**
 * The ceiling: a bare Fastify route answering the same JSON as GET /api/users/, with no database, no
 * session lookup and no plugins. Whatever Rosemary's route costs above this is the price of its work.
 */
import Fastify from 'fastify'

const me = {
  id: '0e8f2a4c-6b1d-4f3e-9a57-2c8d1e6f4b90',
  name: 'Benchmark Cook',
  email: 'bench@rosemary.test',
  handle: null,
  createdAt: '2026-11-22T00:00:00.000Z',
}

const app = Fastify({ logger: false })
app.get('/api/users/', async () => me)
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)))
