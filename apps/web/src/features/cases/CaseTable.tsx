import {
  Link,
  List,
  ListItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from "@mui/material";
import type { Theme } from "@mui/material";
import type { Case } from "@soracity/contracts";
import type { MouseEvent } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { useLocalePath } from "../../i18n/useLocale";
import { formatDateTime } from "../../i18n/datetime";
import { RowMenu } from "../workspaces/RowMenu";
import type { RowAction } from "../workspaces/RowMenu";
import { StatusChip } from "./StatusChip";

/** The case's sharing URL (PRODUCT.md §3), opened in a new tab. */
function ShareLink({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" variant="body2" data-testid="case-share-url">
      {t("case.open_shared")}
    </Link>
  );
}

/** Path of a case's page under its project. */
export const casePath = (item: Pick<Case, "id" | "project_id">) =>
  `/dashboard/project/${encodeURIComponent(item.project_id)}/case/${encodeURIComponent(item.id)}`;

/** The case's name as the link to its page. */
function CaseLink({ item }: { item: Case }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <Link
      component={RouterLink}
      to={to(casePath(item))}
      data-testid="case-link"
      aria-label={t("case.open", { name: item.name })}
      color="inherit"
      underline="hover"
      sx={{ fontWeight: 600 }}
    >
      {item.name}
    </Link>
  );
}

/** Row clicks open the case, except on its links, buttons and menus (which handle their own clicks). */
const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * Cases of one service: name (opens the case, as does a click on its row), status, process start and end
 * (`YYYY-MM-DD HH:mm:ss`), actions.
 */
export function CaseTable({ cases, actionsOf }: { cases: Case[]; actionsOf: (item: Case) => RowAction[] }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const open = (item: Case) => (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("a, button")) return;
    void navigate(to(casePath(item)));
  };
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  const dash = (value: string | null) => formatDateTime(value) || "—";
  if (phone) {
    // Phones: one stacked row per case instead of a table that scrolls sideways.
    return (
      <List dense disablePadding data-testid="case-table">
        {cases.map((item) => (
          <ListItem
            key={item.id}
            data-testid="case-row"
            data-name={item.name}
            divider
            disableGutters
            onClick={open(item)}
            secondaryAction={
              // Only keeps the menu's clicks (also those in its popup) from opening the row: no role of its own.
              <span role="presentation" onClick={stop}>
                <RowMenu actions={actionsOf(item)} label={item.name} />
              </span>
            }
            sx={{ pr: 5, cursor: "pointer" }}
          >
            <Stack spacing={0.5} sx={{ minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                <Typography data-testid="case-name" sx={{ wordBreak: "break-word" }}>
                  <CaseLink item={item} />
                </Typography>
                <StatusChip status={item.status} />
              </Stack>
              <Typography variant="caption" color="text.secondary" data-testid="case-start">
                {t("case.start")}: {dash(item.process_start_at)}
              </Typography>
              <Typography variant="caption" color="text.secondary" data-testid="case-end">
                {t("case.end")}: {dash(item.process_end_at)}
              </Typography>
              {item.share_url ? <ShareLink url={item.share_url} /> : null}
            </Stack>
          </ListItem>
        ))}
      </List>
    );
  }
  return (
    <TableContainer sx={{ overflowX: "auto" }}>
      <Table size="small" data-testid="case-table" sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t("case.name")}</TableCell>
            <TableCell>{t("case.status")}</TableCell>
            <TableCell>{t("case.start")}</TableCell>
            <TableCell>{t("case.end")}</TableCell>
            <TableCell>{t("case.share_url")}</TableCell>
            <TableCell align="right">
              <Typography variant="inherit" component="span" sx={{ position: "absolute", left: -9999 }}>
                {t("ws.actions")}
              </Typography>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cases.map((item) => (
            <TableRow
              key={item.id}
              data-testid="case-row"
              data-name={item.name}
              hover
              onClick={open(item)}
              sx={{ cursor: "pointer" }}
            >
              <TableCell sx={{ maxWidth: 260, wordBreak: "break-word" }} data-testid="case-name">
                <CaseLink item={item} />
              </TableCell>
              <TableCell>
                <StatusChip status={item.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }} data-testid="case-start">
                {dash(item.process_start_at)}
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }} data-testid="case-end">
                {dash(item.process_end_at)}
              </TableCell>
              <TableCell onClick={stop}>
                {item.share_url ? <ShareLink url={item.share_url} /> : "—"}
              </TableCell>
              <TableCell align="right" sx={{ width: 48 }} onClick={stop}>
                <RowMenu actions={actionsOf(item)} label={item.name} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
