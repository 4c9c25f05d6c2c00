import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withPreparedReads } from "./pglite-reads";

let client: PGlite;
let reads: PGlite;

beforeAll(async () => {
  client = await PGlite.create();
  reads = withPreparedReads(client, 3);
  await client.exec(`
    create table items (id uuid primary key, name text, at timestamptz, tags text[], meta jsonb, n int);
    insert into items values
      ('00000000-0000-4000-8000-000000000001', 'a', '2026-01-02T03:04:05Z', '{x,y}', '{"k":1}', 1),
      ('00000000-0000-4000-8000-000000000002', null, null, null, null, 2);`);
});
afterAll(async () => {
  await client?.close();
});

describe("PGlite reads as named prepared statements", () => {
  const text =
    "select id, name, at, tags, meta, n from items where n >= $1 and (name = $2 or $2 is null) order by n";
  const options = { rowMode: "array" as const };

  it("answers exactly what PGlite's query() answers, first and again from the named statement", async () => {
    for (const params of [
      [1, null],
      [1, "a"],
      [2, null],
      [1, null],
    ]) {
      const plain = await client.query(text, params, options);
      const prepared = await reads.query(text, params, options);
      expect(prepared.rows).toEqual(plain.rows);
      expect(prepared.fields).toEqual(plain.fields);
    }
    expect((await reads.query(text, [1, null], options)).rows).toHaveLength(2);
  });

  it("keeps PGlite's parsers and the caller's (drizzle reads timestamps as strings)", async () => {
    const parsers = { 1184: (value: string) => `raw:${value}` };
    const [row] = (await reads.query<unknown[]>(text, [1, "a"], { ...options, parsers })).rows;
    expect(row?.[2]).toMatch(/^raw:2026-01-02 03:04:05/);
    expect(row?.[3]).toEqual(["x", "y"]);
    expect(row?.[4]).toEqual({ k: 1 });
    // The merged parser table is kept per parsers object: the same object again, then another one.
    const [again] = (await reads.query<unknown[]>(text, [1, "a"], { ...options, parsers })).rows;
    expect(again?.[2]).toMatch(/^raw:/);
    const other = { 1184: (value: string) => `other:${value}` };
    const [third] = (await reads.query<unknown[]>(text, [1, "a"], { ...options, parsers: other })).rows;
    expect(third?.[2]).toMatch(/^other:2026-01-02 03:04:05/);
    expect(third?.[3]).toEqual(["x", "y"]);
  });

  it("sends writes through query() and sees them in the next read", async () => {
    await reads.query("insert into items (id, n) values ($1, $2)", [
      "00000000-0000-4000-8000-000000000003",
      3,
    ]);
    expect((await reads.query(text, [3, null], options)).rows).toHaveLength(1);
  });

  it("rejects a bad read with PostgreSQL's error and keeps answering", async () => {
    await expect(reads.query("select nope from items", [], options)).rejects.toThrow(/nope/);
    await expect(reads.query(text, ["not a number", null], options)).rejects.toThrow(/integer/);
    expect((await reads.query(text, [1, null], options)).rows).toHaveLength(3);
  });

  it("waits for another caller's transaction instead of reading inside it", async () => {
    let inside = false;
    const transaction = client.transaction(async (tx) => {
      inside = true;
      await tx.query("update items set name = 'b' where n = 2");
      await new Promise((resolve) => setTimeout(resolve, 50));
      inside = false;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const read = await reads.query<unknown[]>(text, [2, "b"], options);
    expect(inside).toBe(false);
    expect(read.rows).toHaveLength(1);
    await transaction;
  });

  it("reads through query() once its statement cache is full", async () => {
    for (let i = 0; i < 5; i++) {
      const { rows } = await reads.query<unknown[]>(`select ${i}::int as v`, [], options);
      expect(rows).toEqual([[i]]);
    }
  });
});
