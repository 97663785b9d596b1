/**
 * The state of a form of text fields checked with the shared schemas: the typed values,
 * whether they differ from the saved ones, and the errors of {@link useFieldErrors}. A changed
 * field loses its error at once: it is being fixed.
 */
import { useState } from 'react';
import { type FieldErrorsState, useFieldErrors } from './use-field-errors';

export interface FieldForm<F extends string> extends FieldErrorsState<F> {
  values: Record<F, string>;
  /** True once a value differs from the saved ones (closing or leaving then asks first). */
  dirty: boolean;
  /** Sets a field's value and clears its error. */
  change(field: F, value: string): void;
  /**
   * The values now shown become the saved ones, so the form is no longer dirty: for a form that
   * stays open after a save (a settings page, a side form).
   */
  markSaved(): void;
}

interface Values<F extends string> {
  saved: Record<F, string>;
  current: Record<F, string>;
}

/**
 * @param initialValues - The values the form opens with (read on the first render only).
 * @param fieldOrder - The fields in the order the form shows them (for the focus on an error).
 *
 * @example
 * const form = useFieldForm(() => valuesOf(battery), FIELDS);
 * <Input ref={form.register('brand')} value={form.values.brand} onChange={({ detail }) => form.change('brand', detail.value)} />
 */
export function useFieldForm<F extends string>(
  initialValues: () => Record<F, string>,
  fieldOrder: readonly F[],
): FieldForm<F> {
  const [values, setValues] = useState<Values<F>>(() => {
    const initial = initialValues();
    return { saved: initial, current: initial };
  });
  const fieldErrors = useFieldErrors(fieldOrder);
  const { saved, current } = values;
  return {
    ...fieldErrors,
    values: current,
    dirty: (Object.keys(saved) as F[]).some((field) => current[field] !== saved[field]),
    change(field, value) {
      setValues((state) => ({ ...state, current: { ...state.current, [field]: value } }));
      fieldErrors.setErrors((errors) => ({ ...errors, [field]: undefined }));
    },
    markSaved() {
      setValues((state) => ({ ...state, saved: state.current }));
    },
  };
}
