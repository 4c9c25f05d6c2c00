// Japanese text needs a Japanese font where the system has none (Linux, many VMs): Noto Sans JP (SIL OFL
// 1.1) from the bundle, split by unicode-range so a page loads only the subsets it shows.
import "@fontsource/noto-sans-jp/400.css";
import "@fontsource/noto-sans-jp/700.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { Providers } from "./app/Providers";
import { createRouter } from "./app/router";
import { initI18n } from "./i18n";
import { languageOf, resolveLocale } from "./i18n/locale";
import { cookieLocale } from "./i18n/useLocale";

const locale = resolveLocale(window.location.pathname, cookieLocale());
initI18n(locale);
document.documentElement.lang = languageOf(locale);

// Vite reports a failed preload of a lazy chunk here; the route error page handles the reload guard.
window.addEventListener("vite:preloadError", (event) => console.warn("chunk preload failed", event));

const root = document.getElementById("root");
if (!root) throw new Error("#root missing");
createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={createRouter()} />
    </Providers>
  </StrictMode>,
);
