import { formatLocalMinutes } from '@pvd/shared/load/interval-series';
import {
  excelSerialMinutes,
  newStampNotes,
  stampTextMinutes,
  timeTextMinutes,
} from '@pvd/shared/load/meter-file/stamps';
import { describe, expect, it } from 'vitest';

const read = (text: string, order: 'dmy' | 'mdy' = 'dmy') => {
  const notes = newStampNotes();
  const minutes = stampTextMinutes(text, order, notes);
  return { at: Number.isNaN(minutes) ? 'none' : formatLocalMinutes(minutes), notes };
};

describe('meter stamps [LOAD-2]', () => {
  it.each([
    ['2023-01-01 00:15', '2023-01-01T00:15'],
    ['2023-01-01T00:15:00', '2023-01-01T00:15'],
    ['2023/1/1 0:15', '2023-01-01T00:15'],
    ['2023/01/01 00:15:00', '2023-01-01T00:15'],
    ['2023年1月1日 0:15', '2023-01-01T00:15'],
    ['2023-1-1', '2023-01-01T00:00'],
    ['01.02.2023 00:15', '2023-02-01T00:15'],
    ['01/02/23 12:30 PM', '2023-02-01T12:30'],
    ['2023-01-01 23:59:59', '2023-01-02T00:00'],
  ])('reads %s as %s', (text, at) => {
    expect(read(text).at).toBe(at);
  });

  it('reads day and month in the order asked when the year is last', () => {
    expect(read('01/02/2023 00:15', 'mdy').at).toBe('2023-01-02T00:15');
    expect(read('01/02/2023 00:15', 'dmy').notes).toMatchObject({ first: 1, second: 2, dotted: false });
    expect(read('13/02/2023 00:15', 'mdy').at).toBe('none');
  });

  it('notes an offset, a range and 24:00', () => {
    expect(read('2023-07-01T10:00:00+02:00').notes.offsetMinutes).toBe(120);
    expect(read('2023-07-01T10:00:00Z').notes.offsetMinutes).toBe(0);
    expect(read('2023-07-01T10:00-05:30').notes.offsetMinutes).toBe(-330);
    expect(read('2023-07-01 10:00-10:15').notes).toMatchObject({ range: true, offsetMinutes: Number.NaN });
    expect(read('2023-07-01 24:00')).toMatchObject({ at: '2023-07-02T00:00', notes: { midnight24: true } });
  });

  it('refuses dates that do not exist and text that is no date', () => {
    expect(read('2023-02-29 00:00').at).toBe('none');
    expect(read('2023-04-31').at).toBe('none');
    expect(read('2023-01-01 25:00').at).toBe('none');
    expect(read('Total').at).toBe('none');
  });

  it('reads times of day and Excel serials', () => {
    const notes = newStampNotes();
    expect(timeTextMinutes('0:15', notes)).toBe(15);
    expect(timeTextMinutes('00:00 - 00:15', notes)).toBe(0);
    expect(notes.range).toBe(true);
    expect(timeTextMinutes('2:15 PM', notes)).toBe(14 * 60 + 15);
    expect(formatLocalMinutes(excelSerialMinutes(44_927.010_416_666_7))).toBe('2023-01-01T00:15');
  });
});
