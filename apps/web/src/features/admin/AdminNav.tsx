import { Tab, Tabs } from "@mui/material";
import { Link as RouterLink, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { stripLocale } from "../../i18n/locale";
import { useLocalePath } from "../../i18n/useLocale";

/** The administration pages, in the order of their tabs. */
export const ADMIN_PAGES = [
  { path: "/dashboard/admin", label: "admin.nav_users", id: "admin-tab-users" },
  { path: "/dashboard/admin/news", label: "admin.nav_news", id: "admin-tab-news" },
  { path: "/dashboard/admin/inquiries", label: "admin.nav_inquiries", id: "admin-tab-inquiries" },
  { path: "/dashboard/admin/notify", label: "admin.nav_notify", id: "admin-tab-notify" },
] as const;

/** Tabs between the administration pages; the news editor pages count as the news tab. */
export function AdminNav() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const current = stripLocale(useLocation().pathname).replace(/\/$/, "");
  const active =
    [...ADMIN_PAGES].reverse().find((page) => current === page.path || current.startsWith(`${page.path}/`))
      ?.path ?? false;
  return (
    <Tabs value={active} variant="scrollable" sx={{ mb: 3, borderBottom: 1, borderColor: "divider" }}>
      {ADMIN_PAGES.map((page) => (
        <Tab
          key={page.path}
          value={page.path}
          label={t(page.label)}
          component={RouterLink}
          to={to(page.path)}
          data-testid={page.id}
        />
      ))}
    </Tabs>
  );
}
