/** A minimal publish/subscribe for app-wide happenings (a login, a socket frame). */
export interface Emitter<T> {
  emit: (value: T) => void
  on: (listener: (value: T) => void) => () => void
}

export function createEmitter<T = void>(): Emitter<T> {
  const listeners = new Set<(value: T) => void>()
  return {
    emit(value) {
      for (const listener of [...listeners]) listener(value)
    },
    on(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
