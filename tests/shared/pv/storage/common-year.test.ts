import { DAYS_PER_MONTH, HOURS_PER_YEAR } from '@pvd/shared/pv/civil-calendar';
import { MONTH_OF_DAY, MONTH_START_HOUR, withoutLeapDay } from '@pvd/shared/pv/storage/common-year';
import { describe, expect, it } from 'vitest';

describe('storage calendar', () => {
  it("follows the spec's 365-day year", () => {
    expect(DAYS_PER_MONTH).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(HOURS_PER_YEAR).toBe(8760);
  });

  it('starts each month at the right hour', () => {
    expect(MONTH_START_HOUR).toHaveLength(13);
    expect(MONTH_START_HOUR[1]).toBe(744); // 31 × 24
    expect(MONTH_START_HOUR[2]).toBe(1416); // 59 × 24
    expect(MONTH_START_HOUR[12]).toBe(8760);
  });

  it('maps days to months', () => {
    expect(MONTH_OF_DAY[0]).toBe(0);
    expect(MONTH_OF_DAY[30]).toBe(0);
    expect(MONTH_OF_DAY[31]).toBe(1);
    expect(MONTH_OF_DAY[58]).toBe(1);
    expect(MONTH_OF_DAY[59]).toBe(2);
    expect(MONTH_OF_DAY[364]).toBe(11);
  });
});

describe('withoutLeapDay', () => {
  it('drops 29 February from a leap-year series', () => {
    // Prepare: each hour holds its day of the leap year (day 59 = 29 February)
    const leap = new Float64Array(8784).map((_, hour) => Math.floor(hour / 24));
    // Act
    const year = withoutLeapDay(leap);
    // Assess: 28 February stays at hour 1415, 1 March (day 60) follows at hour 1416
    expect(year).toHaveLength(8760);
    expect(year[1415]).toBe(58);
    expect(year[1416]).toBe(60);
    expect(year[8759]).toBe(365);
  });

  it('returns a 365-day series as it is', () => {
    const series = new Float64Array(8760);
    expect(withoutLeapDay(series)).toBe(series);
  });

  it('refuses other lengths', () => {
    expect(() => withoutLeapDay(new Float64Array(100))).toThrow(RangeError);
  });
});
