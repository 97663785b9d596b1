/**
 * Leaving a page that holds unsaved changes asks first: a link, the side navigation or the
 * browser's back button (react-router's blocker: our own question), and a reload or closing the
 * tab (`beforeunload`: the browser's own question, whose words a page cannot set). Pages such as
 * the settings forms and the project wizard use it; dialogs and drawers use `useGuardedClose`.
 *
 * A session that has ended (logout, expiry, a new password) always leaves: nothing could be saved
 * any more, and the way to /login must never be blocked.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../components/confirm-dialog';
import { readSession } from '../lib/session';

export interface UnsavedChangesGuard {
  /** The question, rendered by the page while it is asked (else null). */
  guard: ReactNode;
  /** Lets the next navigation through without asking (e.g. to a new page right after a save). */
  allowLeaving(): void;
}

function useLeaveWarningOnUnload(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/**
 * @param dirty - The page holds changes that are not saved.
 *
 * @example
 * const leaving = useUnsavedChangesGuard(form.dirty);
 * return <>{form fields}{leaving.guard}</>;
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const { t } = useTranslation('ui');
  // Read when a navigation starts, which may be in the same event as a save (before a render).
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  const leavingAllowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyNow.current &&
      !leavingAllowed.current &&
      readSession() !== null &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  useLeaveWarningOnUnload(dirty);

  const guard =
    blocker.state === 'blocked' ? (
      <ConfirmDialog
        title={t('unsaved.title')}
        confirmLabel={t('unsaved.discard')}
        onConfirm={() => blocker.proceed()}
        onCancel={() => blocker.reset()}
      >
        {t('unsaved.leaveQuestion')}
      </ConfirmDialog>
    ) : null;
  return {
    guard,
    allowLeaving: () => {
      leavingAllowed.current = true;
    },
  };
}
