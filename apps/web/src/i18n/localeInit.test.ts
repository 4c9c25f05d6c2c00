import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import en from "./en.json";
import ja from "./ja.json";
import { detectLocale, languageOf, resolveLocale } from "./locale";

/** public/locale-init.js, which index.html runs before the bundle. */
const SCRIPT = readFileSync(new URL("../../public/locale-init.js", import.meta.url), "utf8");
const BRAND = "SoraCity";

/** Runs the script on a page at `path` (index.html's title is the brand) and answers what it set. */
function firstPaint(path: string, cookie = "", language = "ja-JP") {
  const document = { title: BRAND, cookie, documentElement: { lang: "ja" } };
  runInNewContext(SCRIPT, { window: { location: { pathname: path } }, document, navigator: { language } });
  return { lang: document.documentElement.lang, title: document.title };
}

describe("public/locale-init.js", () => {
  it("gives the home page its title in the path's language, as the app will", () => {
    for (const path of ["/en", "/en/"])
      expect(firstPaint(path)).toEqual({ lang: "en", title: `${en.titles.home} | ${BRAND}` });
    for (const path of ["/jp", "/jp/"]) {
      expect(firstPaint(path, "locale=en", "en-US")).toEqual({
        lang: "ja",
        title: `${ja.titles.home} | ${BRAND}`,
      });
    }
  });
  it("takes the locale as the app does: prefix, then cookie, then (at the root only) the browser's language", () => {
    const cases: [string, string, string][] = [
      ["/en/dashboard", "", "ja-JP"],
      ["/jp/blog", "locale=en", "en-US"],
      ["/dashboard", "locale=en", "ja-JP"],
      ["/dashboard", "", "en-US"],
      ["/", "", "en-US"],
      ["/", "", "ja"],
      ["/", "", ""],
      ["/", "theme=1; locale=jp", "en-US"],
      ["/", "locale=en; theme=1", "ja-JP"],
    ];
    for (const [path, cookie, language] of cases) {
      const cookieLocale = /(?:^|; )locale=(\w+)/.exec(cookie)?.[1] ?? null;
      const locale = path === "/" ? detectLocale(cookieLocale, language) : resolveLocale(path, cookieLocale);
      const painted = firstPaint(path, cookie, language);
      expect(painted.lang, `${path} ${cookie} ${language}`).toBe(languageOf(locale));
      const home = `${(locale === "en" ? en : ja).titles.home} | ${BRAND}`;
      expect(painted.title).toBe(path === "/" ? home : BRAND);
    }
  });
  it("leaves other pages the brand (each page sets its own title once its texts are in)", () => {
    expect(firstPaint("/en/login").title).toBe(BRAND);
    expect(firstPaint("/jp/dashboard").title).toBe(BRAND);
  });
});
