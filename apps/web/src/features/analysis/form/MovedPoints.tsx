import { useCallback, useEffect, useRef, useState } from "react";
import { Button, Stack, Typography } from "@mui/material";
import type { Case } from "@soracity/contracts";
import { validateCaseParameters } from "@soracity/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/client";
import { errorText } from "../../../api/errorText";
import { queryKeys } from "../../../api/queryKeys";
import { saveParameters } from "../api";
import { useBridge } from "../bridge";
import { useFieldMessage } from "../useFieldMessage";
import type { MovedPoint } from "./movedPoints";
import { withMove } from "./movedPoints";
import type { Values } from "./values";

/**
 * The 天空率 regulation points the user moved (`moved_points`): a regulation point dragged on the result map
 * is saved at once (PATCH with the case's saved parameters and the moves merged, leaving the form's unsaved
 * edits as they are), and each move can be reset to the point's own place. The case is then stale: the
 * next run evaluates the points where they were put. A move the contract refuses (into the site) is not
 * saved: its message shows here.
 */
export function MovedPoints({ item, disabled }: { item: Case; disabled: boolean }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const message = useFieldMessage();
  const { watch, setValue } = useFormContext<Values>();
  const { setPointMover } = useBridge();
  const moves = (watch("moved_points") ?? []) as MovedPoint[];
  const [refused, setRefused] = useState<string | null>(null);
  // The latest case, moves and translator for the map's handler, which is set once per editable form.
  const latest = useRef({ item, moves, message });
  useEffect(() => {
    latest.current = { item, moves, message };
  });

  const save = useCallback(
    async (id: string, position: [number, number] | null) => {
      const { item: current, moves: before, message: fieldMessage } = latest.current;
      const next = withMove(before, id, position);
      const parameters = { ...current.parameters, moved_points: next };
      // The moves' own messages (a point dropped inside the site), as the server would answer them.
      const checked = validateCaseParameters(current.service_type, parameters, "draft");
      const own = checked.ok ? undefined : checked.fields.find((f) => f.path.startsWith("moved_points"));
      setRefused(own ? (fieldMessage(own.message) ?? own.message) : null);
      if (own) return;
      try {
        const updated = await saveParameters(current.id, parameters);
        queryClient.setQueryData(queryKeys.case(updated.id), updated);
        // Not a registered input: set as the saved value (the form's other edits stay unsaved).
        setValue("moved_points", next);
        enqueueSnackbar(
          t(position ? "analysis.tenkuritsu.moved_saved" : "analysis.tenkuritsu.moved_reset_saved", { id }),
          { variant: "success" },
        );
      } catch (error) {
        const field = isApiError(error, "validation_failed") ? error.fields[0] : undefined;
        if (field) setRefused(fieldMessage(field.message) ?? field.message);
        else enqueueSnackbar(errorText(t, error), { variant: "error" });
      }
    },
    [queryClient, setValue, enqueueSnackbar, t],
  );

  useEffect(() => {
    if (disabled) return;
    setPointMover({ move: (id, position) => void save(id, position) });
    return () => setPointMover(null);
  }, [disabled, save, setPointMover]);

  return (
    <Stack spacing={0.5} data-testid="moved-points" data-count={moves.length}>
      <Typography variant="subtitle2">{t("analysis.tenkuritsu.moved_title")}</Typography>
      <Typography variant="caption" color="text.secondary">
        {t(disabled ? "analysis.tenkuritsu.moved_note_readonly" : "analysis.tenkuritsu.moved_note")}
      </Typography>
      {refused ? (
        <Typography variant="caption" color="error" role="alert" data-testid="moved-error">
          {refused}
        </Typography>
      ) : null}
      {moves.map((m) => (
        <Stack
          key={m.id}
          direction="row"
          spacing={1}
          sx={{ alignItems: "center" }}
          data-testid="moved-point"
          data-id={m.id}
        >
          <Typography variant="body2" sx={{ flex: 1 }}>
            {t("analysis.tenkuritsu.moved_row", {
              id: m.id,
              lat: m.position[1].toFixed(6),
              lon: m.position[0].toFixed(6),
            })}
          </Typography>
          <Button
            size="small"
            disabled={disabled}
            onClick={() => void save(m.id, null)}
            data-testid="moved-reset"
          >
            {t("analysis.tenkuritsu.moved_reset")}
          </Button>
        </Stack>
      ))}
    </Stack>
  );
}
