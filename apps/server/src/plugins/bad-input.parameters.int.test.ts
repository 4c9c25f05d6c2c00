import { describe, expect, it } from "vitest";
import { call } from "../test/dashboard";
import { useBadInputWorld } from "./bad-input.fixtures";

// Issue 13, bad input: case parameters nested too deep or too large answer 400, never 500 or a stack overflow.
const { server, ids, alice } = useBadInputWorld();

describe("case parameters: depth and size before anything walks them", () => {
  /** JSON text built as text: JSON.stringify itself overflows the stack on such values. */
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
  const nestedArray = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
  const patch = (parameters: string) =>
    call(server.app, alice(), "PATCH", `/api/cases/${ids.case}`, `{"parameters":${parameters}}`, {
      "content-type": "application/json",
    });

  it.each([
    ["objects 5,000 deep", `{"deep":${nested(5000)}}`],
    ["arrays 5,000 deep", `{"deep":${nestedArray(5000)}}`],
    ["objects 100,000 deep", `{"deep":${nested(100_000)}}`],
    ["33 levels", `{"deep":${nested(33)}}`],
  ])("%s: 400 case.parameters_too_large", async (_label, parameters) => {
    const res = await patch(parameters);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    expect(res.json().error.fields).toEqual([
      { path: "parameters.deep", message: "case.parameters_too_large" },
    ]);
  });

  it("refuses too many values and too many characters", async () => {
    const many = await patch(JSON.stringify({ points: Array.from({ length: 60_000 }, () => 0) }));
    expect(many.statusCode).toBe(400);
    expect(many.json().error.fields[0].message).toBe("case.parameters_too_large");
    const long = await patch(JSON.stringify({ note: "x".repeat(70_000) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields[0].message).toBe("case.parameters_too_large");
  });

  it("keeps ordinary nesting (30 levels) and stores it", async () => {
    const res = await patch(`{"deep":${nested(30)}}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.stringify(res.json().parameters)).toBe(`{"deep":${nested(30)}}`);
  });
});
