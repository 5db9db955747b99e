/** Ends the current task, so long work is several short tasks instead of one long one. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
