/**
 * The state of a form of text fields checked with the shared schemas (000 §5): the typed values,
 * the error under each field, and each input's ref, so that a refused save moves the focus to the
 * first field in error (in form order). A changed field loses its error at once: it is being fixed.
 */
import { type Dispatch, type SetStateAction, useRef, useState } from 'react';
import { type FieldErrors, type Focusable, focusFirstError } from '../lib/validation';

export interface FieldForm<F extends string> {
  values: Record<F, string>;
  /** True once a value differs from what the form opened with (closing then asks first). */
  dirty: boolean;
  errors: FieldErrors;
  setErrors: Dispatch<SetStateAction<FieldErrors>>;
  /** Sets a field's value and clears its error. */
  change(field: F, value: string): void;
  /** Shows `found` under the fields and focuses the first field in error. */
  showErrors(found: FieldErrors): void;
  /** The ref callback of a field's input (Cloudscape input and select refs). */
  register(field: F): (element: Focusable | null) => void;
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
  const [initial] = useState(initialValues);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const refs = useRef<Partial<Record<string, Focusable | null>>>({});
  return {
    values,
    dirty: (Object.keys(initial) as F[]).some((field) => values[field] !== initial[field]),
    errors,
    setErrors,
    change(field, value) {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    showErrors(found) {
      setErrors(found);
      focusFirstError(fieldOrder, found, refs.current);
    },
    register: (field) => (element) => {
      refs.current[field] = element;
    },
  };
}
