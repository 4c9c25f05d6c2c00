// A thread entry for thread-pool.test.ts: answers, spins, grows its heap, exits or throws on request.
import { threadEntry } from "./thread-entry";

export type FixtureTask =
  | { kind: "echo"; value: number }
  | { kind: "spin"; ms: number }
  | { kind: "grow" }
  | { kind: "exit"; code: number }
  | { kind: "throw"; message: string };

export default threadEntry((task: FixtureTask): number => {
  if (task.kind === "echo") return task.value * 2;
  if (task.kind === "spin") {
    const end = Date.now() + task.ms;
    while (Date.now() < end) {
      // busy: the event loop of this thread is held, as by a synchronous reader
    }
    return task.ms;
  }
  // In a worker thread, process.exit ends the thread only (as a fatal error in a native addon may not).
  if (task.kind === "exit") process.exit(task.code);
  if (task.kind === "grow") {
    const hoard: number[][] = [];
    for (;;) hoard.push(Array.from({ length: 100_000 }, (_, i) => i + hoard.length));
  }
  throw new Error(task.message);
});
