import { expect, test } from 'vitest'
import { BLOCK_BYTES, UnpackedOutput } from './unpacked-output.ts'

const filled = (length: number, value: number) => new Uint8Array(length).fill(value)

test('gathers pieces across blocks into one array of the exact length', () => {
  const output = new UnpackedOutput()
  output.append(filled(BLOCK_BYTES - 3, 1))
  output.append(filled(10, 2))
  output.append(filled(5, 3))
  const whole = output.take()
  expect(whole.length).toBe(BLOCK_BYTES + 12)
  expect([
    whole[0],
    whole[BLOCK_BYTES - 4],
    whole[BLOCK_BYTES - 3],
    whole[BLOCK_BYTES + 6],
    whole[BLOCK_BYTES + 7],
  ]).toEqual([1, 1, 2, 2, 3])
})

test('hands over its one block when the declared size was right, without copying', () => {
  const size = BLOCK_BYTES + 100
  const output = new UnpackedOutput(size)
  output.append(filled(size, 7))
  const whole = output.take()
  expect(whole.length).toBe(size)
  expect(whole.buffer.byteLength).toBe(size)
})

test('release frees the memory at once, without a garbage collection', () => {
  const piece = filled(BLOCK_BYTES, 1)
  const output = new UnpackedOutput()
  for (let i = 0; i < 4; i++) output.append(piece)
  const holding = process.memoryUsage().arrayBuffers
  output.release()
  expect(holding - process.memoryUsage().arrayBuffers).toBeGreaterThanOrEqual(4 * BLOCK_BYTES)
  expect(output.length).toBe(0)
})
