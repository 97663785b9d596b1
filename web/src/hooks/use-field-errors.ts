/**
 * The errors of a form's fields and the inputs that show them: the error under each field, and
 * each input's ref, so that a refused save moves the focus to the first field in error (in form
 * order). Forms whose values are plain text use {@link useFieldForm}, which builds on this; forms
 * that keep their values elsewhere (a password pair, a rich-text editor) use it directly.
 */
import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';
import { type FieldErrors, type Focusable, focusFirstError } from '../lib/validation';

export interface FieldErrorsState<F extends string = string> {
  /** The form's fields in the order it shows them: where an error can be shown. */
  fields: readonly F[];
  errors: FieldErrors;
  setErrors: Dispatch<SetStateAction<FieldErrors>>;
  /** Shows `found` under the fields and focuses the first field in error. */
  showErrors(found: FieldErrors): void;
  /** The ref callback of a field's input (Cloudscape input, select, textarea refs). */
  register(field: F): (element: Focusable | null) => void;
}

/**
 * @param fieldOrder - The fields in the order the form shows them.
 *
 * @example
 * const fields = useFieldErrors(['email', 'password', 'confirm'] as const);
 * <FormField errorText={fields.errors.email}><Input ref={fields.register('email')} … /></FormField>
 */
export function useFieldErrors<F extends string>(fieldOrder: readonly F[]): FieldErrorsState<F> {
  const [errors, setErrors] = useState<FieldErrors>({});
  const refs = useRef<Partial<Record<string, Focusable | null>>>({});
  // The focus moves once the errors are drawn: a server's refusal arrives while the fields are
  // still disabled for the save, and a disabled input cannot take the focus.
  const [toFocus, setToFocus] = useState<{ errors: FieldErrors } | null>(null);
  const order = useRef(fieldOrder);
  order.current = fieldOrder;
  useEffect(() => {
    if (toFocus) focusFirstError(order.current, toFocus.errors, refs.current);
  }, [toFocus]);
  return {
    fields: fieldOrder,
    errors,
    setErrors,
    showErrors(found) {
      setErrors(found);
      setToFocus({ errors: found });
    },
    register: (field) => (element) => {
      refs.current[field] = element;
    },
  };
}
