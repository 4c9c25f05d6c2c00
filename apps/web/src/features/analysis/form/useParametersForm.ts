import { useState } from "react";
import { validateCaseParameters } from "@soracity/contracts";
import type { Case } from "@soracity/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import { useForm } from "react-hook-form";
import type { Resolver, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { queryKeys } from "../../../api/queryKeys";
import { isApiError } from "../../../api/client";
import { errorText } from "../../../api/errorText";
import { runCase, saveParameters } from "../api";
import { useFieldMessage } from "../useFieldMessage";
import { clean, fieldName, formPath, initialValues, onInputs, toFormErrors } from "./values";
import type { Values } from "./values";

export interface ParametersForm {
  form: UseFormReturn<Values>;
  busy: boolean;
  save: () => Promise<void>;
  run: () => Promise<void>;
}

/**
 * The case's parameter form: validated as a draft with the shared schema on every change; Save sends
 * PATCH; Run checks the complete parameters, saves and queues the case. Failures put the field errors (the
 * form's or the server's) on their fields and show the input-error message of PRODUCT.md §8.
 */
export function useParametersForm(item: Case): ParametersForm {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const service = item.service_type;
  const resolver: Resolver<Values> = (values) => {
    const result = validateCaseParameters(service, clean(values), "draft");
    return result.ok ? { values, errors: {} } : { values: {}, errors: toFormErrors(onInputs(result.fields)) };
  };
  const form = useForm<Values>({
    defaultValues: initialValues(service, item.parameters),
    resolver,
    mode: "onChange",
  });

  const inputError = () => enqueueSnackbar(t("errors.validation_failed"), { variant: "error" });
  const failed = (error: unknown) => {
    if (isApiError(error, "validation_failed") && error.fields.length > 0) {
      for (const field of error.fields) {
        const path = formPath(field.path);
        // A message with values (the size limits' figures) is kept translated: the form stores text only.
        const text = field.params ? (message(field.message, field.params) ?? field.message) : field.message;
        if (path === "root") enqueueSnackbar(message(text), { variant: "error" });
        form.setError(path, { type: "server", message: text });
      }
      inputError();
      return;
    }
    enqueueSnackbar(errorText(t, error), { variant: "error" });
  };
  const store = async (values: Values) => {
    const updated = await saveParameters(item.id, clean(values));
    queryClient.setQueryData(queryKeys.case(item.id), updated);
    form.reset(values, { keepValues: true });
  };
  const guarded = (action: (values: Values) => Promise<void>) => async () => {
    setBusy(true);
    try {
      await form.handleSubmit(
        async (values) => {
          try {
            await action(values);
          } catch (error) {
            failed(error);
          }
        },
        () => inputError(),
      )();
    } finally {
      setBusy(false);
    }
  };
  const save = guarded(async (values) => {
    await store(values);
    enqueueSnackbar(t("analysis.form.saved"), { variant: "success" });
  });
  const run = guarded(async (values) => {
    const complete = validateCaseParameters(service, clean(values), "run");
    if (!complete.ok) {
      for (const field of onInputs(complete.fields))
        form.setError(fieldName(field.path), { type: "run", message: field.message });
      inputError();
      return;
    }
    await store(values);
    const queued = await runCase(item.id);
    queryClient.setQueryData(queryKeys.case(item.id), queued);
    await queryClient.invalidateQueries({ queryKey: queryKeys.cases.ofProject(item.project_id) });
  });
  return { form, busy, save, run };
}
