/**
 * Every refusal of the meter data reader [LOAD-2]: a code, the message key that explains it and
 * the row or column at fault; nothing else is returned.
 */
import { METER_FILE_LIMITS } from '@pvd/shared/constants/limits';
import { meterMessageText } from '@pvd/shared/errors/validation-meter';
import { readMeterFile } from '@pvd/shared/load/meter-file/read';
import type { MeterRefusal } from '@pvd/shared/load/meter-file/refusal';
import { describe, expect, it } from 'vitest';
import { intervalStarts, isoSpace, lines, START_2023, utf8, workbook } from './support/fixtures';

function refusalOf(bytes: Uint8Array, choices = {}): MeterRefusal {
  const result = readMeterFile(bytes, 'meter.csv', choices);
  if (result.ok) expect.fail('the file was read');
  return result.refusal;
}
/** `days` of 15-minute readings of 2 kW from 1 January 2023, header first. */
const quarterHours = (days: number, value = (_i: number) => '2') => [
  'time,kW',
  ...intervalStarts(START_2023, 15, days).map((m, i) => `${isoSpace(m)},${value(i)}`),
];

describe('meter data reader refusals [LOAD-2]', () => {
  it('refuses an empty file and one of blanks', () => {
    expect(refusalOf(new Uint8Array(0))).toEqual({ code: 'empty', messageKey: 'meterFileEmpty', params: {} });
    expect(refusalOf(utf8(' \n\n \n')).code).toBe('empty');
  });

  it('refuses a file over the size, row and column limits', () => {
    expect(refusalOf(new Uint8Array(METER_FILE_LIMITS.maxBytes + 1)).code).toBe('tooLarge');
    expect(refusalOf(utf8('1\n'.repeat(METER_FILE_LIMITS.maxRows + 1))).code).toBe('tooManyRows');
    const wide = lines(quarterHours(8).map((line, i) => (i === 3 ? `${line}${',1'.repeat(200)}` : line)));
    expect(refusalOf(utf8(wide))).toEqual({
      code: 'tooManyColumns',
      messageKey: 'meterFileTooManyColumns',
      params: { row: 4 },
    });
  });

  it('refuses files that are not tables: binary bytes, a broken workbook', () => {
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ]);
    expect(refusalOf(png).code).toBe('notTable');
    const broken = workbook([['time', 'kW']], 'xlsx').slice(0, 200);
    expect(refusalOf(broken).code).toBe('notTable');
  });

  it('refuses a table of numbers without times, and one without numbers', () => {
    expect(
      refusalOf(utf8(lines(['a,b', ...Array.from({ length: 20 }, (_, i) => `${i},${i * 2}`)]))).code,
    ).toBe('noTimestamps');
    expect(refusalOf(utf8(lines(['name,city', 'Anna,Berlin', 'Li,Hangzhou']))).code).toBe('noValues');
    expect(refusalOf(utf8(lines(['time', ...intervalStarts(START_2023, 15, 8).map(isoSpace)]))).code).toBe(
      'noValues',
    );
  });

  it('names the row and column of a time that cannot be read between readings', () => {
    const rows = quarterHours(8);
    rows[100] = '2023-13-45 00:00,2';
    expect(refusalOf(utf8(lines(rows)))).toEqual({
      code: 'badTimestamp',
      messageKey: 'meterBadTimestamp',
      params: { row: 101, column: 'A "time"', value: '2023-13-45 00:00' },
    });
  });

  it('leaves a total line after the readings out', () => {
    const result = readMeterFile(utf8(lines([...quarterHours(8), 'Total,1536'])), 'meter.csv');
    expect(result.ok).toBe(true);
  });

  it('refuses times that go back, naming the row', () => {
    const rows = quarterHours(10);
    rows.splice(500, 0, '2023-01-02 00:00,2');
    expect(refusalOf(utf8(lines(rows)))).toEqual({
      code: 'backwards',
      messageKey: 'meterStampsBackwards',
      params: { row: 501 },
    });
  });

  it('refuses a negative load and says a net meter needs import and export columns', () => {
    const refusal = refusalOf(utf8(lines(quarterHours(8, (i) => (i === 300 ? '-0.4' : '2')))));
    expect(refusal).toEqual({
      code: 'negative',
      messageKey: 'meterNegativeValue',
      params: { row: 302, column: 'B "kW"' },
    });
    expect(meterMessageText(refusal.messageKey, refusal.params, 'en')).toBe(
      'Row 302, column B "kW" is negative. If this is a net meter, give the import and the export as two columns',
    );
    expect(meterMessageText(refusal.messageKey, refusal.params, 'zh-CN')).toContain(
      '第 302 行 B "kW" 列为负值',
    );
  });

  it('refuses fewer than 7 days of readings', () => {
    expect(refusalOf(utf8(lines(quarterHours(6))))).toEqual({
      code: 'tooShort',
      messageKey: 'meterTooShort',
      params: { days: 6 },
    });
  });

  it('refuses intervals other than 1, 5, 10, 15, 30 and 60 minutes', () => {
    const twenty = ['time,kW', ...intervalStarts(START_2023, 20, 10).map((m) => `${isoSpace(m)},1`)];
    expect(refusalOf(utf8(lines(twenty))).params).toEqual({ minutes: 20 });
    const daily = [
      'date,kWh',
      ...Array.from({ length: 30 }, (_, d) => `2023-01-${String(d + 1).padStart(2, '0')},48`),
    ];
    expect(refusalOf(utf8(lines(daily)))).toEqual({
      code: 'intervalUnsupported',
      messageKey: 'meterIntervalUnsupported',
      params: { minutes: 1440 },
    });
  });

  it('refuses an unknown time zone the user chose', () => {
    expect(refusalOf(utf8(lines(quarterHours(8))), { timeZone: 'Mars/Olympus' })).toEqual({
      code: 'timeZoneUnknown',
      messageKey: 'meterTimeZoneUnknown',
      params: { zone: 'Mars/Olympus' },
    });
  });
});
