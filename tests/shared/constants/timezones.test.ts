import {
  formatUtcOffset,
  timezoneCodes,
  timezoneOffsetHours,
  timezoneOptions,
} from '@pvd/shared/constants/timezones';
import { describe, expect, it } from 'vitest';

describe('time zones UM12 … UP14', () => {
  it('run from UTC-12 to UTC+14 in order, with the half- and quarter-hour zones', () => {
    const offsets = timezoneCodes.map((code) => timezoneOffsetHours(code)!);
    expect(timezoneCodes[0]).toBe('UM12');
    expect(timezoneCodes.at(-1)).toBe('UP14');
    expect([...offsets].sort((a, b) => a - b)).toEqual(offsets);
    expect(offsets).toEqual(
      expect.arrayContaining([-9.5, -3.5, 3.5, 4.5, 5.5, 5.75, 6.5, 8.75, 9.5, 10.5, 12.75]),
    );
  });

  it('names a code’s digits after the hour as its fraction (UP575 = +5:45, UM95 = -9:30)', () => {
    expect(timezoneOffsetHours('UP575')).toBe(5.75);
    expect(timezoneOffsetHours('UM95')).toBe(-9.5);
    expect(timezoneOffsetHours('UP99')).toBeUndefined();
  });

  it('formats offsets and labels in both languages', () => {
    expect(formatUtcOffset(5.75)).toBe('UTC+05:45');
    expect(formatUtcOffset(-3.5)).toBe('UTC-03:30');
    expect(formatUtcOffset(0)).toBe('UTC');
    expect(timezoneOptions('en').find((o) => o.value === 'UP8')?.label).toMatch(
      /^\(UTC\+08:00\) China Standard Time/,
    );
    expect(timezoneOptions('zh-CN').find((o) => o.value === 'UP8')?.label).toMatch(/^\(UTC\+08:00\) 北京/);
  });
});
