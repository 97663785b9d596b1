/**
 * The errors of a form whose values live in several places (the PV array form, the roof drawer
 * with its drawing): none until the user first submits, then computed again at every render from
 * what the form shows. An error goes the moment its field, or the drawing, is fixed; kept from the
 * submit, a box said "not drawn" beside the area just drawn.
 */
import { useState } from 'react';
import type { FieldErrors } from '../lib/validation';

export interface ErrorsAfterSubmit {
  /** The errors to show now (null: none, or not submitted yet). */
  errors: FieldErrors | null;
  /** Marks the form submitted and answers its errors now (null: it may be saved). */
  submit(): FieldErrors | null;
}

/** @param check - The form's errors for what it shows now; called at each render once submitted. */
export function useErrorsAfterSubmit(check: () => FieldErrors | null): ErrorsAfterSubmit {
  const [submitted, setSubmitted] = useState(false);
  return {
    errors: submitted ? check() : null,
    submit() {
      setSubmitted(true);
      return check();
    },
  };
}
