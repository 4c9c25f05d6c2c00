import type { RouteObject } from "react-router";
import { RequireOperator } from "../../features/admin/RequireOperator";

const page = (
  path: string | undefined,
  load: () => Promise<{ default: React.ComponentType }>,
): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  lazy: async () => ({ Component: (await load()).default }),
});

/** `/dashboard/admin/*`: the administration pages, operators only (others get the 403 page). */
export function adminRoutes(): RouteObject[] {
  return [
    {
      path: "admin",
      element: <RequireOperator />,
      children: [
        page(undefined, () => import("./AdminUsersPage")),
        page("news", () => import("./AdminNewsPage")),
        page("news/new", () => import("./AdminNewsEditPage")),
        page("news/:id", () => import("./AdminNewsEditPage")),
        page("inquiries", () => import("./AdminInquiriesPage")),
        page("notify", () => import("./AdminNotifyPage")),
      ],
    },
  ];
}
