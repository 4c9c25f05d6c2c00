import { lazy, Suspense, useState } from "react";
import type { ReactNode } from "react";
import { Box, Link } from "@mui/material";
import { useTranslation } from "react-i18next";
import { keyframes } from "@mui/material/styles";
import { Outlet, useLocation } from "react-router";
import { useConfig } from "../../features/config/useConfig";
import { stopHomeTour } from "../../features/tour/tourState";
import { loadAllTexts } from "../../i18n";
import { Footer } from "./Footer";
import { PublicHeader } from "./PublicHeader";

/** The contact form (react-hook-form, zod, the dialog) loads only when the dialog is first opened. */
const ContactDialog = lazy(() =>
  // The dialog's texts are not among the landing page's (i18n/landingSections.ts).
  Promise.all([import("../../features/contact/ContactDialog"), loadAllTexts()]).then(
    ([{ ContactDialog }]) => ({
      default: ContactDialog,
    }),
  ),
);

/** Page fade of PRODUCT.md §9 (0.4 s) on every path change. */
const pageFade = keyframes`from { opacity: 0; } to { opacity: 1; }`;

/** Header, page and footer of the public site; owns the contact dialog the header opens. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const [contactOpen, setContactOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps its animation and the thanks dialog can show.
  const [contactUsed, setContactUsed] = useState(false);
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const { ui } = useConfig(); // header and footer can be switched off by the server's UI flags (PRODUCT.md §3)
  const openContact = () => {
    stopHomeTour(); // PRODUCT.md §2: the Contact button stops the home tour if it runs
    setContactUsed(true);
    setContactOpen(true);
  };
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <Link
        href="#main"
        sx={{
          position: "absolute",
          left: 8,
          top: -48,
          zIndex: (theme) => theme.zIndex.tooltip,
          bgcolor: "background.paper",
          p: 1,
          "&:focus": { top: 8 },
        }}
      >
        {t("common.skip")}
      </Link>
      {ui.header && <PublicHeader onContact={openContact} />}
      <Box component="main" id="main" key={pathname} sx={{ flex: 1, animation: `${pageFade} 0.4s ease-out` }}>
        {children ?? <Outlet />}
      </Box>
      {ui.footer && <Footer />}
      {contactUsed && (
        <Suspense fallback={null}>
          <ContactDialog open={contactOpen} onClose={() => setContactOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
