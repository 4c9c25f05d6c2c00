import { Chip, Typography } from "@mui/material";
import type { AdminBroadcastResult, BroadcastStatus } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { queryKeys } from "../../api/queryKeys";
import { formatDateTime } from "../../i18n/datetime";
import { useLocale } from "../../i18n/useLocale";
import { AdminList } from "./AdminList";
import { adminApi } from "./api";
import { useAdminList } from "./useAdminList";

const PAGE_SIZE = 10;
/** How often the list is read again while a broadcast is still being written (a job sends it). */
const REFRESH_MS = 2000;

const STATUS_COLOR: Record<BroadcastStatus, "default" | "info" | "success" | "error"> = {
  queued: "default",
  sending: "info",
  sent: "success",
  failed: "error",
};
const UNDER_WAY: ReadonlySet<BroadcastStatus> = new Set(["queued", "sending"]);

/**
 * The notifications sent to every user, newest first, each queued, sending (with its progress), sent, or failed
 * (the job was given up: its progress shows how many users have it).
 */
export function BroadcastList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useAdminList({
    queryKey: queryKeys.admin.broadcasts,
    fetch: ({ page, pageSize }) => adminApi.broadcasts(page, pageSize),
    pageSizes: [PAGE_SIZE],
    refetchInterval: (answer) =>
      answer?.items.some((item) => UNDER_WAY.has(item.status)) ? REFRESH_MS : false,
  });
  const titleOf = (item: AdminBroadcastResult) => (locale === "en" ? item.title_en : item.title_ja);
  if (list.query.data?.total === 0) return null;
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        {t("admin.notify_history")}
      </Typography>
      <AdminList
        list={list}
        tableTestId="broadcast-list"
        rowTestId="broadcast-row"
        columns={[
          {
            header: t("admin.notify_queued_at"),
            sx: { whiteSpace: "nowrap" },
            cell: (item) => formatDateTime(item.created_at),
          },
          { header: t("admin.notify_title"), sx: { wordBreak: "break-word" }, cell: titleOf },
          {
            header: t("admin.notify_state"),
            cell: (item) => (
              <Chip
                size="small"
                color={STATUS_COLOR[item.status]}
                label={t(`admin.notify_status_${item.status}`)}
              />
            ),
          },
          {
            header: t("admin.notify_progress"),
            align: "right",
            sx: { whiteSpace: "nowrap" },
            cell: (item) => t("admin.notify_sent_of", { sent: item.sent, count: item.recipients }),
          },
        ]}
      />
    </>
  );
}
