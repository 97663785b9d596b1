/**
 * Shows the open message box, if any. The Modal is a lazy chunk: most visits never need it, and
 * the login route stays smaller without it.
 */
import { lazy, Suspense } from 'react';
import { useAlert } from '../lib/alerts';

const AlertDialog = lazy(() => import('./alert-dialog'));

export function AlertDialogHost() {
  const box = useAlert();
  if (!box) return null;
  return (
    <Suspense fallback={null}>
      <AlertDialog key={box.key} box={box} />
    </Suspense>
  );
}
