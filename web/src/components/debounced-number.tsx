/**
 * A number input that hands its value on 500 ms after the last keystroke (the inverter count and
 * the string checks are debounced 500 ms [WIZ-7]), or at once when it loses focus. It follows the
 * draft when the draft changes from elsewhere. Shared by the inverter and system settings steps.
 */
import Input from '@cloudscape-design/components/input';
import { useEffect, useRef, useState } from 'react';

/** The debounce of the inverter count and string checks [WIZ-7]. [ms] */
export const EDIT_DEBOUNCE_MS = 500;

interface DebouncedNumberProps {
  value: number;
  ariaLabel: string;
  invalid?: boolean;
  disabled?: boolean;
  /** 'decimal' for lengths and areas; whole numbers otherwise. */
  inputMode?: 'numeric' | 'decimal';
  /** Brings an entry within its limits (the shown text follows). */
  normalize(value: number): number;
  onCommit(value: number): void;
}

export function DebouncedNumber({
  value,
  ariaLabel,
  invalid,
  disabled,
  inputMode = 'numeric',
  normalize,
  onCommit,
}: DebouncedNumberProps) {
  const [text, setText] = useState(String(value));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const commitRef = useRef(onCommit);
  commitRef.current = onCommit;

  useEffect(() => setText(String(value)), [value]);
  // A pending entry is dropped when the row goes (its group was deleted or merged).
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function clearTimer() {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }

  function commit(next: string) {
    clearTimer();
    const number = Number(next);
    // An empty or unreadable entry is put back to the draft's value rather than guessed at.
    if (next.trim() === '' || !Number.isFinite(number)) {
      setText(String(value));
      return;
    }
    const kept = normalize(number);
    setText(String(kept));
    if (kept !== value) commitRef.current(kept);
  }

  return (
    <Input
      type="number"
      inputMode={inputMode}
      ariaLabel={ariaLabel}
      invalid={invalid}
      disabled={disabled}
      value={text}
      onChange={({ detail }) => {
        setText(detail.value);
        clearTimer();
        // An emptied field waits for the next digit (or the blur) rather than snapping back.
        if (detail.value.trim() !== '')
          timer.current = setTimeout(() => commit(detail.value), EDIT_DEBOUNCE_MS);
      }}
      onBlur={() => (timer.current || text.trim() === '') && commit(text)}
    />
  );
}
