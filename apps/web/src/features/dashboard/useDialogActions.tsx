import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import type { LimitKind } from "./LimitDialog";
import { useFailure } from "./useFailure";

export interface AttemptOptions {
  /** The plan limit this action may hit (its 'Error' dialog replaces the form). */
  limit?: LimitKind;
  /** A success toast. */
  success?: string;
  /** Runs after success, before the refresh (e.g. leave the page of what was deleted). */
  then?: () => void;
}

/**
 * What the dashboard's action hooks share: the open dialog (`{ type: "none" }` when closed) and `attempt`,
 * which runs an action, closes the dialog, toasts and refreshes the given queries. A failure is shown (plan
 * limit dialog or toast) and rethrown so the form stays open with its input; `attemptDelete` keeps the
 * confirmation open instead of rethrowing.
 */
export function useDialogActions<D extends { type: string }>(refreshKeys: readonly string[]) {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const { fail, limitDialog } = useFailure();
  const [dialog, setDialog] = useState<D | { type: "none" }>({ type: "none" });
  const close = () => setDialog({ type: "none" });
  const succeed = async (options: AttemptOptions) => {
    close();
    if (options.success) enqueueSnackbar(options.success, { variant: "success" });
    options.then?.();
    await Promise.all(refreshKeys.map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
  };
  const attempt = async (action: () => Promise<unknown>, options: AttemptOptions = {}) => {
    try {
      await action();
    } catch (error) {
      if (fail(error, options.limit)) close();
      throw error;
    }
    await succeed(options);
  };
  const attemptDelete = async (action: () => Promise<unknown>, options: AttemptOptions = {}) => {
    try {
      await action();
    } catch (error) {
      fail(error);
      return;
    }
    await succeed(options);
  };
  return { dialog, setDialog, close, attempt, attemptDelete, limitDialog };
}
