import { CASE_STATUSES } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import { allowedFrom, CASE_TRANSITIONS, edge, into, stay } from "./cases.status";

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

  it("derives every write's from-list: one move, or every move into a status", () => {
    expect(edge("processing", "queued")).toEqual({ from: ["processing"], to: "queued" });
    expect(edge("queued", "error")).toEqual({ from: ["queued"], to: "error" });
    expect(() => edge("draft", "done")).toThrow("no case transition draft -> done");
    expect(() => edge("done", "processing")).toThrow("no case transition done -> processing");
    expect(into("processing")).toEqual({ from: ["queued"], to: "processing" });
    // A worker takes a queued run, or takes over a processing one whose worker stopped beating.
    expect(into("processing", { orStay: true })).toEqual({
      from: ["queued", "processing"],
      to: "processing",
    });
    expect(stay("processing")).toEqual({ from: ["processing"], to: "processing" });
    expect(() => edge("processing", "processing")).toThrow("no case transition processing -> processing");
  });
});
