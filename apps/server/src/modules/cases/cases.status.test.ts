import { describe, expect, it } from "vitest";
import { statusesBefore } from "./cases.status";

describe("case status transitions", () => {
  it("starts from draft, done or error; ends only from processing", () => {
    expect(statusesBefore("processing")).toEqual(["draft", "done", "error"]);
    expect(statusesBefore("done")).toEqual(["processing"]);
    expect(statusesBefore("error")).toEqual(["processing"]);
    expect(statusesBefore("draft")).toEqual([]);
  });
});
