import { describe, expect, it } from "vitest";
import {
  detectLocale,
  languageOf,
  localeCookie,
  prefixOf,
  readCookie,
  resolveLocale,
  stripLocale,
  switchLocalePath,
  withLocale,
} from "./locale";

describe("locale detection at the root path", () => {
  it("prefers a valid locale cookie over the browser language", () => {
    expect(detectLocale("en", "ja-JP")).toBe("en");
    expect(detectLocale("jp", "en-US")).toBe("jp");
  });
  it("falls back to the browser language: Japanese -> jp, anything else -> en", () => {
    expect(detectLocale(null, "ja")).toBe("jp");
    expect(detectLocale(null, "ja-JP")).toBe("jp");
    expect(detectLocale(null, "en-GB")).toBe("en");
    expect(detectLocale(null, "fr")).toBe("en");
    expect(detectLocale("de", "de-DE")).toBe("en");
  });
  it("defaults to jp without any hint", () => {
    expect(detectLocale(null, undefined)).toBe("jp");
    expect(detectLocale("xx", "")).toBe("jp");
  });
});

describe("path prefixes", () => {
  it("reads the prefix only from the first segment", () => {
    expect(prefixOf("/en/about")).toBe("en");
    expect(prefixOf("/jp")).toBe("jp");
    expect(prefixOf("/about/en")).toBeNull();
    expect(prefixOf("/english")).toBeNull();
    expect(prefixOf("/")).toBeNull();
  });
  it("renders unprefixed paths in the cookie's locale, else jp", () => {
    expect(resolveLocale("/about", "en")).toBe("en");
    expect(resolveLocale("/about", null)).toBe("jp");
    expect(resolveLocale("/en/about", "jp")).toBe("en");
  });
  it("strips and adds prefixes", () => {
    expect(stripLocale("/jp/about/team")).toBe("/about/team");
    expect(stripLocale("/jp")).toBe("/");
    expect(stripLocale("/en/")).toBe("/");
    expect(stripLocale("/dashboard")).toBe("/dashboard");
    expect(withLocale("en", "/about")).toBe("/en/about");
    expect(withLocale("jp", "/")).toBe("/jp/");
    expect(withLocale("jp", "dashboard")).toBe("/jp/dashboard");
  });
  it("switches language keeping the rest of the path", () => {
    expect(switchLocalePath("/jp/utils/faq", "en")).toBe("/en/utils/faq");
    expect(switchLocalePath("/en", "jp")).toBe("/jp/");
    expect(switchLocalePath("/sla", "en")).toBe("/en/sla");
  });
  it("maps URL locales to language tags", () => {
    expect(languageOf("jp")).toBe("ja");
    expect(languageOf("en")).toBe("en");
  });
});

describe("locale cookie", () => {
  it("reads one cookie among several", () => {
    expect(readCookie("a=1; locale=en; b=2", "locale")).toBe("en");
    expect(readCookie("xlocale=en", "locale")).toBeNull();
    expect(readCookie("", "locale")).toBeNull();
  });
  it("lives 365 days on the whole site", () => {
    expect(localeCookie("en")).toBe("locale=en; Max-Age=31536000; Path=/; SameSite=Lax");
  });
});
