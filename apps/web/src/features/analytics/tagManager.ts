/**
 * Page views for a tag manager (PRODUCT.md §7: page views go to a tag manager 250 ms after each navigation).
 * Off unless a container id is configured (GTM_ID on the server, or VITE_GTM_ID at build time): then, and only
 * then, the container script is added and every navigation pushes a `page_view` to `window.dataLayer`.
 */

/** Delay between a navigation and its page view: the new page has set its title by then (PRODUCT.md §7). */
export const PAGE_VIEW_DELAY_MS = 250;

/** Google Tag Manager container ids look like `GTM-XXXXXXX`. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

export interface PageViewEvent {
  event: "page_view";
  page_path: string;
  page_location: string;
  page_title: string;
  language: string;
}

export type DataLayerEntry = Record<string, unknown>;

/** The page view pushed for the page at `url` with `title`. */
export function pageViewEvent(url: URL, title: string, language: string): PageViewEvent {
  return {
    event: "page_view",
    page_path: `${url.pathname}${url.search}`,
    page_location: url.href,
    page_title: title,
    language,
  };
}

/** URL of the container script; the id is checked first, so nothing else can be injected into the URL. */
export function containerScriptUrl(id: string): string {
  if (!GTM_ID_PATTERN.test(id)) throw new Error(`not a tag manager container id: ${id}`);
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
}

/**
 * Schedules page views: each navigation (re)starts the delay, so a redirect within 250 ms counts once, for
 * the page that stayed. `read` gives the page at the moment the view is sent.
 */
export function createPageViewScheduler(
  push: (entry: PageViewEvent) => void,
  read: () => PageViewEvent,
  delayMs = PAGE_VIEW_DELAY_MS,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    navigated() {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        push(read());
      }, delayMs);
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
