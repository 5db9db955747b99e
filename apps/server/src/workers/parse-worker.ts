/**
 * The entry of a parsing worker thread (see parsing.ts). Like server.ts, it turns Node's compile cache on
 * before loading anything else, so a worker started after an idle spell is ready sooner.
 */
import module from 'node:module'

module.enableCompileCache()
const { serveTasks } = await import('./worker-protocol.ts')
const { PARSE_TASKS } = await import('./parse-tasks.ts')
serveTasks(PARSE_TASKS)
