/**
 * What belongs to the process rather than to one app (CPU, memory, event-loop lag, garbage collection,
 * handles): prom-client's default metrics, collected once per process into a registry of their own,
 * whichever app scrapes them. Each collection starts an event-loop monitor and a GC observer that are
 * never stopped: once per process, not once per app (the tests build many).
 */
import { collectDefaultMetrics, Registry } from 'prom-client'

let registry: Registry | undefined

export function processRegistry(): Registry {
  if (!registry) {
    registry = new Registry()
    collectDefaultMetrics({ register: registry })
  }
  return registry
}
