/**
 * A number input that hands its value on 500 ms after the last keystroke (the inverter count and
 * the string checks are debounced 500 ms [WIZ-7]), or at once when it loses focus. It follows the
 * draft when the draft changes from elsewhere. Shared by the inverter and system settings steps.
 *
 * Only a value within its range is handed on. A text that is not one (1000 inverters of at most
 * 50, a length of −10 m, 2.5 strings, nothing) stays as typed, marked, with the range under it,
 * as the angle fields do: the draft keeps its last value until the text is put right, rather
 * than the field silently showing another number than the one typed.
 */
import Box from '@cloudscape-design/components/box';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';

/** The debounce of the inverter count and string checks [WIZ-7]. [ms] */
export const EDIT_DEBOUNCE_MS = 500;

interface DebouncedNumberProps {
  value: number;
  ariaLabel: string;
  invalid?: boolean;
  disabled?: boolean;
  /** 'decimal' for lengths and areas; whole numbers otherwise. */
  inputMode?: 'numeric' | 'decimal';
  /** The smallest value taken. */
  min: number;
  /** The largest value taken. */
  max: number;
  onCommit(value: number): void;
}

/** Whether `text` is a number from `min` to `max` (a whole one unless decimals are allowed). */
export function isNumberIn(text: string, min: number, max: number, decimals: boolean): boolean {
  const number = Number(text);
  return (
    text.trim() !== '' &&
    Number.isFinite(number) &&
    (decimals || Number.isInteger(number)) &&
    number >= min &&
    number <= max
  );
}

export function DebouncedNumber({
  value,
  ariaLabel,
  invalid,
  disabled,
  inputMode = 'numeric',
  min,
  max,
  onCommit,
}: DebouncedNumberProps) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const rangeId = useId();
  const decimals = inputMode === 'decimal';
  const [text, setText] = useState(String(value));
  const [outOfRange, setOutOfRange] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const commitRef = useRef(onCommit);
  commitRef.current = onCommit;

  // A value changed elsewhere shows, unless the text already reads as it.
  useEffect(() => {
    setText((typed) => (Number(typed) === value && typed.trim() !== '' ? typed : String(value)));
    setOutOfRange(false);
  }, [value]);
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
    if (!isNumberIn(next, min, max, decimals)) {
      setOutOfRange(true);
      return;
    }
    setOutOfRange(false);
    const number = Number(next);
    if (number !== value) commitRef.current(number);
  }

  const range = { min: formatNumber(min, language), max: formatNumber(max, language) };
  return (
    <SpaceBetween size="xxxs">
      <Input
        type="number"
        inputMode={inputMode}
        ariaLabel={ariaLabel}
        ariaDescribedby={outOfRange ? rangeId : undefined}
        invalid={invalid || outOfRange}
        disabled={disabled}
        value={text}
        onChange={({ detail }) => {
          setText(detail.value);
          clearTimer();
          // An emptied field waits for the next digit (or the blur) before it is judged.
          if (detail.value.trim() !== '')
            timer.current = setTimeout(() => commit(detail.value), EDIT_DEBOUNCE_MS);
        }}
        onBlur={() => commit(text)}
      />
      {outOfRange && (
        <Box variant="small" color="text-status-error">
          <span id={rangeId}>{t(decimals ? 'numberRange.decimal' : 'numberRange.whole', range)}</span>
        </Box>
      )}
    </SpaceBetween>
  );
}
