/** A throwaway HTTP server on 127.0.0.1 for tests that fetch pages, pictures or services. */
import { createServer, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface LoopbackServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  base: string
  /** Ends open connections too, so a request that never got an answer does not hold the test up. */
  close(): Promise<void>
}

export async function startLoopbackServer(handler: RequestListener): Promise<LoopbackServer> {
  const server = createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
