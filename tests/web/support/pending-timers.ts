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

/*
 * jsdom runs animation frames on one Node interval, started when the first frame is asked for
 * and stopped by jsdom once none is outstanding. Clearing that interval below while a frame was
 * outstanding left jsdom counting a frame that never ran: in a worker shared by several files,
 * no later file's requestAnimationFrame ever fired (what loads after the first paint never
 * loaded). The frames still asked for are cancelled through jsdom first, which stops its interval.
 */
const frames = new Set<number>();
const { requestAnimationFrame: realRequestFrame, cancelAnimationFrame: realCancelFrame } = globalThis;
if (realRequestFrame) {
  globalThis.requestAnimationFrame = (callback: FrameRequestCallback) => {
    const handle = realRequestFrame((time) => {
      frames.delete(handle);
      callback(time);
    });
    frames.add(handle);
    return handle;
  };
  globalThis.cancelAnimationFrame = (handle: number) => {
    frames.delete(handle);
    realCancelFrame(handle);
  };
}

afterAll(() => {
  for (const handle of frames) realCancelFrame(handle);
  frames.clear();
  if (realRequestFrame) {
    globalThis.requestAnimationFrame = realRequestFrame;
    globalThis.cancelAnimationFrame = realCancelFrame;
  }
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
