/**
 * Bringing a refused field to the user: into the middle of the window (not under the header or
 * a sticky footer) and the keyboard on it, so the message under it is seen and it can be typed
 * into at once. The fields are found by their mark: a Cloudscape FormField with an error text
 * marks its control `aria-invalid`, so every form finds its fields the same way.
 */

/** Something the browser can scroll to (jsdom, which has no layout, may lack it). */
function scrollToMiddle(element: Element): void {
  element.scrollIntoView?.({ block: 'center', inline: 'nearest' });
}

/** Scrolls `element` into the middle of the window and focuses it there. */
export function revealField(element: HTMLElement): void {
  scrollToMiddle(element);
  // The scroll is done: the focus must not move the page again (to the window's edge).
  element.focus({ preventScroll: true });
}

/**
 * Reveals the first field in error (in document order) inside `container`.
 *
 * @returns false when `container` shows none yet (a step still loading, a refusal without a field)
 *
 * @example
 * if (!revealFirstInvalid(form.current)) title.current?.focus();
 */
export function revealFirstInvalid(container: HTMLElement | null): boolean {
  const field = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return false;
  revealField(field);
  return true;
}

/** Scrolls the element that now has the keyboard into the middle of the window. */
export function revealFocused(): void {
  const focused = document.activeElement;
  if (focused && focused !== document.body) scrollToMiddle(focused);
}
