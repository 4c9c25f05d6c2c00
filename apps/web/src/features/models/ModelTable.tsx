import DeleteOutline from "@mui/icons-material/DeleteOutline";
import {
  IconButton,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
} from "@mui/material";
import type { ProjectModel } from "@soracity/contracts";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../i18n/datetime";
import { formatBytes } from "./files";

/** The project's models: name (shows it on the map), type, building count, size, date and delete. */
export function ModelTable({
  models,
  editable,
  onShow,
  onDelete,
}: {
  models: ProjectModel[];
  editable: boolean;
  onShow: (model: ProjectModel) => void;
  onDelete: (model: ProjectModel) => void;
}) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table size="small" data-testid="model-table">
        <TableHead>
          <TableRow>
            <TableCell>{t("models.col_name")}</TableCell>
            <TableCell>{t("models.col_kind")}</TableCell>
            <TableCell align="right">{t("models.col_buildings")}</TableCell>
            <TableCell align="right">{t("models.col_size")}</TableCell>
            <TableCell>{t("models.col_date")}</TableCell>
            {editable ? <TableCell align="right">{t("models.col_actions")}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {models.map((model) => (
            <TableRow key={model.id} data-testid="model-row" data-name={model.name}>
              <TableCell sx={{ wordBreak: "break-all" }}>
                <Link
                  component="button"
                  type="button"
                  data-testid="model-name"
                  onClick={() => onShow(model)}
                  sx={{ textAlign: "left" }}
                >
                  {model.name}
                </Link>
              </TableCell>
              <TableCell data-testid="model-kind" data-kind={model.kind}>
                {t(`models.kind_${model.kind}`)}
              </TableCell>
              <TableCell align="right" data-testid="model-buildings">
                {model.buildings}
              </TableCell>
              <TableCell align="right" data-testid="model-size">
                {formatBytes(model.size_bytes)}
              </TableCell>
              <TableCell data-testid="model-date">{formatDateTime(model.created_at)}</TableCell>
              {editable ? (
                <TableCell align="right">
                  <Tooltip title={t("models.delete")}>
                    <IconButton
                      size="small"
                      aria-label={t("models.delete")}
                      data-testid="model-delete"
                      onClick={() => onDelete(model)}
                    >
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
