/**
 * The save of the list's one-field dialogs (copy, share) through the one form-submit hook: the
 * call's schema checks the field, the call goes out, and a refusal lands under the field (or as a
 * notice, {@link showRefusal}); after a success the notice shows and the dialog closes.
 */
import type { FieldForm } from '@/hooks/use-field-form';
import { useFormSubmit } from '@/hooks/use-form-submit';
import type { FormSchema } from '@/lib/validation';
import { showRefusal } from '../utils/refusal';

interface FieldDialogSubmit<F extends string, Body> {
  form: FieldForm<F>;
  /** The dialog's one field, named as in the call. */
  field: F;
  /** The call's request schema. */
  schema: FormSchema<unknown>;
  /** The mutation's `mutate`. */
  mutate(body: Body, options: { onSuccess(): void; onError(error: unknown): void }): void;
  notice(): string;
  /** The dialog's own words for codes that may come without a field error (e.g. 108). */
  byCode?: Partial<Record<number, string>>;
  onClose(): void;
}

/** @returns submit(body) */
export function useFieldDialogSubmit<F extends string, Body>(options: FieldDialogSubmit<F, Body>) {
  const { form, field } = options;
  return useFormSubmit({
    form,
    schema: options.schema,
    send: (body: Body, callbacks: { onSuccess(saved: null): void }) =>
      options.mutate(body, {
        onSuccess: () => callbacks.onSuccess(null),
        onError: (error) => showRefusal(error, field, form, options.byCode),
      }),
    notice: options.notice,
    onSaved: options.onClose,
  });
}
