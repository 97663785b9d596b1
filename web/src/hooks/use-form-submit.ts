/**
 * The one way every form saves: validate with the call's shared schema (the errors under the
 * fields, the focus on the first), send, and then tell the user and close (or stay, or go on); or
 * show the server's 115/118 field errors under the same fields.
 *
 * The body is sent as the form built it, not as the schema's output: a schema may reshape what it
 * accepts for the handler (the custom panel's does), and the server parses the body with it again.
 *
 * A refusal the form cannot place under one of its fields is the form's own to answer (`onRefused`:
 * 111, 117, a failed upload); else a 115/118 is shown as an error notice of its field messages,
 * which name what is wrong (those codes are quiet in the forms' calls, so nothing else would say
 * it). The API client shows every other refusal. The form stays open on a refusal, so nothing
 * typed is lost.
 */
import { type ApiError, isApiError } from '../lib/api-error';
import { useLanguage } from '../lib/i18n';
import { notify } from '../lib/notifications';
import { type FieldErrors, type FormSchema, serverFieldErrors, validateForm } from '../lib/validation';
import type { FieldErrorsState } from './use-field-errors';

/** What `send` reports back: a mutation's own callbacks. */
export interface SaveCallbacks<Saved> {
  onSuccess(saved: Saved): void;
  onError(error: unknown): void;
}

export interface FormSubmitOptions<Body, Saved> {
  /** Where the errors go: {@link useFieldForm} or {@link useFieldErrors}. */
  form: Pick<FieldErrorsState, 'fields' | 'showErrors' | 'setErrors'>;
  /** The call's request schema (`calls.<group>.<name>.request`). */
  schema: FormSchema<unknown>;
  /** Sends the body once it passed: a mutation's `mutate`. */
  send(body: Body, callbacks: SaveCallbacks<Saved>): void;
  /** The success notice; none when the form says it otherwise (a dialog, a new page). */
  notice?(saved: Saved, body: Body): string;
  /** After a save: usually closes the dialog; a settings page marks its values saved. */
  onSaved?(saved: Saved, body: Body): void;
  /**
   * Checks the schema cannot make alone (a name taken in the list, the password confirmation),
   * keyed by the form's fields; the schema's own message wins where both find one.
   */
  moreErrors?(body: Body): FieldErrors;
  /** The errors keyed by the call's field names → keyed by the form's fields, when they differ. */
  toFormFields?(errors: FieldErrors): FieldErrors;
  /**
   * A refusal with no field error this form shows (111 e-mail taken, 117 changed meanwhile, an
   * upload that failed): true when the form answered it itself.
   */
  onRefused?(error: unknown): boolean;
}

/** `more`'s errors where `first` has none. */
function mergeErrors(first: FieldErrors, more: FieldErrors): FieldErrors {
  const merged: FieldErrors = { ...first };
  for (const [field, message] of Object.entries(more)) merged[field] ??= message;
  return merged;
}

/** The errors that fall on one of `fields`; null when none does. */
function placedErrors(errors: FieldErrors | null, fields: readonly string[]): FieldErrors | null {
  if (!errors) return null;
  const placed = Object.entries(errors).filter(([field, message]) => message && fields.includes(field));
  return placed.length > 0 ? Object.fromEntries(placed) : null;
}

/** A refusal's field messages in one line (each names its field); the code's text when it has none. */
function refusalText(error: ApiError, language: string): string {
  const messages = [...new Set(error.fieldErrors.map((fieldError) => fieldError.message))];
  return messages.length > 0 ? messages.join(language === 'zh-CN' ? '；' : '; ') : error.message;
}

/**
 * @returns submit(body): checks `body` and, when it passes, sends it.
 *
 * @example
 * const form = useFieldForm(() => ({ material: '', resistivity: '' }), MATERIAL_FIELDS);
 * const submit = useFormSubmit({ form, schema: cableCalls.InsertUserCableMaterial.request, send: add.mutate, notice: (m) => t('added', { name: m.MaterialName }), onSaved: onClose });
 * submit({ material: form.values.material, resistivity: Number(form.values.resistivity), isDefault: 0 });
 */
export function useFormSubmit<Body, Saved>(options: FormSubmitOptions<Body, Saved>): (body: Body) => void {
  const language = useLanguage();
  const { form, toFormFields = (errors: FieldErrors) => errors } = options;

  function refused(error: unknown) {
    const placed = placedErrors(toFormFields(serverFieldErrors(error) ?? {}), form.fields);
    if (placed) return form.showErrors(placed);
    if (options.onRefused?.(error)) return;
    if (isApiError(error, 115, 118)) notify({ type: 'error', content: refusalText(error, language) });
  }

  return (body) => {
    const checked = validateForm(options.schema, body, language);
    const errors = mergeErrors(toFormFields(checked.errors ?? {}), options.moreErrors?.(body) ?? {});
    if (checked.errors || Object.values(errors).some(Boolean)) return form.showErrors(errors);
    form.setErrors({});
    options.send(body, {
      onSuccess: (saved) => {
        if (options.notice) notify({ type: 'success', content: options.notice(saved, body) });
        options.onSaved?.(saved, body);
      },
      onError: refused,
    });
  };
}
