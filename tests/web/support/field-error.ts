/**
 * The error a Cloudscape form field shows under a control: the texts the control is described by
 * (`aria-describedby`, which FormField sets to its error and constraint), so a test can say which
 * field an error stands under, as a screen reader would.
 */
export function descriptionOf(control: Element): string {
  const ids = control.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids
    .map((id) => control.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}
