/**
 * The notifications shown in the Flashbar of every page (error notifications [ERR-3], success
 * notices). Success and info notices go away by themselves; errors stay until dismissed.
 */
import { createStore, useStore } from './store';

export type NotificationType = 'success' | 'error' | 'warning' | 'info';

export interface Notification {
  id: string;
  type: NotificationType;
  header?: string;
  content: string;
}

const store = createStore<Notification[]>([]);
/** How long a success or info notice stays. [ms] */
const AUTO_DISMISS_MS = 6000;
let counter = 0;

/** Removes one notification. */
export function dismissNotification(id: string): void {
  store.set((items) => items.filter((item) => item.id !== id));
}

/**
 * Shows a notification; the same text twice in a row replaces the older one (several failing
 * calls on one page should not stack identical errors).
 */
export function notify(notification: Omit<Notification, 'id'>): string {
  counter += 1;
  const id = `n${counter}`;
  store.set((items) => [
    ...items.filter((item) => item.content !== notification.content || item.type !== notification.type),
    { ...notification, id },
  ]);
  if (notification.type === 'success' || notification.type === 'info') {
    setTimeout(() => dismissNotification(id), AUTO_DISMISS_MS);
  }
  return id;
}

/** Removes the success and info notices (they belong to the page that showed them). */
export function dismissNotices(): void {
  store.set((items) => items.filter((item) => item.type === 'error' || item.type === 'warning'));
}

/** Removes every notification (e.g. at logout). */
export function clearNotifications(): void {
  store.set([]);
}

/** The notifications now; re-renders on change. */
export function useNotifications(): Notification[] {
  return useStore(store);
}
