import { useState } from "react";
import {
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import type { AdminBroadcastResult, BroadcastStatus } from "@soracity/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ListPager } from "../../components/lists/ListPager";
import { formatDateTime } from "../../i18n/datetime";
import { useLocale } from "../../i18n/useLocale";
import { BROADCASTS_KEY, adminApi } from "./api";

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
  const [page, setPage] = useState(1);
  const { data } = useQuery({
    queryKey: [...BROADCASTS_KEY, page],
    queryFn: () => adminApi.broadcasts(page, PAGE_SIZE),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => UNDER_WAY.has(item.status)) ? REFRESH_MS : false,
  });
  const titleOf = (item: AdminBroadcastResult) => (locale === "en" ? item.title_en : item.title_ja);
  if (data && data.total === 0) return null;
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        {t("admin.notify_history")}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" data-testid="broadcast-list">
          <TableHead>
            <TableRow>
              <TableCell>{t("admin.notify_queued_at")}</TableCell>
              <TableCell>{t("admin.notify_title")}</TableCell>
              <TableCell>{t("admin.notify_state")}</TableCell>
              <TableCell align="right">{t("admin.notify_progress")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.items ?? []).map((item) => (
              <TableRow key={item.id} data-testid="broadcast-row">
                <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDateTime(item.created_at)}</TableCell>
                <TableCell sx={{ wordBreak: "break-word" }}>{titleOf(item)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={STATUS_COLOR[item.status]}
                    label={t(`admin.notify_status_${item.status}`)}
                  />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                  {t("admin.notify_sent_of", { sent: item.sent, count: item.recipients })}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ListPager answer={data} controls={{ page, setPage }} />
    </>
  );
}
