import { IconButton, Paper, Stack, Table, TableBody, TableCell, TableRow, Typography } from "@mui/material";
import CloseIcon from "@mui/icons-material/Close";
import { useTranslation } from "react-i18next";

export interface PickRows {
  title: string;
  rows: [string, string][];
}

/** What the last click found: a building (gml_id, height), a layer's values, the point and its grid value. */
export function PickInfo({ info, onClose }: { info: PickRows; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper sx={{ p: 1, width: 300, maxWidth: "calc(100vw - 32px)" }} elevation={3} data-testid="viewer-pick">
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between" }}>
        <Typography variant="subtitle2">{info.title}</Typography>
        <IconButton size="small" onClick={onClose} aria-label={t("viewer.close")}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Table size="small">
        <TableBody>
          {info.rows.map(([key, value]) => (
            <TableRow key={key} data-testid="viewer-pick-row" data-key={key}>
              <TableCell sx={{ pl: 0 }}>{key}</TableCell>
              <TableCell sx={{ pr: 0, wordBreak: "break-all" }}>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
