import { useState } from "react";
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Chip,
  FormControlLabel,
  Stack,
  Switch,
  Typography,
} from "@mui/material";
import ExpandMore from "@mui/icons-material/ExpandMore";
import type { AdminInquiry } from "@soracity/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import { useTranslation } from "react-i18next";
import { queryKeys } from "../../api/queryKeys";
import { AdminList } from "../../features/admin/AdminList";
import { AdminNav } from "../../features/admin/AdminNav";
import { adminApi } from "../../features/admin/api";
import { useAdminList } from "../../features/admin/useAdminList";
import { errorText } from "../../api/errorText";
import { formatDateTime } from "../../i18n/datetime";
import { EmptyState } from "../../components/lists/EmptyState";
import { PageHeader } from "../../components/page/PageHeader";
import { usePageTitle } from "../../hooks/usePageTitle";

const DETAIL_FIELDS = ["email", "company", "department", "address", "phone"] as const;

/** `/dashboard/admin/inquiries`: contact inquiries newest first, unread ones marked; each can be marked read. */
export default function AdminInquiriesPage() {
  const { t } = useTranslation();
  usePageTitle("admin.nav_inquiries");
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useAdminList({
    queryKey: queryKeys.admin.inquiryList(unreadOnly),
    fetch: ({ page, pageSize }) => adminApi.inquiries(page, pageSize, unreadOnly),
  });
  const { data } = list.query;
  const markRead = async (inquiry: AdminInquiry) => {
    try {
      await adminApi.markInquiryRead(inquiry.id);
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.inquiries });
    } catch (error) {
      enqueueSnackbar(errorText(t, error), { variant: "error" });
    }
  };
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader
        title={t("admin.title")}
        subtitle={
          data && (
            <span data-testid="inquiries-unread">{t("admin.inquiries_unread", { count: data.unread })}</span>
          )
        }
      />
      <AdminNav />
      <FormControlLabel
        control={
          <Switch
            checked={unreadOnly}
            onChange={(event) => {
              setUnreadOnly(event.target.checked);
              list.paging.setPage(0);
            }}
          />
        }
        label={t("admin.inquiries_unread_only")}
        sx={{ mb: 2 }}
      />
      <AdminList
        list={list}
        empty={<EmptyState title={t("admin.inquiries_empty")} body={t("admin.inquiries_empty_body")} />}
        renderItem={(inquiry) => (
          <Accordion key={inquiry.id} data-testid="inquiry" disableGutters>
            <AccordionSummary expandIcon={<ExpandMore />}>
              <Stack direction="row" spacing={2} sx={{ alignItems: "center", minWidth: 0, width: "100%" }}>
                {inquiry.read_at ? null : (
                  <Chip size="small" color="primary" label={t("admin.inquiry_new")} />
                )}
                <Typography sx={{ whiteSpace: "nowrap" }} color="text.secondary">
                  {formatDateTime(inquiry.created_at)}
                </Typography>
                <Typography sx={{ fontWeight: inquiry.read_at ? 400 : 700 }} noWrap>
                  {inquiry.family_name} {inquiry.given_name}
                </Typography>
                <Typography color="text.secondary" noWrap sx={{ minWidth: 0 }}>
                  {inquiry.inquiry}
                </Typography>
              </Stack>
            </AccordionSummary>
            <AccordionDetails>
              <Box
                component="dl"
                sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", gap: 1, m: 0 }}
              >
                {DETAIL_FIELDS.map((field) => (
                  <Box key={field} sx={{ display: "contents" }}>
                    <Typography component="dt" color="text.secondary">
                      {t(`admin.inquiry_${field}`)}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, wordBreak: "break-word" }}>
                      {inquiry[field] || "—"}
                    </Typography>
                  </Box>
                ))}
              </Box>
              <Typography
                sx={{ whiteSpace: "pre-line", wordBreak: "break-word", my: 2 }}
                data-testid="inquiry-text"
              >
                {inquiry.inquiry}
              </Typography>
              {inquiry.read_at ? (
                <Typography color="text.secondary" variant="body2">
                  {t("admin.inquiry_read_at", { date: formatDateTime(inquiry.read_at) })}
                </Typography>
              ) : (
                <Button
                  variant="outlined"
                  onClick={() => void markRead(inquiry)}
                  data-testid="inquiry-mark-read"
                >
                  {t("admin.inquiry_mark_read")}
                </Button>
              )}
            </AccordionDetails>
          </Accordion>
        )}
      />
    </Box>
  );
}
