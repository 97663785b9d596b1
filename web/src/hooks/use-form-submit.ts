/**
 * The one way a form saves (ARCHITECTURE.md "Web"): validate with the call's shared schema (the
 * errors under the fields, the focus on the first), send, and then either tell the user and close,
 * or show the server's 115/118 field errors under the same fields. Other refusals are shown by the
 * API client; the form stays open so nothing typed is lost.
 */
import { useLanguage } from '../lib/i18n';
import { notify } from '../lib/notifications';
import { type FieldErrors, type FormSchema, serverFieldErrors, validateForm } from '../lib/validation';
import type { FieldForm } from './use-field-form';

export interface FormSubmitOptions<Body, Saved> {
  form: Pick<FieldForm<string>, 'showErrors' | 'setErrors'>;
  /** The call's request schema (`calls.<group>.<name>.request`). */
  schema: FormSchema<unknown>;
  /** Sends the body: a mutation's `mutate`. */
  send(body: Body, callbacks: { onSuccess(saved: Saved): void; onError(error: unknown): void }): void;
  /** The success notice. */
  notice(saved: Saved): string;
  /** After a save: usually closes the dialog. */
  onSaved(saved: Saved): void;
  /** Checks the schema cannot make alone (e.g. a name taken in the list), merged into its errors. */
  moreErrors?(body: Body): FieldErrors;
}

/**
 * @example
 * const submit = useFormSubmit({ form, schema: calls.cablematerial.InsertUserCableMaterial.request, send: add.mutate, notice: (m) => t('added', { name: m.MaterialName }), onSaved: onClose });
 * submit(body);
 */
export function useFormSubmit<Body, Saved>(options: FormSubmitOptions<Body, Saved>): (body: Body) => void {
  const language = useLanguage();
  return (body) => {
    const { form } = options;
    const checked = validateForm(options.schema, body, language);
    const errors: FieldErrors = { ...checked.errors, ...options.moreErrors?.(body) };
    if (Object.values(errors).some(Boolean)) return form.showErrors(errors);
    form.setErrors({});
    options.send(body, {
      onSuccess: (saved) => {
        notify({ type: 'success', content: options.notice(saved) });
        options.onSaved(saved);
      },
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error);
        if (fieldErrors) form.showErrors(fieldErrors);
      },
    });
  };
}
