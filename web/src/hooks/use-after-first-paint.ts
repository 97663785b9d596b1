/**
 * Runs `work` once, just after the component's first paint (the frame, then the next task): a
 * preload on intent that must not hold up what the user sees first.
 */
import { useEffect, useRef } from 'react';

export function useAfterFirstPaint(work: () => void): void {
  const latest = useRef(work);
  latest.current = work;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => latest.current(), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
}
