import { CASE_STATUSES } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import { allowedFrom, CASE_TRANSITIONS } from "./cases.status";

describe("case status transitions", () => {
  it("queues from draft or any end; ends only from queued or processing", () => {
    expect(allowedFrom("queued")).toEqual(["draft", "processing", "done", "error", "cancelled"]);
    expect(allowedFrom("processing")).toEqual(["queued"]);
    expect(allowedFrom("done")).toEqual(["processing"]);
    expect(allowedFrom("error")).toEqual(["queued", "processing"]);
    expect(allowedFrom("cancelled")).toEqual(["queued", "processing"]);
    expect(allowedFrom("draft")).toEqual([]);
  });

  it("allows exactly the moves CASE_TRANSITIONS lists", () => {
    for (const from of CASE_STATUSES)
      for (const to of CASE_STATUSES)
        expect(allowedFrom(to).includes(from), `${from} -> ${to}`).toBe(CASE_TRANSITIONS[from].includes(to));
  });
});
