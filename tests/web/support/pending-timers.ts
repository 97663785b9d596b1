/**
 * Setup of the web project: no timer outlives its test file. Cloudscape (live regions, focus
 * handling), the notifications' auto-dismiss and the debounced searches set timers; one that
 * fired after Vitest had torn the jsdom environment down threw outside any test, and a clean run
 * exited 1 once. Every timer still pending when the file ends is cleared.
 */
import { afterAll } from 'vitest';

type Id = ReturnType<typeof setTimeout>;
const pending = new Set<Id>();
const { setTimeout: realSetTimeout, clearTimeout: realClearTimeout } = globalThis;
const { setInterval: realSetInterval, clearInterval: realClearInterval } = globalThis;

function trackedSetTimeout(handler: TimerHandler, delay?: number, ...args: unknown[]): Id {
  const id: Id = realSetTimeout(() => {
    pending.delete(id);
    if (typeof handler === 'function') handler(...args);
  }, delay);
  pending.add(id);
  return id;
}

function trackedSetInterval(handler: TimerHandler, delay?: number, ...args: unknown[]): Id {
  const id = realSetInterval(() => {
    if (typeof handler === 'function') handler(...args);
  }, delay);
  pending.add(id);
  return id;
}

globalThis.setTimeout = trackedSetTimeout as unknown as typeof setTimeout;
globalThis.setInterval = trackedSetInterval as unknown as typeof setInterval;
globalThis.clearTimeout = ((id?: Id) => {
  if (id !== undefined) pending.delete(id);
  realClearTimeout(id);
}) as typeof clearTimeout;
globalThis.clearInterval = ((id?: Id) => {
  if (id !== undefined) pending.delete(id);
  realClearInterval(id);
}) as typeof clearInterval;

afterAll(() => {
  for (const id of pending) {
    realClearTimeout(id);
    realClearInterval(id);
  }
  pending.clear();
  // The next file of a shared worker runs this setup again: it wraps the real timers, not these.
  globalThis.setTimeout = realSetTimeout;
  globalThis.setInterval = realSetInterval;
  globalThis.clearTimeout = realClearTimeout;
  globalThis.clearInterval = realClearInterval;
});
