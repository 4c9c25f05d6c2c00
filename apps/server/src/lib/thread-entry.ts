// The thread side of ThreadPool (thread-pool.ts). Kept apart from it so a thread bundle inlines only this.

/** What ThreadPool sends a thread: the task and a shared clock the thread stamps when it starts the task. */
export interface ThreadEnvelope<T> {
  task: T;
  /** Float64 [0]: Date.now() when the thread took the task (0 while it waits in the queue). */
  clock: SharedArrayBuffer;
}

/**
 * Wraps a thread entry's function for ThreadPool: stamps the start time (so the pool's time limit counts the
 * run, not the wait in the queue) and runs the task. Use as `export default threadEntry(async (task) => ...)`.
 */
export function threadEntry<T, R>(run: (task: T) => R | Promise<R>) {
  return async (envelope: ThreadEnvelope<T>): Promise<R> => {
    new Float64Array(envelope.clock)[0] = Date.now();
    return run(envelope.task);
  };
}
