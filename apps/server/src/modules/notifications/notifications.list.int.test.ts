import { beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema";
import { call, ok, type TestUser } from "../../test/dashboard";
import { expectListQueryRefusals, pageOf } from "../../test/lists";
import { useTestApp } from "../../test/use-test-app";

let alice: TestUser;

type N = { content: string; type: string };
const contents = (items: N[]) => items.map((n) => n.content);

const server = useTestApp();
beforeAll(async () => {
  alice = await server.signUp();
  const bob = await server.signUp();
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 9, minute));
  await server.db.insert(notifications).values([
    ...["Shadow done", "Noise done", "Shadow failed", "Vibration done", "Maintenance"].map((content, i) => ({
      userId: alice.id,
      type: i === 4 ? "announcement" : "analysis_done",
      content,
      createdAt: at(i),
    })),
    // a type this version does not know is neither listed nor counted
    { userId: alice.id, type: "retired_type", content: "Shadow old", createdAt: at(10) },
    { userId: bob.id, type: "analysis_done", content: "Shadow of bob", createdAt: at(11) },
  ]);
});

describe("GET /api/notification paged (issue 15)", () => {
  it("keeps the answer of PRODUCT.md §7, a list newest first, when no page is asked for", async () => {
    const list = await ok<N[]>(server.app, alice, "GET", "/api/notification");
    expect(contents(list)).toEqual([
      "Maintenance",
      "Vibration done",
      "Shadow failed",
      "Noise done",
      "Shadow done",
    ]);
  });

  it("answers a page with the total on request, searched in the text, either direction", async () => {
    const second = await pageOf<N>(server.app, alice, "/api/notification?page=2&page_size=2");
    expect({ ...second, items: contents(second.items) }).toEqual({
      items: ["Shadow failed", "Noise done"],
      total: 5,
      page: 2,
      page_size: 2,
    });
    const shadow = await pageOf<N>(server.app, alice, "/api/notification?q=shadow&order=asc&page=1");
    expect({ items: contents(shadow.items), total: shadow.total }).toEqual({
      items: ["Shadow done", "Shadow failed"],
      total: 2,
    });
  });

  it("refuses bad list queries with 400 and field codes; signed out is 401", async () => {
    await expectListQueryRefusals(server.app, alice, "/api/notification?", "name");
    expect((await call(server.app, null, "GET", "/api/notification?page=1")).statusCode).toBe(401);
  });
});
