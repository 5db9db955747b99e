/** A WebSocket the test drives: `FakeSocket.frame` delivers a `{type, data}` frame to the app's socket. */
export class FakeSocket {
  static all: FakeSocket[] = []
  onopen: (() => void) | null = null
  onmessage: ((event: { data: unknown }) => void) | null = null
  onclose: ((event: { code: number }) => void) | null = null
  readonly url: string
  constructor(url: string) {
    this.url = url
    FakeSocket.all.push(this)
  }
  close() {
    // Nothing to release.
  }
  static frame(type: string, data: unknown) {
    for (const socket of FakeSocket.all) socket.onmessage?.({ data: JSON.stringify({ type, data }) })
  }
}
