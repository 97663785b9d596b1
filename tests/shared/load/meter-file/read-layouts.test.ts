/**
 * The layouts the meter data reader reads [LOAD-2], each written by the test: the known load of
 * a whole 2023 in every format, read back to the same figures.
 */
import { readMeterFile } from '@pvd/shared/load/meter-file/read';
import { describe, expect, it } from 'vitest';
import { expectKnownYear } from './support/expect-year';
import {
  chineseSlash,
  dateOnly,
  endStamp24,
  excelSerial,
  gbk,
  germanDots,
  intervalStarts,
  isoSpace,
  knownKw,
  lines,
  START_2023,
  timeOnly,
  utf8,
  workbook,
} from './support/fixtures';

const year = (step: number) => intervalStarts(START_2023, step, 365);
const fixed = (x: number, digits = 4) => x.toFixed(digits);

describe('meter data reader: long layouts [LOAD-2]', () => {
  it('reads the plain time,kw layout (15-minute kW, interval starts)', () => {
    const text = lines(['time,kw', ...year(15).map((m) => `${isoSpace(m)},${knownKw(m)}`)]);
    const load = expectKnownYear(readMeterFile(utf8(text), 'meter.csv'), 15);
    expect(load.summary).toMatchObject({ layout: 'long', unit: 'kW', stamps: 'start', dateOrder: null });
    expect(load.guesses.unit).toEqual({ value: 'kW', from: 'file' });
    expect(load.needs).toEqual([]);
  });

  it('reads semicolons with decimal commas in kWh per quarter-hour, day-first dates, BOM', () => {
    const text = lines([
      'Datum/Uhrzeit;Verbrauch [kWh]',
      ...year(15).map((m) => `${germanDots(m)};${fixed(knownKw(m) / 4).replace('.', ',')}`),
    ]);
    const load = expectKnownYear(readMeterFile(utf8(text, true), 'meter.csv'), 15);
    expect(load.summary).toMatchObject({ unit: 'kWh', dateOrder: 'dmy' });
    expect(load.guesses.dateOrder).toEqual({ value: 'dmy', from: 'data' });
  });

  it('reads a TSV of hourly energy in Wh', () => {
    const text = lines([
      'Start\tEnergy (Wh)',
      ...year(60).map((m) => `${isoSpace(m)}\t${knownKw(m) * 1000}`),
    ]);
    const load = expectKnownYear(readMeterFile(utf8(text), 'meter.tsv'), 60);
    expect(load.summary).toMatchObject({ unit: 'Wh', stamps: 'start' });
    expect(load.guesses.stamps).toEqual({ value: 'start', from: 'file' });
  });

  it('reads 5-minute power in W with ISO stamps carrying their offset', () => {
    const text = lines([
      'timestamp,power_w',
      ...year(5).map((m) => `${new Date(m * 60_000).toISOString().slice(0, 19)}+08:00,${knownKw(m) * 1000}`),
    ]);
    const load = expectKnownYear(readMeterFile(utf8(text), 'meter.csv'), 5);
    expect(load.guesses.clock).toEqual({ value: 'UTC+08:00', from: 'file' });
    expect(load.needs).toEqual([]);
  });

  it('reads interval ends written up to 24:00 and moves them to the starts', () => {
    const text = lines([
      '时间,电量(kWh)',
      ...year(15).map((m) => `${endStamp24(m + 15)},${fixed(knownKw(m) / 4)}`),
    ]);
    const load = expectKnownYear(readMeterFile(utf8(text), 'meter.csv'), 15);
    expect(load.guesses.stamps).toEqual({ value: 'end', from: 'data' });
  });

  it('reads a GBK file with a Chinese preamble, header and unit row, 2023/1/1 0:15 stamps', () => {
    const text = lines([
      '用户名称,某某工业园',
      '户号,3301234567',
      '地址,浙江省杭州市',
      '数据时间,有功功率',
      ',千瓦',
      ...year(15).map((m) => `${chineseSlash(m)},${knownKw(m)}`),
    ]);
    const load = expectKnownYear(readMeterFile(gbk(text), 'meter.csv'), 15);
    expect(load.summary.unit).toBe('kW');
    expect(load.guesses.unit.from).toBe('file');
  });

  it('reads a date and a time column (30-minute kWh)', () => {
    const text = lines([
      'Date,Time,Usage (kWh)',
      ...year(30).map((m) => `${dateOnly(m)},${timeOnly(m)},${fixed(knownKw(m) / 2)}`),
    ]);
    expectKnownYear(readMeterFile(utf8(text), 'meter.csv'), 30);
  });

  it('reads an .xlsx with Excel serial date-times and kW', () => {
    const rows = [['Zeitstempel', 'Leistung kW'], ...year(15).map((m) => [excelSerial(m), knownKw(m)])];
    const load = expectKnownYear(readMeterFile(workbook(rows, 'xlsx'), 'meter.xlsx'), 15);
    expect(load.summary.unit).toBe('kW');
  });

  it('reads Excel serial date-times written into a CSV', () => {
    const text = lines(['Time,kWh', ...year(60).map((m) => `${excelSerial(m).toFixed(6)},${knownKw(m)}`)]);
    expectKnownYear(readMeterFile(utf8(text), 'meter.csv'), 60);
  });

  it('reads an .xls (BIFF8) with serial dates and text times in two columns', () => {
    const rows = [
      ['日期', '时间', '用电量(kWh)'],
      ...year(60).map((m) => [Math.floor(excelSerial(m)), timeOnly(m), knownKw(m)]),
    ];
    expectKnownYear(readMeterFile(workbook(rows, 'xls'), 'meter.xls'), 60);
  });

  it('reads a Green Button CSV: date, start and end times, the unit in a column of its own', () => {
    const text = lines([
      'TYPE,DATE,START TIME,END TIME,USAGE,UNITS,COST,NOTES',
      ...year(15).map(
        (m) =>
          `Electric usage,${dateOnly(m)},${timeOnly(m)},${timeOnly(m + 14)},${knownKw(m) / 4},kWh,$0.03,`,
      ),
    ]);
    const load = expectKnownYear(readMeterFile(utf8(text), 'meter.csv'), 15);
    expect(load.guesses.unit).toEqual({ value: 'kWh', from: 'file' });
    expect(load.guesses.stamps).toEqual({ value: 'start', from: 'file' });
  });

  it('reads a Chinese portal export: a row number, the total forward energy and the reverse', () => {
    const text = lines([
      '序号,时间,正向有功总(kWh),反向有功总(kWh)',
      ...year(15).map((m, i) => `${i + 1},${isoSpace(m)}:00,${knownKw(m) / 4},${m % 1440 === 720 ? 0.5 : 0}`),
    ]);
    const load = expectKnownYear(readMeterFile(utf8(text), 'meter.csv'), 15);
    expect(load.summary.exportKwh).toBeCloseTo(365 * 0.5, 9);
  });

  it('reads a file written newest first', () => {
    const text = lines([
      'time,kw',
      ...year(60)
        .reverse()
        .map((m) => `${isoSpace(m)},${knownKw(m)}`),
    ]);
    const load = expectKnownYear(readMeterFile(utf8(text), 'meter.csv'), 60);
    expect(load.summary.newestFirst).toBe(true);
  });
});

describe('meter data reader: wide layouts (a row per day) [LOAD-2]', () => {
  const days = Array.from({ length: 365 }, (_, d) => START_2023 + d * 1440);

  it('reads 96 quarter-hour columns of kWh headed by their end times, with a total column', () => {
    const header = [
      '日期',
      ...Array.from({ length: 96 }, (_, k) => timeOnly(START_2023 + (k + 1) * 15).replace('00:00', '24:00')),
      '合计',
    ];
    const rows = days.map((day) => {
      const values = Array.from({ length: 96 }, (_, k) => knownKw(day + k * 15) / 4);
      return [dateOnly(day), ...values.map((v) => fixed(v)), fixed(values.reduce((a, b) => a + b, 0))];
    });
    const text = lines([header.join(','), ...rows.map((r) => r.join(','))]);
    const load = expectKnownYear(readMeterFile(utf8(text), 'meter.csv'), 15);
    expect(load.summary).toMatchObject({ layout: 'wide', unit: 'kWh' });
  });

  it('reads 48 half-hour columns of kW in an .xlsx with serial dates', () => {
    const header = ['Date', ...Array.from({ length: 48 }, (_, k) => `H${k + 1}`)];
    const rows = days.map((day) => [
      Math.floor(excelSerial(day)),
      ...Array.from({ length: 48 }, (_, k) => knownKw(day + k * 30)),
    ]);
    const preamble = [['Half-hourly demand (kW)'], []];
    const load = expectKnownYear(
      readMeterFile(workbook([...preamble, header, ...rows], 'xlsx'), 'meter.xlsx'),
      30,
    );
    expect(load.summary).toMatchObject({ layout: 'wide', unit: 'kW' });
    expect(load.guesses.unit.from).toBe('file');
  });

  it('reads 24 hourly columns with day-first dates', () => {
    const header = ['Datum', ...Array.from({ length: 24 }, (_, k) => String(k + 1))];
    const rows = days.map((day) => [
      germanDots(day).slice(0, 10),
      ...Array.from({ length: 24 }, (_, k) => String(knownKw(day + k * 60)).replace('.', ',')),
    ]);
    const text = lines(['Einheit: kWh', header.join(';'), ...rows.map((r) => r.join(';'))]);
    expectKnownYear(readMeterFile(utf8(text), 'meter.csv'), 60);
  });
});
