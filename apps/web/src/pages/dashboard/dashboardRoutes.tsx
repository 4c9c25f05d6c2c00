import { Outlet, data } from "react-router";
import type { RouteObject } from "react-router";
import { adminRoutes } from "../admin/adminRoutes";

const notFound = () => {
  throw data("Not Found", { status: 404, statusText: "Not Found" });
};
const Nothing = () => null;

const page = (
  path: string | undefined,
  load: () => Promise<{ default: React.ComponentType }>,
): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * Children of `/dashboard` (PRODUCT.md §2 signed-in routes, plus workspace and project pages of issue 6), inside
 * the dashboard load (PRODUCT.md §4) and the dashboard layout.
 */
export function dashboardRoutes(): RouteObject[] {
  return [
    {
      // The dashboard load (its queries, API modules and their schemas) comes with the dashboard, not with
      // the public pages.
      lazy: async () => {
        const { DashboardLoadProvider } = await import("../../layouts/dashboard/DashboardLoad");
        return {
          Component: function LoadOutlet() {
            return (
              <DashboardLoadProvider>
                <Outlet />
              </DashboardLoadProvider>
            );
          },
        };
      },
      children: [
        {
          lazy: async () => ({
            Component: (await import("../../layouts/dashboard/DashboardLayout")).default,
          }),
          children: [
            page(undefined, () => import("./MyWorkspacesPage")),
            page("shareworkspace", () => import("./SharedWorkspacesPage")),
            page("groupworkspace", () => import("./GroupWorkspacesPage")),
            page("workspace/:id", () => import("./WorkspacePage")),
            page("project/:id", () => import("./ProjectPage")),
            page("project/:projectId/case/:caseId", () => import("./CasePage")),
            page("project/:projectId/case/:caseId/3d", () => import("./CaseViewerPage")),
            page("group", () => import("./GroupsPage")),
            page("group/:id", () => import("./GroupPage")),
            page("profile", () => import("./ProfilePage")),
            page("notification", () => import("./NotificationsPage")),
            ...adminRoutes(),
            { path: "*", loader: notFound, Component: Nothing },
          ],
        },
      ],
    },
  ];
}
