import { boundedNumber, readNumber } from '@pvd/shared/api/bounded-number';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('boundedNumber of a JSON number (the editor’s fields)', () => {
  it('takes a number within its bounds and no text', () => {
    // Prepare
    const tilt = boundedNumber(0, 90);
    // Act / Assess
    expect(tilt.parse(30)).toBe(30);
    expect(messages(tilt.safeParse('30'))).toEqual(['numberRequired']);
    expect(messages(tilt.safeParse(undefined))).toEqual(['required']);
    expect(messages(tilt.safeParse(Number.POSITIVE_INFINITY))).toEqual(['numberRequired']);
  });

  it('says below 0 "not negative", below another minimum "too small", above "too large"', () => {
    expect(messages(boundedNumber(0, 90).safeParse(-1))).toEqual(['notNegative']);
    expect(messages(boundedNumber(1, 21).safeParse(0))).toEqual(['tooSmall']);
    expect(messages(boundedNumber(0, 90).safeParse(91))).toEqual(['tooLarge']);
  });

  it('asks whole numbers when told, with the field’s own required message', () => {
    // Prepare
    const count = boundedNumber(1, 100, { integer: true, requiredKey: 'checkPanelCount' });
    // Act / Assess
    expect(messages(count.safeParse(1.5))).toEqual(['integerRequired']);
    expect(messages(count.safeParse(null))).toEqual(['checkPanelCount']);
  });

  it('shows its bounds in the API’s schema', () => {
    expect(z.toJSONSchema(boundedNumber(0, 90))).toMatchObject({ type: 'number', minimum: 0, maximum: 90 });
  });
});

describe('boundedNumber with its text (the spec’s payloads, spreadsheet cells)', () => {
  it('takes numbers and numeric strings, trimmed', () => {
    // Prepare
    const latitude = boundedNumber(-90, 90, { text: true });
    // Act / Assess
    expect(latitude.parse(39.91)).toBe(39.91);
    expect(latitude.parse(' 39.91 ')).toBe(39.91);
    expect(latitude.parse('-33.87')).toBe(-33.87);
    expect(latitude.parse('1e1')).toBe(10);
  });

  it('refuses text that is not a number, and values out of range, with the shared message keys', () => {
    // Prepare
    const latitude = boundedNumber(-90, 90, { text: true, requiredKey: 'checkProLatitudeFail' });
    // Act / Assess
    expect(messages(latitude.safeParse('39.9N'))).toEqual(['numberRequired']);
    expect(messages(latitude.safeParse('0x10'))).toEqual(['numberRequired']);
    expect(messages(latitude.safeParse('1e999'))).toEqual(['numberRequired']);
    expect(messages(latitude.safeParse(true))).toEqual(['numberRequired']);
    expect(messages(latitude.safeParse('9'.repeat(41)))).toEqual(['numberRequired']);
    expect(messages(latitude.safeParse('  '))).toEqual(['checkProLatitudeFail']);
    expect(messages(latitude.safeParse(undefined))).toEqual(['checkProLatitudeFail']);
    expect(messages(latitude.safeParse('90.5'))).toEqual(['tooLarge']);
    expect(messages(latitude.safeParse(-91))).toEqual(['tooSmall']);
  });

  it('strips a declared unit suffix, as the common battery capacity "5.12kWh" is sent', () => {
    // Prepare
    const capacity = boundedNumber(0, 1000, { text: true, unitSuffix: 'kWh' });
    // Act / Assess
    expect(capacity.parse('5.12kWh')).toBe(5.12);
    expect(capacity.parse('5.12 KWH')).toBe(5.12);
    expect(capacity.parse(5.12)).toBe(5.12);
  });

  it('applies the range with the field’s own keys: exclusive zero for counts, whole numbers when asked', () => {
    // Prepare
    const count = boundedNumber(0, 10, {
      text: true,
      exclusiveMin: true,
      minKey: 'batteryMaxCountNegative',
      numberKey: 'resistivityNumeric',
      integer: true,
    });
    // Act / Assess
    expect(messages(count.safeParse(0))).toEqual(['batteryMaxCountNegative']);
    expect(messages(count.safeParse(-1))).toEqual(['batteryMaxCountNegative']);
    expect(messages(count.safeParse('1.5'))).toEqual(['integerRequired']);
    expect(messages(count.safeParse('12a'))).toEqual(['resistivityNumeric']);
    expect(messages(count.safeParse(11))).toEqual(['tooLarge']);
    expect(count.parse('10')).toBe(10);
    expect(messages(boundedNumber(0, 10, { text: true, exclusiveMin: true }).safeParse(0))).toEqual([
      'mustBePositive',
    ]);
  });
});

describe('readNumber', () => {
  it('is NaN for text that only starts like a number', () => {
    expect(readNumber('12 V')).toBeNaN();
    expect(readNumber('0x10')).toBeNaN();
    expect(readNumber(' .5 ')).toBe(0.5);
  });
});
