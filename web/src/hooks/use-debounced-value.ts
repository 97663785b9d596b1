/**
 * `value`, updated only after it has stopped changing for `delayMs`. "Changing" is identity: an
 * object value must keep its identity between renders (useMemo), or the delay restarts at every
 * render and the caller re-renders every `delayMs` for ever.
 */
import { useEffect, useState } from 'react';

export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    // Already there: no timer, no render to find it unchanged.
    if (Object.is(value, debounced)) return;
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, debounced, delayMs]);
  return debounced;
}
