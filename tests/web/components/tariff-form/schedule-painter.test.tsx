/**
 * The schedule painter [TAR-1]: a drag paints the rectangle between its two cells (dashed until
 * released), the keyboard moves and paints (Space, Shift+arrow), a painted weekend gets its own
 * schedule while the weekdays stay, the public holidays their dates and a schedule of their own,
 * and the schedule in words follows the paint.
 */
import '@tests/web/support/dom-polyfills';
import { flatTariff } from '@pvd/shared/tariff/flat';
import type { Tariff } from '@pvd/shared/tariff/schema';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePeriodLabel } from '@/components/tariff-form/period-labels';
import { ScheduleEditor } from '@/components/tariff-form/schedule-editor';
import { setLanguage } from '@/lib/i18n';

/** A flat tariff with a peak period no hour uses yet. */
function twoPeriods(): Tariff {
  const flat = flatTariff(0.6, 0.4, 'CNY');
  return { ...flat, periods: { flat: { import: 0.6 }, peak: { import: 1.2 } } };
}

function renderEditor(start: Tariff) {
  const latest = { current: start };
  function Harness() {
    const [tariff, setTariff] = useState(start);
    latest.current = tariff;
    const labelOf = usePeriodLabel();
    return (
      <ScheduleEditor tariff={tariff} onChange={setTariff} labelOf={labelOf} errorOf={() => undefined} />
    );
  }
  render(<Harness />);
  return latest;
}

const cell = (name: string) => screen.getByRole('gridcell', { name });

describe('schedule painter', () => {
  beforeEach(async () => {
    await setLanguage('en');
  });
  afterEach(cleanup);

  it('paints the rectangle dragged over with the chosen period, shown dashed until released', async () => {
    // Prepare
    const tariff = renderEditor(twoPeriods());
    await userEvent.click(screen.getByRole('radio', { name: /Peak/ }));
    // Act: from January 10:00 to March 12:00.
    fireEvent.pointerDown(cell('Jan, 10:00 to 11:00: Flat, period 1'), { button: 0 });
    fireEvent.pointerEnter(cell('Mar, 12:00 to 13:00: Flat, period 1'));
    // Assess: the preview, nothing painted yet.
    expect(cell('Feb, 11:00 to 12:00: Flat, period 1').getAttribute('data-preview')).toBe('true');
    expect(cell('Feb, 13:00 to 14:00: Flat, period 1').getAttribute('data-preview')).toBeNull();
    expect(tariff.current.weekday[1]?.[11]).toBe('flat');
    // Act
    fireEvent.pointerUp(window);
    // Assess: 3 months × 3 hours.
    const painted = tariff.current.weekday.flatMap((hours, month) =>
      hours.flatMap((name, hour) => (name === 'peak' ? [`${month}:${hour}`] : [])),
    );
    expect(painted).toEqual(['0:10', '0:11', '0:12', '1:10', '1:11', '1:12', '2:10', '2:11', '2:12']);
    expect(tariff.current.weekend).toBeUndefined();
    expect(screen.getByText('Peak: Jan–Mar 10–13 h')).toBeTruthy();
    expect(cell('Feb, 11:00 to 12:00: Peak, period 2').textContent).toBe('2');
  });

  it('moves by the arrows and paints by Space and by Shift with an arrow', async () => {
    // Prepare
    const tariff = renderEditor(twoPeriods());
    await userEvent.click(screen.getByRole('radio', { name: /Peak/ }));
    const first = cell('Jan, 0:00 to 1:00: Flat, period 1');
    first.focus();
    // Act
    await userEvent.keyboard('{ArrowRight}{ArrowDown} ');
    // Assess: February 01:00 painted, the focus on it.
    expect(tariff.current.weekday[1]?.[1]).toBe('peak');
    expect(document.activeElement).toBe(cell('Feb, 1:00 to 2:00: Peak, period 2'));
    // Act
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}{End}');
    // Assess: 02:00 and 03:00 painted on the way; End goes to 23:00 without painting.
    expect(tariff.current.weekday[1]?.slice(0, 5)).toEqual(['flat', 'peak', 'peak', 'peak', 'flat']);
    expect(tariff.current.weekday[1]?.[23]).toBe('flat');
    expect(document.activeElement).toBe(cell('Feb, 23:00 to 24:00: Flat, period 1'));
  });

  it('gives the weekends their own schedule when painted there, the weekdays unchanged', async () => {
    // Prepare
    const tariff = renderEditor(twoPeriods());
    await userEvent.click(screen.getByRole('radio', { name: /Peak/ }));
    await userEvent.click(screen.getByRole('tab', { name: 'Weekends (Sat, Sun)' }));
    const toggle = screen.getByRole('checkbox', { name: /Weekends have their own schedule/ });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    // Act
    fireEvent.pointerDown(cell('Dec, 18:00 to 19:00: Flat, period 1'), { button: 0 });
    fireEvent.pointerUp(window);
    // Assess
    expect(tariff.current.weekend?.[11]?.[18]).toBe('peak');
    expect(tariff.current.weekday[11]?.[18]).toBe('flat');
    expect((toggle as HTMLInputElement).checked).toBe(true);
    // Act: switched off, the weekends follow the weekdays again.
    await userEvent.click(toggle);
    expect(tariff.current.weekend).toBeUndefined();
  });
});

describe('public holidays', () => {
  beforeEach(async () => {
    await setLanguage('en');
  });
  afterEach(cleanup);

  it('takes their dates as typed, and a schedule of their own copied from the weekends, painted apart', async () => {
    // Prepare: weekends of their own, all peak.
    const start = twoPeriods();
    const tariff = renderEditor({ ...start, weekend: start.weekday.map((hours) => hours.map(() => 'peak')) });
    await userEvent.click(screen.getByRole('tab', { name: 'Public holidays' }));
    // Act: two dates, one of every year, the other of 2026, separated by a line and a comma.
    const dates = screen.getByRole('textbox', { name: 'Dates of the public holidays' });
    await userEvent.type(dates, '10-01{Enter}2026-02-17, ');
    // Assess: kept as dates; the text stays as typed.
    expect(tariff.current.holidays).toEqual(['10-01', '2026-02-17']);
    expect((dates as HTMLTextAreaElement).value).toBe('10-01\n2026-02-17, ');
    // The holidays follow the weekends until they have their own.
    expect(tariff.current.holiday).toBeUndefined();
    expect(cell('Jan, 0:00 to 1:00: Peak, period 2')).toBeTruthy();
    // Act
    await userEvent.click(screen.getByRole('checkbox', { name: /Holidays have their own schedule/ }));
    await userEvent.click(screen.getByRole('radio', { name: /Flat/ }));
    fireEvent.pointerDown(cell('Jan, 0:00 to 1:00: Peak, period 2'), { button: 0 });
    fireEvent.pointerUp(window);
    // Assess: the holidays' own grid changed, the weekends' did not.
    expect(tariff.current.holiday?.[0]?.[0]).toBe('flat');
    expect(tariff.current.holiday?.[0]?.[1]).toBe('peak');
    expect(tariff.current.weekend?.[0]?.[0]).toBe('peak');
    // Act: all dates removed.
    await userEvent.clear(dates);
    // Assess
    expect('holidays' in tariff.current).toBe(false);
  });
});
