import { useCallback, useState } from "react";
import { useSnackbar } from "notistack";
import { useTranslation } from "react-i18next";
import { isApiError } from "../api/client";
import { errorText } from "../api/errorText";
import { LimitDialog } from "../components/dialogs/LimitDialog";
import type { LimitKind } from "../components/dialogs/LimitDialog";

/**
 * Failure handling of dashboard actions: a plan limit (`limit_reached`) opens the 'Error' dialog (PRODUCT.md §8) for
 * the kind being created; anything else is a translated toast.
 */
export function useFailure() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [limit, setLimit] = useState<LimitKind | null>(null);
  /** Shows the failure; answers true when it was the plan limit (the caller closes its form then). */
  const fail = useCallback(
    (error: unknown, kind?: LimitKind): boolean => {
      if (kind && isApiError(error, "limit_reached")) {
        setLimit(kind);
        return true;
      }
      enqueueSnackbar(errorText(t, error), { variant: "error" });
      return false;
    },
    [enqueueSnackbar, t],
  );
  const limitDialog = <LimitDialog kind={limit} onClose={() => setLimit(null)} />;
  return { fail, limitDialog };
}
