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
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../dashboard/datetime";
import { RowMenu } from "../workspaces/RowMenu";
import type { RowAction } from "../workspaces/RowMenu";
import { StatusChip } from "./StatusChip";

/** The case's sharing URL (spec §3), opened in a new tab. */
function ShareLink({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" variant="body2" data-testid="case-share-url">
      {t("case.open_shared")}
    </Link>
  );
}

/** Cases of one service: name, status, process start and end (`YYYY-MM-DD HH:mm:ss`), actions. */
export function CaseTable({ cases, actionsOf }: { cases: Case[]; actionsOf: (item: Case) => RowAction[] }) {
  const { t } = useTranslation();
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
            secondaryAction={<RowMenu actions={actionsOf(item)} label={item.name} />}
            sx={{ pr: 5 }}
          >
            <Stack spacing={0.5} sx={{ minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                <Typography data-testid="case-name" sx={{ fontWeight: 600, wordBreak: "break-word" }}>
                  {item.name}
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
            <TableRow key={item.id} data-testid="case-row" data-name={item.name} hover>
              <TableCell sx={{ maxWidth: 260, wordBreak: "break-word" }} data-testid="case-name">
                {item.name}
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
              <TableCell>{item.share_url ? <ShareLink url={item.share_url} /> : "—"}</TableCell>
              <TableCell align="right" sx={{ width: 48 }}>
                <RowMenu actions={actionsOf(item)} label={item.name} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
