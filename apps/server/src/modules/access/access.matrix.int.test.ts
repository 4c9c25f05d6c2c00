import { describe, expect, it } from "vitest";
import { ACTORS, useMatrixWorld } from "./access.matrix.fixtures";
import { matrixRows } from "./access.matrix.rows";

// Every route x every actor (README, Authorization): see access.matrix.fixtures.ts for who acts on what.
const rows = matrixRows(useMatrixWorld());

describe("authorization matrix: every route x every actor", () => {
  it.each(rows)("%s", async (_name, run, expected) => {
    const got: Record<string, number> = {};
    for (const key of ACTORS) {
      const res = await run(key);
      got[key] = res.statusCode;
      // A refused caller learns nothing about the resource: only the error body.
      if (res.statusCode >= 400) expect(Object.keys(res.json())).toEqual(["error"]);
    }
    expect(got).toEqual(Object.fromEntries(ACTORS.map((key, i) => [key, expected[i]])));
  });
});
