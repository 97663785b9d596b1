import { parseEpw } from '@pvd/shared/pv/weather/epw';
import { looksLikeTmy2, parseTmy2 } from '@pvd/shared/pv/weather/tmy2';
import { describe, expect, it } from 'vitest';
import { clearDayHourAngles, errorOf, instant, median, readFixture, replaceLine } from './fixture';

const TMY2 = readFixture('tmy2-greensboro-apr16-18.tm2');
const HOUR = 3_600_000;
/** Line (1-based) of the record for 16 April 1980, 13:00 (header, then hour 1 on line 2). */
const LINE_13H = 1 + 13;

/** `content` with the field at 1-based positions [from, to] of 1-based `line` replaced by `text`. */
function withField(content: string, line: number, from: number, to: number, text: string): string {
  return replaceLine(
    content,
    line - 1,
    (l) => l.slice(0, from - 1) + text.padStart(to - from + 1) + l.slice(to),
  );
}

describe('parseTmy2', () => {
  it('reads the site from the fixed-width header (36° 6′ N, 79° 57′ W, UTC-5, 273 m)', () => {
    const weather = parseTmy2(TMY2);
    expect(weather.site).toEqual({
      name: 'GREENSBORO',
      latitude: 36.1,
      longitude: -79.95,
      elevation: 273,
      timezone: -5,
    });
    expect([weather.source, weather.intervalHours, weather.timesUtcMs.length]).toEqual(['tmy2', 1, 72]);
  });

  it('reads a header whose leading blank was trimmed away', () => {
    expect(parseTmy2(TMY2.trimStart()).site).toEqual(parseTmy2(TMY2).site);
  });

  it('is recognised from its first lines', () => {
    expect(looksLikeTmy2(TMY2.split('\n'))).toBe(true);
    expect(looksLikeTmy2(readFixture('tmy3-greensboro-jan1-3.csv').split('\n'))).toBe(false);
  });

  it('places hour h at the middle of the hour ending h:00 local standard time', () => {
    // User's Manual for TMY2s §3: values are the energy of the 60 minutes before the hour, LST.
    const weather = parseTmy2(TMY2);
    // First record " 80041601": 00:00-01:00 UTC-5, physical 00:30-05:00 on 16 April 1980.
    expect(weather.timesUtcMs[0]).toBe(instant('1980-04-16T00:30:00-05:00'));
    // Hour 24 of 18 April is 23:00-24:00.
    expect(weather.timesUtcMs[71]).toBe(instant('1980-04-18T23:30:00-05:00'));
    expect(weather.timesUtcMs[1]! - weather.timesUtcMs[0]!).toBe(HOUR);
  });

  it('converts tenths of °C and of m/s, and mbar to Pa; irradiance is Wh/m² over the hour = W/m²', () => {
    // Record " 80041613": GHI 0957, DNI 0880, DHI 0166, dry bulb 0150, pressure 0986, wind 067.
    const weather = parseTmy2(TMY2);
    expect([weather.ghi[12], weather.dni[12], weather.dhi[12]]).toEqual([957, 880, 166]);
    expect([weather.tempAir[12], weather.windSpeed[12], weather.pressure?.[12]]).toEqual([15, 6.7, 98_600]);
  });

  it('gives the instants and values of the EPW excerpt written from the same TMY3 records', () => {
    // Both fixtures hold NSRDB TMY3 723170 records from 16 April 1980 (README).
    const tmy2 = parseTmy2(TMY2);
    const epw = parseEpw(readFixture('greensboro-apr16-20.epw'));
    for (const key of ['timesUtcMs', 'ghi', 'dni', 'dhi', 'tempAir', 'windSpeed'] as const) {
      expect(Array.from(tmy2[key])).toEqual(Array.from(epw[key].slice(0, 72)));
    }
  });

  it('reads negative tenths of °C', () => {
    expect(parseTmy2(withField(TMY2, LINE_13H, 68, 71, '-028')).tempAir[12]).toBe(-2.8);
  });

  it('reads a blank field as missing', () => {
    const weather = parseTmy2(withField(TMY2, LINE_13H, 96, 98, '   '));
    expect(weather.windSpeed[12]).toBeNaN();
    expect(weather.windSpeed[13]).toBe(6.7);
  });

  it('names the element a short record lacks', () => {
    const content = replaceLine(TMY2, LINE_13H - 1, (line) => line.slice(0, 90));
    const error = errorOf(() => parseTmy2(content));
    expect([error.reason, error.column, error.line]).toEqual([
      'missing-column',
      'wind speed (96-98)',
      LINE_13H,
    ]);
  });

  it('centres the clear days on solar noon: hour angle of the GHI centroid, median within ±2°', () => {
    // 16-18 April 1980 at Greensboro are clear (daily clearness 0.68-0.74); clouds move a single
    // day's centroid by a few degrees. Placed half an hour later (the label itself instead of
    // mid-hour), the centroids sit at +6.6° to +10.3° (median 8.5°).
    const angles = clearDayHourAngles(parseTmy2(TMY2));
    expect(angles).toHaveLength(3);
    expect(Math.abs(median(angles))).toBeLessThan(2);
    for (const angle of angles) expect(Math.abs(angle)).toBeLessThan(4.5);
  });

  it('refuses a dry bulb of -5000 °C (written -50000 tenths would not fit: -9999 tenths, -999.9 °C)', () => {
    const error = errorOf(() => parseTmy2(withField(TMY2, LINE_13H, 68, 71, '-999')));
    expect(error.reason).toBe('out-of-range');
    const cold = errorOf(() => parseTmy2(withField(TMY2, LINE_13H, 68, 71, '9999')));
    expect([cold.reason, cold.quantity, cold.value, cold.line]).toEqual([
      'out-of-range',
      'tempAir',
      999.9,
      LINE_13H,
    ]);
  });

  it('refuses a wind speed of 99.9 m/s and text that is not a number', () => {
    expect(errorOf(() => parseTmy2(withField(TMY2, LINE_13H, 96, 98, '999'))).quantity).toBe('windSpeed');
    expect(errorOf(() => parseTmy2(withField(TMY2, LINE_13H, 18, 21, 'NaN '))).reason).toBe('bad-value');
  });

  it('refuses records that are not whole consecutive days', () => {
    const lines = TMY2.split('\n');
    [lines[5], lines[6]] = [lines[6]!, lines[5]!];
    expect(errorOf(() => parseTmy2(lines.join('\n'))).reason).toBe('bad-timestamp');
    expect(errorOf(() => parseTmy2(TMY2.split('\n').slice(0, 30).join('\n'))).reason).toBe(
      'wrong-record-count',
    );
  });
});
