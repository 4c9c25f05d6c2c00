import { afterAll, describe, expect, it } from "vitest";
import type { FixtureTask } from "./thread-pool.fixture";
import { ThreadLimitError, ThreadPool } from "./thread-pool";

const errors: unknown[] = [];
const pool = new ThreadPool<FixtureTask, number>(new URL("./thread-pool.fixture.ts", import.meta.url), {
  maxThreads: 2,
  resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 },
  onPoolError: (err) => errors.push(err),
});
afterAll(() => pool.close());

describe("thread pool", () => {
  it("runs tasks on threads while the event loop stays free", async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    const [a, b] = await Promise.all([
      pool.run({ kind: "spin", ms: 400 }),
      pool.run({ kind: "echo", value: 21 }),
    ]);
    clearInterval(timer);
    expect([a, b]).toEqual([400, 42]);
    expect(ticks).toBeGreaterThan(15); // a blocked loop would tick at most once or twice
  });

  it("ends a task over its time limit (counted from its start, not its wait in the queue)", async () => {
    const t0 = Date.now();
    const long = pool.run({ kind: "spin", ms: 10_000 }, { timeoutMs: 300 });
    await expect(long).rejects.toBeInstanceOf(ThreadLimitError);
    await expect(long).rejects.toMatchObject({ limit: "timeout" });
    expect(Date.now() - t0).toBeLessThan(3_000);
    // Queued behind two busy threads, a short task with a short limit still completes.
    const busy = [pool.run({ kind: "spin", ms: 500 }), pool.run({ kind: "spin", ms: 500 })];
    await expect(pool.run({ kind: "spin", ms: 50 }, { timeoutMs: 300 })).resolves.toBe(50);
    await Promise.all(busy);
  });

  it("ends a thread that outgrows its heap limit; the pool goes on", async () => {
    const res = pool.run({ kind: "grow" }, { timeoutMs: 20_000 });
    await expect(res).rejects.toMatchObject({ name: "ThreadLimitError", limit: "memory" });
    expect(await pool.run({ kind: "echo", value: 1 })).toBe(2);
  });

  it("fails the task of a thread that exits; the pool goes on with new threads (issue 22, F3)", async () => {
    const both = await Promise.allSettled([
      pool.run({ kind: "exit", code: 3 }),
      pool.run({ kind: "grow" }, { timeoutMs: 20_000 }),
    ]);
    expect(both[0]).toMatchObject({ status: "rejected", reason: { message: "worker exited with code: 3" } });
    expect(both[1]).toMatchObject({ status: "rejected", reason: { limit: "memory" } });
    const next = await Promise.all([
      pool.run({ kind: "echo", value: 2 }),
      pool.run({ kind: "echo", value: 3 }),
    ]);
    expect(next).toEqual([4, 6]);
  });

  it("fails the waiting task when a thread cannot even start within its heap limit", async () => {
    // 1 MB is raised to the pool's 4 MB floor, which is still too small for a thread to start.
    const starved = new ThreadPool<FixtureTask, number>(
      new URL("./thread-pool.fixture.ts", import.meta.url),
      {
        maxThreads: 1,
        resourceLimits: { maxOldGenerationSizeMb: 1, maxYoungGenerationSizeMb: 1 },
        onPoolError: () => undefined,
      },
    );
    try {
      await expect(starved.run({ kind: "echo", value: 1 })).rejects.toMatchObject({ limit: "memory" });
    } finally {
      await starved.close();
    }
  });

  it("passes a task's own error, and an abort, to the caller", async () => {
    await expect(pool.run({ kind: "throw", message: "boom" })).rejects.toThrow("boom");
    const controller = new AbortController();
    const run = pool.run({ kind: "spin", ms: 10_000 }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(run).rejects.toMatchObject({ name: "AbortError" });
    expect(errors).toEqual([]);
  });
});
