// Japanese text needs a Japanese font where the system has none (Linux, many VMs): Noto Sans JP (SIL OFL
// 1.1) from the bundle, split by unicode-range so a page loads only the subsets it shows.
import "@fontsource/noto-sans-jp/400.css";
import "@fontsource/noto-sans-jp/700.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { Providers } from "./app/Providers";
import { createRouter } from "./app/router";
import { initI18n, loadAllTexts } from "./i18n";
import { languageOf, resolveLocale } from "./i18n/locale";
import { cookieLocale } from "./i18n/useLocale";
import { whenIdle } from "./components/idle";

const locale = resolveLocale(window.location.pathname, cookieLocale());
document.documentElement.lang = languageOf(locale);
// Vite reports a failed preload of a lazy chunk here; the route error page handles the reload guard.
window.addEventListener("vite:preloadError", (event) => console.warn("chunk preload failed", event));

const root = document.getElementById("root");
if (!root) throw new Error("#root missing");
// The texts and the page's chunk (the router starts loading it at once) load side by side. No top-level
// await: lazy chunks import shared modules from the entry, and would wait for it.
const texts = initI18n(locale);
const router = createRouter();
// Without its texts (a failed chunk) the app still renders, with the keys in their place.
void texts
  .catch((error: unknown) => console.error("the texts did not load", error))
  .then(() => {
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
    // The landing page painted with its own texts (other pages wait for all in the router); the rest follows.
    // A failed load is tried again by the first page that needs the texts (the router's root loader).
    whenIdle(() => void loadAllTexts().catch(() => undefined));
  });
