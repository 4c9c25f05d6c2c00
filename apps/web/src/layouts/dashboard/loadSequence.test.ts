import { describe, expect, it } from "vitest";
import { runInOrder } from "./loadSequence";

const delay = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe("runInOrder", () => {
  it("starts each step only after the previous one settled, even when earlier steps are slower", async () => {
    const events: string[] = [];
    const step = (name: string, ms: number) => ({
      name,
      run: async () => {
        events.push(`start ${name}`);
        await delay(ms);
        events.push(`end ${name}`);
      },
    });
    await runInOrder([step("a", 30), step("b", 1), step("c", 10)]);
    expect(events).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
  });
  it("goes on after a failure and reports the failed steps", async () => {
    const ran: string[] = [];
    const errors: string[] = [];
    const failed = await runInOrder(
      [
        { name: "a", run: () => Promise.reject(new Error("boom")) },
        { name: "b", run: async () => void ran.push("b") },
      ],
      (name, error) => errors.push(`${name}: ${(error as Error).message}`),
    );
    expect(failed).toEqual(["a"]);
    expect(ran).toEqual(["b"]);
    expect(errors).toEqual(["a: boom"]);
  });
});
