/**
 * Blocking message boxes [ERR-3]: "please log in again" for codes 100-102 and the activation
 * notice for 555. One box at a time; a second identical request while one is open is dropped.
 */
import { createStore, useStore } from './store';

export interface AlertBox {
  key: string;
  type: 'error' | 'warning' | 'info';
  title: string;
  message: string;
  /** Runs when the box is closed (OK or dismiss). */
  onClose?: () => void;
}

const store = createStore<AlertBox | null>(null);

/** Opens a box unless one with the same key is already open. */
export function showAlert(box: AlertBox): void {
  if (store.get()?.key === box.key) return;
  store.set(box);
}

/** Closes the open box and runs its onClose. */
export function closeAlert(): void {
  const box = store.get();
  store.set(null);
  box?.onClose?.();
}

/** True while a box with this key is open. */
export function isAlertOpen(key: string): boolean {
  return store.get()?.key === key;
}

export function useAlert(): AlertBox | null {
  return useStore(store);
}
