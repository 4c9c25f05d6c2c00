import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "./router";

/** Public and signed-in routes of PRODUCT.md §2 (the dashboard children join as their pages are built). */
const SPEC_PATHS = [
  "/about",
  "/about/team",
  "/blog",
  "/blog/detail-blog",
  "/login",
  "/register",
  "/contact",
  "/contact/with-map",
  "/collection",
  "/collection/products",
  "/collection/detail-product",
  "/utils/pricing",
  "/utils/faq",
  "/utils/maintenance",
  "/utils/coming-soon",
  "/callback",
  "/Project",
  "/sla",
  "/terms",
  "/dashboard",
];

/** The deepest matched route's path pattern (`*` for the not-found splat). */
function leaf(pathname: string): string | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  const last = matches.at(-1)?.route;
  return last?.index ? "(index)" : last?.path;
}

describe("route table", () => {
  it.each(["", "/jp", "/en"])("serves every route of PRODUCT.md §2 under prefix %j", (prefix) => {
    const missing = SPEC_PATHS.filter((path) => {
      const found = leaf(prefix + path);
      return found === undefined || found === "*";
    });
    expect(missing).toEqual([]);
  });
  it("has the home page under both prefixes and a detecting redirect only at the root", () => {
    expect(leaf("/jp/")).toBe("(index)");
    expect(leaf("/en")).toBe("(index)");
    const root = matchRoutes(routes, "/") ?? [];
    expect(root.at(-1)?.route.loader).toBeTypeOf("function");
    expect(root.at(-1)?.route.lazy).toBeUndefined();
  });
  it("sends unknown paths to the not-found route, inside or outside the dashboard", () => {
    expect(leaf("/jp/no-such-page")).toBe("*");
    expect(leaf("/no-such-page")).toBe("*");
    expect(leaf("/en/dashboard/unknown")).toBe("*");
    expect(leaf("/fr/about")).toBe("*");
  });
});
