/**
 * The month × hour grid of one schedule [TAR-1] that the user paints with the chosen period:
 * press on a cell and drag to paint the rectangle between the two cells (shown dashed until the
 * pointer is released). By keyboard the grid is one tab stop: the arrows move, Space or Enter
 * paints the cell, Shift with an arrow paints as it moves, Home and End go to the month's first
 * and last hour. Each cell is named (month, hours, period and its number) and shows the number.
 */

import type { KeyboardEvent, PointerEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n';
import { periodColours } from './period-colours';
import { cellsBetween, HOURS, MONTHS, type ScheduleCell } from './tariff-edits';
import './schedule-painter.css';

export interface SchedulePainterProps {
  /** 12 months × 24 hours of period names. */
  schedule: readonly (readonly string[])[];
  /** The tariff's periods in order (their colours and numbers). */
  periods: readonly string[];
  /** A period's name as shown. */
  labelOf(period: string): string;
  /** The grid's name (weekdays, weekends). */
  label: string;
  /** Paints `cells` with the chosen period. */
  onPaint(cells: ScheduleCell[]): void;
  disabled?: boolean;
  /** The id of the words that describe the schedule (its summary). */
  describedBy?: string;
}

const inRectangle = (cell: ScheduleCell, from: ScheduleCell, to: ScheduleCell) =>
  cell.month >= Math.min(from.month, to.month) &&
  cell.month <= Math.max(from.month, to.month) &&
  cell.hour >= Math.min(from.hour, to.hour) &&
  cell.hour <= Math.max(from.hour, to.hour);

const MOVES: Record<string, ScheduleCell> = {
  ArrowUp: { month: -1, hour: 0 },
  ArrowDown: { month: 1, hour: 0 },
  ArrowLeft: { month: 0, hour: -1 },
  ArrowRight: { month: 0, hour: 1 },
};

const HOUR_LIST = Array.from({ length: HOURS }, (_, hour) => hour);
const MONTH_LIST = Array.from({ length: MONTHS }, (_, month) => month);

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max - 1);

/** The cell the keyboard moves to (Home/End: the month's first and last hour). */
function movedCell(cell: ScheduleCell, key: string): ScheduleCell | undefined {
  if (key === 'Home') return { month: cell.month, hour: 0 };
  if (key === 'End') return { month: cell.month, hour: HOURS - 1 };
  const move = MOVES[key];
  if (!move) return undefined;
  return { month: clamp(cell.month + move.month, MONTHS), hour: clamp(cell.hour + move.hour, HOURS) };
}

function useMonthNames(): string[] {
  const language = useLanguage();
  const format = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: MONTHS }, (_, month) => format.format(Date.UTC(2025, month, 1)));
}

export function SchedulePainter(props: SchedulePainterProps) {
  const { schedule, periods, labelOf, label, onPaint, disabled } = props;
  const { t } = useTranslation('tariff');
  const months = useMonthNames();
  const [focus, setFocus] = useState<ScheduleCell>({ month: 0, hour: 0 });
  const [drag, setDrag] = useState<{ from: ScheduleCell; to: ScheduleCell } | null>(null);
  const cellRefs = useRef(new Map<string, HTMLTableCellElement>());
  const dragRef = useRef(drag);
  dragRef.current = drag;
  const onPaintRef = useRef(onPaint);
  onPaintRef.current = onPaint;

  // The drag ends wherever the pointer is released, also outside the grid.
  useEffect(() => {
    if (!drag) return;
    const end = () => {
      const current = dragRef.current;
      setDrag(null);
      if (current) onPaintRef.current(cellsBetween(current.from, current.to));
    };
    window.addEventListener('pointerup', end);
    return () => window.removeEventListener('pointerup', end);
  }, [drag]);

  const keyOf = (cell: ScheduleCell) => `${cell.month}:${cell.hour}`;

  function moveFocus(cell: ScheduleCell) {
    setFocus(cell);
    cellRefs.current.get(keyOf(cell))?.focus();
  }

  function keyDown(event: KeyboardEvent, cell: ScheduleCell) {
    if (disabled) return;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      onPaint([cell]);
      return;
    }
    const next = movedCell(cell, event.key);
    if (!next) return;
    event.preventDefault();
    if (event.shiftKey) onPaint([cell, next]);
    moveFocus(next);
  }

  function pointerDown(event: PointerEvent<HTMLTableCellElement>, cell: ScheduleCell) {
    if (disabled || event.button !== 0) return;
    // A touch captures the pointer on the first cell; released, the cells passed over get pointerenter.
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    setFocus(cell);
    setDrag({ from: cell, to: cell });
  }

  const hourLabel = (hour: number) => t('painter.hours', { from: hour, to: hour + 1 });

  return (
    <div className="pvd-painter" data-disabled={disabled ? 'true' : 'false'}>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a table of cells that take the keys is ARIA's grid pattern. */}
      <table role="grid" aria-label={label} aria-describedby={props.describedBy} aria-disabled={disabled}>
        <thead>
          <tr>
            <td aria-hidden="true" />
            {HOUR_LIST.map((hour) => (
              <th key={`hour-${hour}`} scope="col" aria-label={hourLabel(hour)}>
                {hour}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {MONTH_LIST.map((month) => (
            <tr key={`month-${month}`}>
              <th scope="row">{months[month]}</th>
              {HOUR_LIST.map((hour) => {
                const period = schedule[month]?.[hour] ?? '';
                const cell = { month, hour };
                const index = periods.indexOf(period);
                const colours = periodColours(index);
                const focused = focus.month === month && focus.hour === hour;
                return (
                  <td
                    key={`cell-${hour}`}
                    ref={(element) => {
                      if (element) cellRefs.current.set(keyOf(cell), element);
                      else cellRefs.current.delete(keyOf(cell));
                    }}
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the grid's cells (ARIA's grid pattern).
                    role="gridcell"
                    tabIndex={focused ? 0 : -1}
                    aria-label={t('painter.cell', {
                      month: months[month],
                      hours: hourLabel(hour),
                      period: index >= 0 ? labelOf(period) : period,
                      // The number the cell shows is in its name, outside brackets (axe drops a bracketed part).
                      number: index >= 0 ? index + 1 : '?',
                    })}
                    data-preview={drag && inRectangle(cell, drag.from, drag.to) ? 'true' : undefined}
                    style={{ background: colours.background, color: colours.text }}
                    onPointerDown={(event) => pointerDown(event, cell)}
                    onPointerEnter={() => drag && setDrag({ from: drag.from, to: cell })}
                    onFocus={() => setFocus(cell)}
                    onKeyDown={(event) => keyDown(event, cell)}
                  >
                    {index >= 0 ? index + 1 : '?'}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
