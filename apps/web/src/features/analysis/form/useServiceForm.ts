import { useFormContext } from "react-hook-form";
import type { FieldPath, FieldPathValue, FieldValues } from "react-hook-form";

/**
 * The parameters form of a service's fields, typed by its draft schema's input (e.g. `NoiseParametersInput`),
 * with `set`: a change made by a button or a drawing, marked dirty and validated as a typed input is.
 */
export function useServiceForm<T extends FieldValues>() {
  const form = useFormContext<T>();
  const set = <N extends FieldPath<T>>(name: N, value: FieldPathValue<T, N>) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: true });
  return { ...form, set };
}
