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
