import { Piscina } from "piscina";
import { describe, expect, it, vi } from "vitest";
import { dropLateResults } from "./pool";

const idlePool = () =>
  new Piscina({ filename: new URL("./workerScript.ts", import.meta.url).href, minThreads: 0 });

describe("dropLateResults", () => {
  it("drops the late answer of a cancelled task, logs other pool errors, and never throws", async () => {
    const bare = idlePool();
    // Without a listener an 'error' event throws (it reached vitest as an uncaught exception).
    expect(() => bare.emit("error", new Error("Unexpected message from Worker: {}"))).toThrow();
    const pool = dropLateResults(idlePool());
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(() =>
        pool.emit("error", new Error("Unexpected message from Worker: { taskId: 13 }")),
      ).not.toThrow();
      expect(log).not.toHaveBeenCalled();
      expect(() => pool.emit("error", new Error("worker crashed"))).not.toThrow();
      expect(log).toHaveBeenCalledWith(
        "worker pool error:",
        expect.objectContaining({ message: "worker crashed" }),
      );
    } finally {
      log.mockRestore();
      await Promise.all([bare.destroy(), pool.destroy()]);
    }
  });
});
