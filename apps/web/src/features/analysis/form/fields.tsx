import { Checkbox, FormControlLabel, MenuItem, TextField, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { get, useFormContext } from "react-hook-form";
import type { FieldError as FormFieldError } from "react-hook-form";
import { useFieldMessage } from "../useFieldMessage";
import type { FieldName, Values } from "./values";
import { toNumber } from "./values";

/** The first error message at `name` or below it (e.g. `extent.max_lon` for `extent`). */
export function errorAt(errors: unknown, name: string): string | undefined {
  const node: unknown = get(errors, name);
  const first = (value: unknown): string | undefined => {
    if (typeof value !== "object" || value === null) return undefined;
    const message = (value as Partial<FormFieldError>).message;
    if (typeof message === "string") return message;
    for (const entry of Object.values(value)) {
      const found = first(entry);
      if (found) return found;
    }
    return undefined;
  };
  return first(node);
}

/** Error of a field, translated. */
export function useFieldError(name: string): string | undefined {
  const {
    formState: { errors },
  } = useFormContext<Values>();
  const message = useFieldMessage();
  return message(errorAt(errors, name));
}

/** An error line under a list or a drawn field. */
export function FieldErrorText({ name }: { name: string }) {
  const error = useFieldError(name);
  return error ? (
    <Typography variant="caption" color="error" role="alert" data-testid={`error-${name}`}>
      {error}
    </Typography>
  ) : null;
}

interface FieldProps {
  name: FieldName;
  label: string;
  disabled?: boolean;
  unit?: string;
  step?: number | string;
}

/** A number input (empty means unset) with its translated error. */
export function NumField({ name, label, disabled, unit, step = "any" }: FieldProps) {
  const { register } = useFormContext<Values>();
  const error = useFieldError(name);
  const { ref, ...rest } = register(name, { setValueAs: toNumber });
  return (
    <TextField
      {...rest}
      inputRef={ref}
      type="number"
      size="small"
      label={unit ? `${label} (${unit})` : label}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step, "data-testid": `field-${name}` } }}
      fullWidth
    />
  );
}

/** A text input (times, dates, lists). */
export function TextInput({
  name,
  label,
  disabled,
  placeholder,
  setValueAs,
}: FieldProps & { placeholder?: string; setValueAs?: (value: string) => unknown }) {
  const { register } = useFormContext<Values>();
  const error = useFieldError(name);
  const { ref, ...rest } = register(name, setValueAs ? { setValueAs } : {});
  return (
    <TextField
      {...rest}
      inputRef={ref}
      size="small"
      label={label}
      placeholder={placeholder}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": `field-${name}` } }}
      fullWidth
    />
  );
}

/** A choice among `options` (value, label); `""` stands for unset. */
export function SelectField({
  name,
  label,
  disabled,
  options,
  setValueAs,
}: FieldProps & { options: { value: string; label: ReactNode }[]; setValueAs?: (value: string) => unknown }) {
  const { register, watch } = useFormContext<Values>();
  const error = useFieldError(name);
  const { ref, ...rest } = register(name, setValueAs ? { setValueAs } : {});
  const current: unknown = watch(name);
  return (
    <TextField
      {...rest}
      inputRef={ref}
      select
      size="small"
      label={label}
      value={current === null || current === undefined ? "" : (current as string | number).toString()}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": `field-${name}` } }}
      fullWidth
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Numbers typed as a list ("2, 2.5, 3" or "2、2.5"); each checked by the schema (errors at `name.i`). */
export const numberList = (value: unknown): unknown =>
  typeof value === "string"
    ? value
        .split(/[,、\s]+/)
        .filter(Boolean)
        .map(Number)
    : value;

/** An editable list of numbers (contour levels, equal-time hours). */
export function NumberListField({ name, label, disabled, unit }: FieldProps) {
  return (
    <TextInput
      name={name}
      label={unit ? `${label} (${unit})` : label}
      disabled={disabled}
      setValueAs={numberList}
    />
  );
}

/**
 * A labelled small checkbox of the form; `input` holds the attributes of its input (test ids). The caller
 * decides what a change writes, since some boxes set a field and others edit a list or a preset.
 */
export function CheckField({
  label,
  checked,
  disabled,
  input,
  onChange,
}: {
  label: ReactNode;
  checked: boolean;
  disabled?: boolean;
  input: Record<string, string>;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          size="small"
          checked={checked}
          disabled={disabled}
          slotProps={{ input: input as object }}
          onChange={(event) => onChange(event.target.checked)}
        />
      }
    />
  );
}
