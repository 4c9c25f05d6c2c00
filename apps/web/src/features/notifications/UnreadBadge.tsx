import type { ReactNode } from "react";
import { Badge } from "@mui/material";
import { useTranslation } from "react-i18next";

/** The unread-notification count on the avatar and on the menu item (hidden at 0). */
export function UnreadBadge({
  count,
  testId,
  children,
}: {
  count: number;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Badge
      data-testid={testId}
      data-count={count}
      badgeContent={count}
      max={99}
      color="error"
      invisible={count === 0}
      slotProps={{ badge: { "aria-label": t("notification.unread_count", { count }) } }}
    >
      {children}
    </Badge>
  );
}
