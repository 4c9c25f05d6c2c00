import { data, type RouteObject } from "react-router";
import { isIfcTool } from "../../features/manual/ifcTools";

/** The manual: usage guide, IFC guides overview and one page per CAD tool (PRODUCT.md §2 "manual"). */
export function manualRoutes(): RouteObject[] {
  return [
    { path: "manual", lazy: async () => ({ Component: (await import("./ManualPage")).default }) },
    { path: "manual/ifc", lazy: async () => ({ Component: (await import("./IfcGuidesPage")).default }) },
    {
      path: "manual/ifc/:tool",
      // PRODUCT.md §5: a page's validation check that fails is a 404.
      loader: ({ params }) => {
        if (!isIfcTool(params.tool)) throw data("Not Found", { status: 404, statusText: "Not Found" });
        return null;
      },
      lazy: async () => ({ Component: (await import("./IfcToolPage")).default }),
    },
  ];
}
