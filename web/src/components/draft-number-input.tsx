/**
 * A number input of the draft (system loss and investment steps): it keeps what the user types
 * ("1.", "", "-") while the draft gets a number as soon as the text is one, and the raw text when
 * it is not, so the shared schema refuses it under the field ('numberRequired', 'required')
 * instead of the input silently jumping back to an old value.
 */
import Input from '@cloudscape-design/components/input';
import { useEffect, useState } from 'react';

/** The number the text is, or the text itself when it is none (empty, "1e", "abc"). */
export function draftNumber(text: string): number | string {
  const trimmed = text.trim();
  if (trimmed === '' || !/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(trimmed)) return text;
  return Number(trimmed);
}

function textOf(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
}

export interface DraftNumberInputProps {
  value: number | string | null | undefined;
  onChange(value: number | string): void;
  /** The field's label for screen readers when the FormField's label is not enough. */
  ariaLabel?: string;
  /** Step of the spinner (0.01 prices and cost, 0.1 itemised expenses, 1 years). */
  step?: number;
  disabled?: boolean;
  invalid?: boolean;
  /** Shown while the field is empty: the value an empty field stands for (a default). */
  placeholder?: string;
  controlId?: string;
  /** The field was left: a step shows its message from then on. */
  onBlur?(): void;
}

export function DraftNumberInput({ value, onChange, step, ...rest }: DraftNumberInputProps) {
  const [text, setText] = useState(() => textOf(value));
  // A change from outside (currency conversion, the recomputed total, a restored draft) replaces
  // the text; the user's own typing, which gives the same value back, does not.
  useEffect(() => {
    setText((current) => (draftNumber(current) === value ? current : textOf(value)));
  }, [value]);
  return (
    <Input
      {...rest}
      type="number"
      inputMode="decimal"
      step={step}
      value={text}
      onChange={({ detail }) => {
        setText(detail.value);
        onChange(draftNumber(detail.value));
      }}
    />
  );
}
