import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  containerScriptUrl,
  createPageViewScheduler,
  PAGE_VIEW_DELAY_MS,
  pageViewEvent,
  type PageViewEvent,
} from "./tagManager";

describe("page views", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const page = (path: string): PageViewEvent =>
    pageViewEvent(new URL(`https://soracity.example${path}`), `title of ${path}`, "ja");

  it("are sent 250 ms after a navigation, not before", () => {
    const sent: PageViewEvent[] = [];
    const scheduler = createPageViewScheduler(
      (entry) => sent.push(entry),
      () => page("/jp/utils/faq"),
    );
    scheduler.navigated();
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([
      {
        event: "page_view",
        page_path: "/jp/utils/faq",
        page_location: "https://soracity.example/jp/utils/faq",
        page_title: "title of /jp/utils/faq",
        language: "ja",
      },
    ]);
  });

  it("count a page left within the delay once, as the page that stayed", () => {
    let current = "/";
    const sent: string[] = [];
    const scheduler = createPageViewScheduler(
      (entry) => sent.push(entry.page_path),
      () => page(current),
    );
    scheduler.navigated();
    vi.advanceTimersByTime(100);
    current = "/jp/";
    scheduler.navigated();
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(sent).toEqual(["/jp/"]);
    scheduler.navigated();
    scheduler.cancel();
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS * 2);
    expect(sent).toEqual(["/jp/"]);
  });

  it("keep the query string in the path", () => {
    expect(page("/en/manual?x=1").page_path).toBe("/en/manual?x=1");
  });
});

describe("container script", () => {
  it("is Google's gtm.js for a valid id", () => {
    expect(containerScriptUrl("GTM-AB12CD")).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD");
  });
  it("refuses anything that is not a container id", () => {
    expect(() => containerScriptUrl("GTM-1&x=<script>")).toThrow(/container id/);
    expect(() => containerScriptUrl("UA-1234")).toThrow(/container id/);
  });
});
