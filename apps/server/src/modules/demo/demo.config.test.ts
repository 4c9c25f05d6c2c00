import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";

describe("DEMO", () => {
  it("is on with the embedded database and off with PostgreSQL, unless set", () => {
    const pg = "postgres://u:p@localhost:5432/db";
    expect(loadConfig({}).demo).toBe(true);
    expect(loadConfig({ DATABASE_URL: pg }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: pg, DEMO: "true" }).demo).toBe(true);
    expect(loadConfig({ DEMO: "false" }).demo).toBe(false);
    expect(loadConfig({ DEMO: "" }).demo).toBe(true); // empty counts as unset
    expect(() => loadConfig({ DEMO: "maybe" })).toThrow(/DEMO/);
  });
});
