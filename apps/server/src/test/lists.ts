import type { ListPage } from "@soracity/contracts";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { call, ok, type TestUser } from "./dashboard";

/** One page of a list route (`url` with its query, `&` added when it has one). */
export const pageOf = <T>(app: FastifyInstance, user: TestUser, url: string) =>
  ok<ListPage<T>>(app, user, "GET", url);

/** The field errors of a 400 answer. */
async function fieldErrors(app: FastifyInstance, user: TestUser, url: string) {
  const res = await call(app, user, "GET", url);
  expect(res.statusCode, url).toBe(400);
  expect(res.json().error.code).toBe("validation_failed");
  return res.json().error.fields as { path: string; message: string }[];
}

/**
 * A list route refuses bad list queries with 400 and the field's stable code (lists.ts in the contracts):
 * pages below 1 or not whole, sizes out of range, a sort the list does not know, an unknown direction, a
 * search over 100 characters. `url` ends in its own query (`?` or `?kind=my&`).
 */
export async function expectListQueryRefusals(
  app: FastifyInstance,
  user: TestUser,
  url: string,
  badSort: string,
) {
  for (const [query, path, message] of [
    ["page=-1", "page", "common.page_invalid"],
    ["page=0", "page", "common.page_invalid"],
    ["page=2.5", "page", "common.page_invalid"],
    ["page=abc", "page", "common.page_invalid"],
    ["page_size=0", "page_size", "common.page_size_invalid"],
    ["page_size=101", "page_size", "common.page_size_invalid"],
    ["page_size=1000000", "page_size", "common.page_size_invalid"],
    [`sort=${badSort}`, "sort", "common.sort_invalid"],
    ["order=up", "order", "common.sort_invalid"],
    [`q=${"x".repeat(101)}`, "q", "common.search_invalid"],
  ] as const) {
    expect(await fieldErrors(app, user, `${url}${query}`), query).toContainEqual({ path, message });
  }
}
