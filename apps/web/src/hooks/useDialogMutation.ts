import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { QueryKey } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import type { LimitKind } from "../components/dialogs/LimitDialog";

/** What the mutations of one set of dashboard dialogs share (see useDialogMutation). */
export interface DialogMutationContext {
  /** Closes the open dialog. */
  close: () => void;
  /** Shows a failure (useFailure); true when it opened the plan limit dialog. */
  fail: (error: unknown, limit?: LimitKind) => boolean;
  /** Query keys (prefixes, from `queryKeys`) to refetch after a success. */
  invalidates: readonly QueryKey[];
}

export interface DialogMutationOptions<V> extends DialogMutationContext {
  mutationFn: (variables: V) => Promise<unknown>;
  /** The plan limit this action may hit (its 'Error' dialog replaces the form). */
  limit?: LimitKind;
  /** The success toast. */
  success?: (variables: V) => string;
  /** Runs after success, before the refetch (e.g. leave the page of what was deleted). */
  then?: (variables: V) => void;
}

/**
 * A dashboard dialog's action as a TanStack mutation: on success the dialog closes, the toast shows, `then`
 * runs and the queries are refetched (awaited, so `mutateAsync` settles once the lists show the change). A
 * failure shows as the plan limit dialog (closing the form) or a toast; `mutateAsync` rejects then, so a form
 * stays open with its input.
 */
export function useDialogMutation<V>({
  mutationFn,
  close,
  fail,
  invalidates,
  limit,
  success,
  then,
}: DialogMutationOptions<V>) {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  return useMutation({
    mutationFn,
    onSuccess: async (_data, variables) => {
      close();
      if (success) enqueueSnackbar(success(variables), { variant: "success" });
      then?.(variables);
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      if (fail(error, limit)) close();
    },
  });
}
