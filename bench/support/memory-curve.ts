/**
 * A process's resident memory over time: a sample every few seconds for the lows, and for the highs the
 * kernel's own peak of each window (VmHWM, reset when a window starts), so a spike between two samples
 * still counts.
 */
import { readFileSync } from 'node:fs'
import { resetPeakMemory, residentMemoryMiB } from './processes.ts'

export interface MemoryWindow {
  /** Seconds since the watch started. */
  from: number
  to: number
  minMiB: number
  maxMiB: number
  /** The last sample of the window. */
  endMiB: number
}

export interface MemoryWatch {
  /** Ends the watch and gives every window, the unfinished one last. */
  stop(): MemoryWindow[]
}

export function watchMemory(pid: number, options: { sampleMs: number; windowMs: number }): MemoryWatch {
  const startedAt = performance.now()
  const seconds = () => Math.round((performance.now() - startedAt) / 1000)
  const windows: MemoryWindow[] = []
  let current = { from: 0, minMiB: Infinity, endMiB: 0 }
  resetPeakMemory(pid)
  const closeWindow = () => {
    windows.push({ ...current, to: seconds(), maxMiB: residentMemoryMiB(pid, 'peak') })
    resetPeakMemory(pid)
    current = { from: seconds(), minMiB: Infinity, endMiB: 0 }
  }
  const sample = () => {
    const now = residentMemoryMiB(pid)
    current.minMiB = Math.min(current.minMiB, now)
    current.endMiB = now
    if (performance.now() - startedAt >= (windows.length + 1) * options.windowMs) closeWindow()
  }
  sample()
  const timer = setInterval(sample, options.sampleMs)
  return {
    stop() {
      clearInterval(timer)
      sample()
      if (seconds() > current.from) closeWindow()
      return windows
    },
  }
}

/** The process and everything it started (Linux: /proc/<pid>/task/<pid>/children), recursively. */
function processTree(pid: number): number[] {
  let children: number[]
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number)
  } catch {
    return []
  }
  return [pid, ...children.flatMap(processTree)]
}

/**
 * The most a process and its children held together, sampled every `sampleMs`: the machine's view of a
 * start whose work is partly done by a child (the first start creates its database in one).
 */
export function watchTreePeak(pid: number, sampleMs: number): { stop(): number } {
  let peak = 0
  const sample = () => {
    let total = 0
    for (const member of processTree(pid)) {
      try {
        total += residentMemoryMiB(member)
      } catch {
        // It ended between the listing and the reading.
      }
    }
    peak = Math.max(peak, total)
  }
  sample()
  const timer = setInterval(sample, sampleMs)
  return {
    stop() {
      clearInterval(timer)
      return peak
    },
  }
}
