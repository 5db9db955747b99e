/**
 * Where a large output is unpacked, piece by piece: memory of our own, in blocks of 32 MiB or more. Blocks
 * that large are mapped from the system and go back to it when freed; and they are freed the moment the
 * unpacking ends (detached), not at a garbage collection that an idle server may not run for minutes. A
 * bomb stopped at the budget therefore leaves nothing behind. (zlib's one-call unpacking gathers its output
 * in 16 KiB pieces that, once freed, stayed in the process: 500 MB after one refused bomb.)
 */

/** glibc maps every allocation this large (its mmap threshold never rises above 32 MiB). */
export const BLOCK_BYTES = 32 * 1024 * 1024

/** Frees an array's memory now; the array reads as empty afterwards. */
function free(block: Uint8Array<ArrayBuffer>): void {
  block.buffer.transfer(0)
}

export class UnpackedOutput {
  readonly #blocks: Uint8Array<ArrayBuffer>[] = []
  #filled = 0
  #length = 0

  /** `expectedBytes`: the size the data declares, when it declares one; the first block fits it. */
  constructor(expectedBytes = 0) {
    this.#blocks.push(new Uint8Array(Math.max(expectedBytes, BLOCK_BYTES)))
  }

  get length(): number {
    return this.#length
  }

  append(chunk: Uint8Array): void {
    let from = 0
    while (from < chunk.length) {
      let block = this.#blocks[this.#blocks.length - 1]
      if (!block || this.#filled === block.length) {
        block = new Uint8Array(BLOCK_BYTES)
        this.#blocks.push(block)
        this.#filled = 0
      }
      const part = chunk.subarray(from, from + block.length - this.#filled)
      block.set(part, this.#filled)
      this.#filled += part.length
      from += part.length
    }
    this.#length += chunk.length
  }

  /** The whole output as one array; the blocks are freed (or the one block, just the right size, kept). */
  take(): Uint8Array {
    const [first] = this.#blocks
    if (this.#blocks.length === 1 && first?.length === this.#length) return first
    const whole = new Uint8Array(this.#length)
    let at = 0
    for (const block of this.#blocks) {
      const used = block.subarray(0, Math.min(block.length, this.#length - at))
      whole.set(used, at)
      at += used.length
    }
    this.release()
    return whole
  }

  /** Gives every block back to the system at once. */
  release(): void {
    for (const block of this.#blocks.splice(0)) free(block)
    this.#filled = 0
    this.#length = 0
  }
}
