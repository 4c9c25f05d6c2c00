import { describe, expect, it } from "vitest";
import { statusesBefore } from "./cases.status";

describe("case status transitions", () => {
  it("queues from draft or any end; ends only from queued or processing", () => {
    expect(statusesBefore("queued")).toEqual(["draft", "processing", "done", "error", "cancelled"]);
    expect(statusesBefore("processing")).toEqual(["queued"]);
    expect(statusesBefore("done")).toEqual(["processing"]);
    expect(statusesBefore("error")).toEqual(["queued", "processing"]);
    expect(statusesBefore("cancelled")).toEqual(["queued", "processing"]);
    expect(statusesBefore("draft")).toEqual([]);
  });
});
