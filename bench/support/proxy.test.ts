import http from 'node:http'
import type net from 'node:net'
import { afterEach, expect, test } from 'vitest'
import { freePort } from '../../apps/server/src/test/server-process.ts'
import { type Proxy, startProxy } from './proxy.ts'

const closers: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

/** A server answering its name, and answering an upgrade by echoing what the socket sends after it. */
async function named(name: string): Promise<string> {
  const server = http.createServer((request, response) => response.end(`${name} ${request.url}`))
  const upgraded = new Set<net.Socket>()
  server.on('upgrade', (_request, socket: net.Socket) => {
    upgraded.add(socket)
    socket.write('HTTP/1.1 101 Switching Protocols\r\nupgrade: echo\r\nconnection: upgrade\r\n\r\n')
    socket.on('data', (data) => socket.write(`${name}:${data.toString()}`))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  closers.push(async () => {
    server.closeAllConnections()
    for (const socket of upgraded) socket.destroy()
    await new Promise((resolve) => server.close(resolve))
  })
  return `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`
}

async function proxyOf(upstreams: string[]): Promise<Proxy> {
  const proxy = await startProxy(upstreams)
  closers.unshift(proxy.close)
  return proxy
}

test('requests go to each upstream in turn, path and all', async () => {
  const proxy = await proxyOf([await named('a'), await named('b')])
  const answers = []
  for (let index = 0; index < 4; index++)
    answers.push(await (await fetch(`${proxy.url}/x?n=${index}`)).text())
  expect(answers).toEqual(['a /x?n=0', 'b /x?n=1', 'a /x?n=2', 'b /x?n=3'])
  expect(proxy.handed).toEqual([2, 2])
})

test('an upstream that is not there answers 502', async () => {
  const proxy = await proxyOf([`http://127.0.0.1:${await freePort()}`])
  expect((await fetch(`${proxy.url}/`)).status).toBe(502)
})

test('an upgraded socket is piped both ways to the upstream it was handed', async () => {
  const proxy = await proxyOf([await named('a'), await named('b')])
  const echoes = await Promise.all(
    ['first', 'second'].map(
      (word) =>
        new Promise<string>((resolve, reject) => {
          const request = http.request(`${proxy.url}/socket`, {
            headers: { connection: 'upgrade', upgrade: 'echo' },
          })
          request.on('upgrade', (_response, socket) => {
            socket.once('data', (data: Buffer) => {
              resolve(data.toString())
              socket.destroy()
            })
            socket.write(word)
          })
          request.on('error', reject)
          request.end()
        }),
    ),
  )
  expect(echoes.sort()).toEqual(['a:first', 'b:second'])
  expect(proxy.upgrades).toEqual([1, 1])
})
