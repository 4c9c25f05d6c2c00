import type { RouteObject } from "react-router";
import type { ContentId } from "./ContentPage";

/** Public content pages: path (PRODUCT.md §2) -> translation id (/blog and its detail are the news pages). */
export const CONTENT_PAGES: [path: string, id: ContentId][] = [
  ["about", "about"],
  ["about/team", "team"],
  ["collection", "collection"],
  ["collection/products", "products"],
  ["collection/detail-product", "product_detail"],
  ["utils/faq", "faq"],
  ["utils/maintenance", "maintenance"],
  ["utils/coming-soon", "coming_soon"],
  ["Project", "project"],
  ["sla", "sla"],
  ["terms", "terms"],
];

/** Lazy routes: the shared page component loads in its own chunk on first visit. */
export function contentRoutes(): RouteObject[] {
  return CONTENT_PAGES.map(([path, id]) => ({
    path,
    lazy: async () => {
      if (id === "faq") return { Component: (await import("./FaqPage")).default };
      const { ContentPage } = await import("./ContentPage");
      return { Component: () => <ContentPage id={id} /> };
    },
  }));
}
