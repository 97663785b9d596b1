/**
 * The preview of a meter file's load [LOAD-5]: the reader's summary rounded as answered, its
 * typical week kept at 15 minutes or coarser (means of the finer steps), its guesses and needs.
 */
import { coarserWeek, loadFilePreview, typicalWeekStep } from '@pvd/shared/load/load-preview';
import { readMeterFile } from '@pvd/shared/load/meter-file/read';
import { describe, expect, it } from 'vitest';
import { intervalStarts, isoSpace, knownKw, lines, START_2023, utf8 } from './meter-file/support/fixtures';

describe('coarserWeek and typicalWeekStep', () => {
  it('averages groups of steps and keeps no step finer than 15 minutes', () => {
    expect(coarserWeek([[1, 3, 5, 7]], 2)).toEqual([[2, 6]]);
    expect(coarserWeek([[1, 2]], 1)).toEqual([[1, 2]]);
    expect([1, 5, 10, 15, 30, 60].map((step) => typicalWeekStep(step as 1))).toEqual([
      15, 15, 15, 15, 30, 60,
    ]);
  });
});

describe('loadFilePreview', () => {
  it('answers a 5-minute file’s week at 15 minutes, its figures rounded', () => {
    // Prepare: 10 days of the known load every 5 minutes, 0.1234567 kW on top.
    const starts = intervalStarts(START_2023, 5, 10);
    const text = lines(['time,kW', ...starts.map((m) => `${isoSpace(m)},${knownKw(m) + 0.1234567}`)]);
    const result = readMeterFile(utf8(text), 'meter.csv');
    if (!result.ok) expect.fail(JSON.stringify(result.refusal));
    // Act
    const preview = loadFilePreview(result.load);
    // Assess
    expect(preview.summary).toMatchObject({ stepMinutes: 5, typicalWeekStepMinutes: 15, peakKw: 3.123 });
    expect(preview.summary.typicalWeekKw.map((day) => day.length)).toEqual([96, 96, 96, 96, 96, 96, 96]);
    // Monday 12:00-12:15: the mean of the reader's three 5-minute steps 12:00, 12:05 and 12:10.
    const monday = result.load.summary.typicalWeekKw[0]!;
    const mean = (monday[144]! + monday[145]! + monday[146]!) / 3;
    expect(preview.summary.typicalWeekKw[0]![48]).toBe(Math.round(mean * 1000) / 1000);
    expect(preview.summary.monthHourKw[0]!.every((kw) => kw === Math.round(kw * 1000) / 1000)).toBe(true);
    expect(preview.summary.annualKwh).toBe(Math.round(result.load.summary.annualKwh * 100) / 100);
    expect(preview.guesses).toEqual(result.load.guesses);
    expect(preview.needs).toEqual(result.load.needs);
  });
});
