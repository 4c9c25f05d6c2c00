import { createBrowserRouter, data, redirect } from "react-router";
import type { RouteObject } from "react-router";
import { LOCALES } from "@soracity/contracts";
import { loadAllTexts } from "../i18n";
import { detectLocale, stripLocale } from "../i18n/locale";
import { cookieLocale } from "../i18n/useLocale";
import { PublicLayout } from "../layouts/public/PublicLayout";
import { ErrorPage } from "../pages/ErrorPage";
import { contentRoutes } from "../pages/content/contentRoutes";
import { dashboardRoutes } from "../pages/dashboard/dashboardRoutes";
import { manualRoutes } from "../pages/manual/manualRoutes";
import { Root } from "./Root";

const notFound = () => {
  throw data("Not Found", { status: 404, statusText: "Not Found" });
};
/** Element of routes that only redirect or throw from their loader. */
const Nothing = () => null;

/** A lazy route whose module's default export is the page. */
const page = (
  path: string | undefined,
  load: () => Promise<{ default: React.ComponentType }>,
): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  lazy: async () => ({ Component: (await load()).default }),
});

/** The landing page renders with its own part of the texts; every other page waits for all (i18n/index.ts). */
const isLanding = (pathname: string) => stripLocale(pathname) === "/";

/** Pages of one locale scope (prefixed or not). The root index only exists under a prefix. */
function localizedRoutes(withIndex: boolean): RouteObject[] {
  return [
    {
      element: <PublicLayout />,
      children: [
        ...(withIndex ? [page(undefined, () => import("../pages/home/HomePage"))] : []),
        page("login", () => import("../features/auth/LoginPage")),
        page("register", () => import("../features/auth/RegisterPage")),
        page("register/confirm", () => import("../features/auth/RegisterConfirmPage")),
        page("forgot-password", () => import("../features/auth/ForgotPasswordPage")),
        page("reset-password", () => import("../features/auth/ResetPasswordPage")),
        page("callback", () => import("../features/auth/CallbackPage")),
        page("contact", () => import("../pages/contact/ContactPage")),
        {
          path: "contact/with-map",
          lazy: async () => ({
            Component: (await import("../pages/contact/ContactPage")).ContactWithMapPage,
          }),
        },
        page("utils/pricing", () => import("../pages/content/PricingPage")),
        page("blog", () => import("../pages/blog/BlogPage")),
        page("blog/detail-blog", () => import("../pages/blog/BlogDetailPage")),
        page("share/:token", () => import("../pages/share/SharePage")),
        ...contentRoutes(),
        ...manualRoutes(),
      ],
    },
    {
      path: "dashboard",
      lazy: async () => ({ Component: (await import("../features/auth/RequireAuth")).RequireAuth }),
      children: dashboardRoutes(),
    },
    { path: "*", loader: notFound, Component: Nothing },
  ];
}

export const routes: RouteObject[] = [
  {
    path: "/",
    element: <Root />,
    loader: async ({ request }) => {
      if (!isLanding(new URL(request.url).pathname)) await loadAllTexts();
      return null;
    },
    // Runs again on the way from the landing page to any other (a no-op once all texts are in).
    shouldRevalidate: ({ nextUrl, defaultShouldRevalidate }) =>
      defaultShouldRevalidate || !isLanding(nextUrl.pathname),
    errorElement: <ErrorPage />,
    HydrateFallback: () => null,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          // Only the root path detects the locale and redirects (PRODUCT.md §2, §9).
          {
            index: true,
            Component: Nothing,
            loader: () => redirect(`/${detectLocale(cookieLocale(), navigator.language)}/`),
          },
          ...LOCALES.map((locale) => ({ path: locale, children: localizedRoutes(true) })),
          ...localizedRoutes(false),
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
