/**
 * The entry of a parsing worker thread (see parsing.ts). Like server.ts, it turns Node's compile cache on
 * before loading anything else, so a worker started after an idle spell is ready sooner.
 */
import module from 'node:module'
import os from 'node:os'

module.enableCompileCache()
// Requests come first: on a server with two cores and two busy workers, the thread answering them would
// otherwise get a third of the processor. Linux keeps a nice value per thread (elsewhere it would lower
// the whole process, so it is left alone there).
if (process.platform === 'linux') os.setPriority(0, 10)
const { serveTasks } = await import('./worker-protocol.ts')
const { PARSE_TASKS } = await import('./parse-tasks.ts')
serveTasks(PARSE_TASKS)
