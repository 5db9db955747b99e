/** The parsing worker, except that reading an import's second entry for its job never ends: a fault to inject. */
import { PARSE_TASKS, type ImportInput } from '../workers/parse-tasks.ts'
import { serveTasks } from '../workers/worker-protocol.ts'

serveTasks({
  ...PARSE_TASKS,
  async *readImport(input: ImportInput) {
    let read = 0
    for await (const entry of PARSE_TASKS.readImport(input)) {
      if (++read === 2) for (;;);
      yield entry
    }
    return undefined
  },
})
