/**
 * A form field's label with the mark of a field that must be filled in [WIZ-17]: an asterisk for the eye
 * (the form says once what it means); screen readers hear the input's own `ariaRequired` instead,
 * so the mark is hidden from them and the field's accessible name stays its label.
 */
import './required-label.css';

/** @example <FormField label={<RequiredLabel>{t('base.owner')}</RequiredLabel>}><Input ariaRequired … /></FormField> */
export function RequiredLabel({ children }: { children: string }) {
  return (
    <>
      {children}
      <span className="pvd-required-mark" aria-hidden="true">
        {' *'}
      </span>
    </>
  );
}
