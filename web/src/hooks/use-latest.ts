/**
 * A ref to the values of the last committed render, for callbacks that keep one identity across
 * renders (so that memoised children skip a render) yet act on the current values.
 */
import { type RefObject, useLayoutEffect, useRef } from 'react';

export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
