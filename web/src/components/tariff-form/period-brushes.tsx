/**
 * The period the schedule is painted with: a radio group of the periods, each with its colour
 * and number (native radios: the arrow keys move the choice).
 */
import { useId } from 'react';
import { periodColours } from './period-colours';

interface PeriodBrushesProps {
  periods: readonly string[];
  chosen: string;
  labelOf(period: string): string;
  onChoose(period: string): void;
  label: string;
}

export function PeriodBrushes({ periods, chosen, labelOf, onChoose, label }: PeriodBrushesProps) {
  const name = useId();
  return (
    <fieldset className="pvd-brushes" aria-label={label} style={{ border: 0, margin: 0, padding: 0 }}>
      {periods.map((period, index) => {
        const colours = periodColours(index);
        return (
          <label key={period}>
            <input
              type="radio"
              name={name}
              value={period}
              checked={period === chosen}
              onChange={() => onChoose(period)}
            />
            <span
              className="pvd-brushes__swatch"
              style={{ background: colours.background, color: colours.text }}
              aria-hidden="true"
            >
              {index + 1}
            </span>
            {labelOf(period)}
          </label>
        );
      })}
    </fieldset>
  );
}
