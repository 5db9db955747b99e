/**
 * Consumes an export stream chunk by chunk while watching the heap, for the memory tests and benchmarks:
 * a writer that buffered the whole file would show heap growth close to the file's size.
 */
import { setImmediate as nextTurn } from 'node:timers/promises'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

export interface StreamMeasurement {
  chunks: number
  bytes: number
  /**
   * Largest growth of the memory JavaScript holds (heap and Buffer contents) above the starting point,
   * measured after a full collection, in bytes.
   */
  maxHeapGrowth: number
  /** Largest resident set size seen, in bytes. */
  maxRss: number
}

// A full collection before each sample measures what is still referenced, not garbage not yet collected.
function loadCollector(): () => void {
  setFlagsFromString('--expose-gc')
  return runInNewContext('gc') as () => void
}

/** Reads every chunk (dropping it at once) and samples the heap every `sampleEvery` chunks. */
export async function measureStream(
  stream: AsyncIterable<Uint8Array | string>,
  sampleEvery = 100,
): Promise<StreamMeasurement> {
  const collect = loadCollector()
  collect()
  const held = (usage: NodeJS.MemoryUsage) => usage.heapUsed + usage.arrayBuffers
  const baseline = held(process.memoryUsage())
  const result: StreamMeasurement = { chunks: 0, bytes: 0, maxHeapGrowth: 0, maxRss: 0 }
  // Buffers made by native code (sharp's pictures) are freed by callbacks that run after the collection,
  // on the next turn of the event loop: without that turn they would count as held.
  const sample = async () => {
    collect()
    await nextTurn()
    collect()
    const usage = process.memoryUsage()
    result.maxHeapGrowth = Math.max(result.maxHeapGrowth, held(usage) - baseline)
    result.maxRss = Math.max(result.maxRss, usage.rss)
  }
  for await (const chunk of stream) {
    result.chunks += 1
    result.bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength
    if (result.chunks % sampleEvery === 0) await sample()
  }
  await sample()
  return result
}
