/**
 * Node 24's Buffer#toString('utf16le') corrupts the heap when the buffer starts at an odd address and has
 * an odd length (the process later aborts with "double free or corruption"). mdb-reader decodes Access
 * text that way, and a damaged database hands it exactly such slices: one upload could bring the server
 * down. While mdb-reader runs (synchronously, so no other code runs meanwhile), UCS-2 decoding goes through
 * an aligned, even-length copy; the original method is restored before anything else can run.
 */

const UCS2 = new Set(['ucs2', 'ucs-2', 'utf16le', 'utf-16le'])

export function withAlignedUcs2<T>(run: () => T): T {
  // @types/node does not type Buffer.prototype; it is the prototype of every Buffer.
  const prototype = Buffer.prototype as Buffer
  // eslint-disable-next-line @typescript-eslint/unbound-method -- it is only ever called with .call(buffer)
  const original = prototype.toString
  prototype.toString = function (
    this: Buffer,
    encoding?: BufferEncoding,
    start?: number,
    end?: number,
  ): string {
    if (encoding === undefined || !UCS2.has(encoding.toLowerCase()))
      return original.call(this, encoding, start, end)
    const view = this.subarray(start ?? 0, end ?? this.length)
    // Buffer.alloc is never pooled: the copy starts at offset 0, and the odd last byte is dropped as before.
    const aligned = Buffer.alloc(view.length - (view.length % 2))
    aligned.set(view.subarray(0, aligned.length))
    return original.call(aligned, 'utf16le')
  }
  try {
    return run()
  } finally {
    prototype.toString = original
  }
}
