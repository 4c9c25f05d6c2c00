import { beforeAll, describe, expect, it } from "vitest";
import type { NewsItem, NewsPage, NewsPost, NewsPostPage } from "@soracity/contracts";
import { call, ok, type TestUser } from "../../test/dashboard";
import { newsBody, signUpOperator } from "../admin/admin.fixtures";
import { useTestApp } from "../../test/use-test-app";

/** News: operators write posts in both languages; the public reads the published ones. */
let operator: TestUser;

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

const server = useTestApp();
beforeAll(async () => {
  operator = await signUpOperator(server.app, server.db);
});

const post = (body: object) => ok<NewsPost>(server.app, operator, "POST", "/api/admin/news", body);
const publicPage = (query = "") => ok<NewsPage>(server.app, null, "GET", `/api/news${query}`);
const fieldsOf = (res: Awaited<ReturnType<typeof call>>) => {
  expect(res.statusCode).toBe(400);
  expect(res.json().error.code).toBe("validation_failed");
  return res.json().error.fields as { path: string; message: string }[];
};

describe("news for operators", () => {
  it("creates, reads, edits and deletes a post in both languages", async () => {
    const created = await post(newsBody(daysAgo(1), "create"));
    expect(created).toMatchObject({
      title_ja: "create のお知らせ",
      title_en: "create announcement",
      body_ja: "create 本文\n二行目",
      body_en: "create body\nsecond line",
      published: true,
    });
    expect(await ok(server.app, operator, "GET", `/api/admin/news/${created.id}`)).toEqual(created);

    const future = new Date(Date.now() + 7 * DAY);
    const edited = await ok<NewsPost>(server.app, operator, "PUT", `/api/admin/news/${created.id}`, {
      ...newsBody(future, "edited"),
      title_ja: "  編集済み  ",
    });
    expect(edited).toMatchObject({ title_ja: "編集済み", title_en: "edited announcement", published: false });
    expect(edited.published_at).toBe(future.toISOString());

    await ok(server.app, operator, "DELETE", `/api/admin/news/${created.id}`, undefined, 204);
    expect((await call(server.app, operator, "GET", `/api/admin/news/${created.id}`)).statusCode).toBe(404);
    expect((await call(server.app, operator, "DELETE", `/api/admin/news/${created.id}`)).statusCode).toBe(
      404,
    );
    const missing = await call(
      server.app,
      operator,
      "PUT",
      `/api/admin/news/${created.id}`,
      newsBody(new Date()),
    );
    expect(missing.statusCode).toBe(404);
  });

  it("lists every post, drafts included, newest publish time first, in pages", async () => {
    const draft = await post(newsBody(new Date(Date.now() + DAY), "draft"));
    const old = await post(newsBody(daysAgo(30), "old"));
    const list = await ok<NewsPostPage>(server.app, operator, "GET", "/api/admin/news?page_size=100");
    const ids = list.items.map((p) => p.id);
    expect(ids.indexOf(draft.id)).toBeLessThan(ids.indexOf(old.id));
    expect(list.items.find((p) => p.id === draft.id)?.published).toBe(false);
    const times = list.items.map((p) => p.published_at);
    expect(times).toEqual([...times].sort().reverse());
    const second = await ok<NewsPostPage>(server.app, operator, "GET", "/api/admin/news?page_size=1&page=2");
    expect(second).toMatchObject({ total: list.total, page: 2, page_size: 1 });
    expect(second.items.map((p) => p.id)).toEqual([ids[1]]);
  });

  it("refuses missing, blank, too long and badly dated posts with field codes, and stores nothing", async () => {
    const before = (await ok<NewsPostPage>(server.app, operator, "GET", "/api/admin/news")).total;
    const valid = newsBody(new Date());
    for (const [body, path, message] of [
      [{ ...valid, title_ja: "   " }, "title_ja", "news.title_required"],
      [{ ...valid, title_en: undefined }, "title_en", "news.title_required"],
      [{ ...valid, body_en: "" }, "body_en", "news.body_required"],
      [{ ...valid, title_en: "x".repeat(201) }, "title_en", "news.title_length"],
      [{ ...valid, body_ja: "あ".repeat(20_001) }, "body_ja", "news.body_length"],
      [{ ...valid, published_at: "tomorrow" }, "published_at", "news.date_invalid"],
      [{ ...valid, published_at: "2026-01-01T00:00:00" }, "published_at", "news.date_invalid"],
      [{ ...valid, title_ja: "a\u0000b" }, "title_ja", "common.invalid_characters"],
    ] as const) {
      const fields = fieldsOf(await call(server.app, operator, "POST", "/api/admin/news", body));
      expect(fields, `${path} ${message}`).toContainEqual({ path, message });
    }
    expect((await ok<NewsPostPage>(server.app, operator, "GET", "/api/admin/news")).total).toBe(before);
    expect(fieldsOf(await call(server.app, operator, "GET", "/api/admin/news/not-a-uuid"))[0]?.path).toBe(
      "id",
    );
  });
});

describe("public news", () => {
  it("shows published posts only, newest first, in the requested language (Japanese by default)", async () => {
    const older = await post(newsBody(daysAgo(3), "older"));
    const newer = await post(newsBody(daysAgo(2), "newer"));
    const draft = await post(newsBody(new Date(Date.now() + DAY), "secret"));
    const ja = await publicPage("?page_size=50");
    const ids = ja.items.map((item) => item.id);
    expect(ids).not.toContain(draft.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ja.items.find((item) => item.id === newer.id)).toEqual({
      id: newer.id,
      locale: "jp",
      title: "newer のお知らせ",
      body: "newer 本文\n二行目",
      published_at: newer.published_at,
    });
    expect(ja.items.every((item) => new Date(item.published_at).getTime() <= Date.now())).toBe(true);
    const en = await publicPage("?page_size=50&locale=en");
    expect(en.items.find((item) => item.id === newer.id)).toMatchObject({
      locale: "en",
      title: "newer announcement",
      body: "newer body\nsecond line",
    });
    expect(en.total).toBe(ja.total);
  });

  it("pages the published posts", async () => {
    for (let i = 0; i < 3; i += 1) await post(newsBody(daysAgo(10 + i), `page${i}`));
    const all = await publicPage("?page_size=50");
    const first = await publicPage("?page_size=2");
    const second = await publicPage("?page_size=2&page=2");
    expect(first).toMatchObject({ page: 1, page_size: 2, total: all.total });
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(
      all.items.slice(0, 4).map((i) => i.id),
    );
    expect((await publicPage(`?page=${all.total + 1}&page_size=1`)).items).toEqual([]);
  });

  it("shows one published post; a draft, a deleted post and an unknown id are 404", async () => {
    const live = await post(newsBody(daysAgo(1), "live"));
    const item = await ok<NewsItem>(server.app, null, "GET", `/api/news/${live.id}?locale=en`);
    expect(item).toMatchObject({ id: live.id, locale: "en", title: "live announcement" });
    const draft = await post(newsBody(new Date(Date.now() + 60_000), "draft"));
    const hidden = await call(server.app, null, "GET", `/api/news/${draft.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.code).toBe("not_found");
    await ok(server.app, operator, "DELETE", `/api/admin/news/${live.id}`, undefined, 204);
    expect((await call(server.app, null, "GET", `/api/news/${live.id}`)).statusCode).toBe(404);
    expect(
      (await call(server.app, null, "GET", "/api/news/00000000-0000-4000-8000-000000000000")).statusCode,
    ).toBe(404);
  });

  it("a draft becomes public when its publish time is moved to the past", async () => {
    const draft = await post(newsBody(new Date(Date.now() + DAY), "later"));
    expect((await publicPage("?page_size=50")).items.map((i) => i.id)).not.toContain(draft.id);
    await ok(
      server.app,
      operator,
      "PUT",
      `/api/admin/news/${draft.id}`,
      newsBody(daysAgo(0.5), "later"),
      200,
    );
    expect((await publicPage("?page_size=50")).items.map((i) => i.id)).toContain(draft.id);
  });

  it("answers 400 with field codes for bad queries", async () => {
    for (const [query, path, message] of [
      ["?page=-1", "page", "common.page_invalid"],
      ["?page_size=51", "page_size", "common.page_size_invalid"],
      ["?page_size=abc", "page_size", "common.page_size_invalid"],
      ["?locale=fr", "locale", undefined],
    ] as const) {
      const fields = fieldsOf(await call(server.app, null, "GET", `/api/news${query}`));
      expect(
        fields.map((f) => f.path),
        query,
      ).toContain(path);
      if (message) expect(fields).toContainEqual({ path, message });
    }
    expect(fieldsOf(await call(server.app, null, "GET", "/api/news/123"))[0]?.path).toBe("id");
  });
});
