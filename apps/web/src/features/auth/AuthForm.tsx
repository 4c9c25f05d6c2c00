import { useState } from "react";
import type { ReactNode } from "react";
import { Alert, Button, Link, Stack, TextField, Typography } from "@mui/material";
import { useForm } from "react-hook-form";
import type { DefaultValues, FieldValues, Mode, Path, Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { isApiError } from "../../api/client";
import { AuthCard } from "./AuthCard";
import { errorText } from "../../api/errorText";

/** One field of an auth form: its name in the body, input type, autocomplete token and label. */
export interface AuthField<F extends FieldValues> {
  name: Path<F>;
  type: "email" | "text" | "password";
  autoComplete: string;
  label: string;
  /** Shown under the field while it has no error. */
  hint?: string;
}

interface AuthFormProps<F extends FieldValues> {
  /** Test id prefix: `<id>-error` (the failure) and `<id>-submit`. */
  id: string;
  title: string;
  lead: string;
  resolver: Resolver<F>;
  defaultValues: DefaultValues<F>;
  /** When fields are checked (react-hook-form's mode; on submit by default). */
  mode?: Mode;
  fields: readonly AuthField<F>[];
  submitLabel: string;
  /** Sends the form; a failure it throws shows on its fields (server field errors) or above them. */
  onSubmit: (values: F) => Promise<void>;
  /** A problem known before sending (e.g. a link without its token), shown in place of a failure. */
  problem?: string | null;
  /** Follows the failure's text in its alert (e.g. a link to what helps). */
  failureAction?: ReactNode;
  disabled?: boolean;
  /** Between the fields and the submit button. */
  afterFields?: ReactNode;
  /** Under the submit button (links to the other auth pages). */
  children?: ReactNode;
}

/**
 * The auth pages' form (login, registration, forgotten and new password) in its card: fields checked by the
 * contracts' schema, server field errors on their fields, any other failure in an alert above them.
 */
export function AuthForm<F extends FieldValues>(props: AuthFormProps<F>) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, getFieldState, formState } = useForm<F>({
    resolver: props.resolver,
    mode: props.mode,
    defaultValues: props.defaultValues,
  });
  const { isSubmitting } = formState;
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await props.onSubmit(values);
    } catch (error) {
      console.error(`${props.id} failed`, error);
      const known = (isApiError(error) ? error.fields : []).flatMap((field) => {
        const match = props.fields.find(({ name }) => name === field.path);
        return match ? [{ name: match.name, message: field.message }] : [];
      });
      for (const { name, message } of known) setError(name, { type: "server", message });
      if (known.length === 0) setFailure(errorText(t, error));
    }
  });
  const shown = props.problem ?? failure;
  return (
    <AuthCard title={props.title} lead={props.lead}>
      <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={2}>
        {shown && (
          <Alert severity="error" role="alert" data-testid={`${props.id}-error`}>
            {shown}
            {props.failureAction ? <> {props.failureAction}</> : null}
          </Alert>
        )}
        {props.fields.map(({ name, type, autoComplete, label, hint }) => {
          const message = getFieldState(name, formState).error?.message;
          return (
            <TextField
              key={name}
              {...register(name)}
              label={label}
              type={type}
              autoComplete={autoComplete}
              required
              error={Boolean(message)}
              helperText={message ? t(message) : (hint ?? " ")}
            />
          );
        })}
        {props.afterFields}
        <Button
          data-testid={`${props.id}-submit`}
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting || props.disabled}
        >
          {props.submitLabel}
        </Button>
        {props.children}
      </Stack>
    </AuthCard>
  );
}

/** An auth page's outcome (a mail sent, a password set): the message and where to go on. */
export function AuthDone({
  title,
  testId,
  message,
  children,
}: {
  title: string;
  testId: string;
  message: string;
  children: ReactNode;
}) {
  return (
    <AuthCard title={title} lead="">
      <Stack spacing={2}>
        <Alert severity="success" data-testid={testId}>
          {message}
        </Alert>
        {children}
      </Stack>
    </AuthCard>
  );
}

/** A line with a link to another auth page (`lead` before it, if any). */
export function AuthLink({ to, lead, label }: { to: string; lead?: string; label: string }) {
  return (
    <Typography variant="body2">
      {lead ? `${lead} ` : null}
      <Link component={RouterLink} to={to}>
        {label}
      </Link>
    </Typography>
  );
}
