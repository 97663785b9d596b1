/**
 * A number input beside another control (a slider, a step button): the input keeps what is typed
 * ('-', '7.', 200 for a tilt) while the value it stands for moves only when the text is taken;
 * a value changed elsewhere shows in the input unless the text already reads as it.
 */
import { useEffect, useState } from 'react';

/**
 * @param value - The value the form holds.
 * @param accepts - Whether a typed text goes to the form (then as `Number(text)`).
 * @param onChange - Sets the form's value.
 * @returns The text to show and `type`, the input's change handler.
 */
export function useTypedNumber(
  value: number,
  accepts: (text: string) => boolean,
  onChange: (value: number) => void,
): { text: string; type(typed: string): void } {
  const [text, setText] = useState(String(value));
  useEffect(() => setText((typed) => (Number(typed) === value ? typed : String(value))), [value]);
  function type(typed: string) {
    setText(typed);
    if (accepts(typed)) onChange(Number(typed));
  }
  return { text, type };
}
