import { DAYS_PER_MONTH } from '@pvd/shared/pv/civil-calendar';
import {
  collaresPereiraRablRatio,
  hourlyFromMonthly,
  liuJordanRatio,
  sunsetHourAngle,
} from '@pvd/shared/pv/climate/monthly-to-hourly';
import { computeSunPositions } from '@pvd/shared/pv/solar-position/sun-positions';
import type { MonthlyClimate } from '@pvd/shared/pv/weather/types';
import { describe, expect, it } from 'vitest';

// Monthly means of the Greensboro NC TMY3 (NSRDB 723170): GHI and DHI [kWh/m²/day], air [°C].
const greensboro: MonthlyClimate = {
  site: { latitude: 36.1, longitude: -79.95, elevation: 273, timezone: -5 },
  source: 'test-monthly',
  ghiDaily: [2.414, 3.063, 4.251, 5.41, 5.636, 6.251, 6.083, 5.615, 4.427, 3.589, 2.435, 2.243],
  dhiDaily: [1.126, 1.136, 1.79, 2.1, 2.668, 2.759, 2.72, 2.555, 2.001, 1.513, 1.072, 0.932],
  tempMean: [3.3, 5.3, 9.9, 14.8, 19.5, 23.9, 25.8, 25.1, 21.4, 15.2, 9.8, 4.7],
};

function monthlySums(series: Float64Array, month: Uint8Array): number[] {
  const sums = new Array(12).fill(0);
  series.forEach((value, i) => {
    sums[month[i]!] += value / 1000;
  });
  return sums;
}

describe('hourly profiles', () => {
  it('distribute a day: Σ r over the hours of a day ≈ 1 (Collares-Pereira & Rabl, Liu & Jordan)', () => {
    const sunset = sunsetHourAngle(36.1, 10);
    let global = 0;
    let diffuse = 0;
    for (let hour = 0; hour < 24; hour++) {
      const hourAngle = (hour + 0.5 - 12) * 15;
      global += collaresPereiraRablRatio(hourAngle, sunset);
      diffuse += liuJordanRatio(hourAngle, sunset);
    }
    expect(global).toBeCloseTo(1, 1);
    expect(diffuse).toBeCloseTo(1, 1);
  });

  it('gives sunset at 90° on the equinox, 180° in polar day and 0° in polar night', () => {
    expect(sunsetHourAngle(45, 0)).toBeCloseTo(90, 10);
    expect(sunsetHourAngle(78, 23)).toBe(180);
    expect(sunsetHourAngle(78, -23)).toBe(0);
    expect(collaresPereiraRablRatio(0, 0)).toBe(0);
  });
});

describe('hourlyFromMonthly', () => {
  it("keeps each month's global and diffuse irradiation exactly", () => {
    const weather = hourlyFromMonthly(greensboro);
    const sun = computeSunPositions(weather);
    const ghi = monthlySums(weather.ghi, sun.month);
    const dhi = monthlySums(weather.dhi, sun.month);
    greensboro.ghiDaily.forEach((daily, m) => {
      expect(ghi[m]).toBeCloseTo(daily * DAYS_PER_MONTH[m]!, 6);
    });
    // The beam split moves near-horizon hours (z > 87°) entirely to diffuse: within 0.5 %.
    greensboro.dhiDaily!.forEach((daily, m) => {
      expect(Math.abs(dhi[m] / (daily * DAYS_PER_MONTH[m]!) - 1)).toBeLessThan(0.005);
    });
    expect(weather.timesUtcMs).toHaveLength(8760);
    expect(weather.source).toBe('synthetic:test-monthly');
  });

  it('closes GHI = DHI + DNI cos z and has no irradiance at night', () => {
    const weather = hourlyFromMonthly(greensboro);
    const sun = computeSunPositions(weather);
    for (let i = 0; i < weather.ghi.length; i++) {
      if (sun.apparentZenith[i]! > 90) expect(weather.ghi[i]).toBe(0);
      expect(weather.dhi[i]! + weather.dni[i]! * Math.max(sun.sunUp[i]!, 0)).toBeCloseTo(weather.ghi[i]!, 6);
      expect(weather.dni[i]!).toBeGreaterThanOrEqual(0);
    }
  });

  it('varies the days: clear and overcast days alternate within a month', () => {
    const weather = hourlyFromMonthly(greensboro);
    const julyDays = Array.from({ length: 31 }, (_, d) => {
      let sum = 0;
      for (let h = 0; h < 24; h++) sum += weather.ghi[(181 + d) * 24 + h]!;
      return sum / 1000;
    });
    expect(Math.max(...julyDays) / Math.min(...julyDays)).toBeGreaterThan(3);
    expect(julyDays.reduce((a, b) => a + b, 0) / 31).toBeCloseTo(greensboro.ghiDaily[6]!, 6);
  });

  it('estimates diffuse by Erbs when the source has none', () => {
    const { dhiDaily: _, ...globalOnly } = greensboro;
    const weather = hourlyFromMonthly(globalOnly);
    const total = weather.dhi.reduce((a, b) => a + b, 0) / weather.ghi.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(0.3);
    expect(total).toBeLessThan(0.55);
  });

  it('keeps the monthly mean temperature and the given diurnal range', () => {
    const climate = {
      ...greensboro,
      tempMin: greensboro.tempMean.map((t) => t - 6),
      tempMax: greensboro.tempMean.map((t) => t + 6),
    };
    const weather = hourlyFromMonthly(climate);
    const sun = computeSunPositions(weather);
    const july = weather.tempAir.filter((_, i) => sun.month[i] === 6);
    expect(july.reduce((a, b) => a + b, 0) / july.length).toBeCloseTo(25.8, 1);
    expect(Math.max(...july) - Math.min(...july)).toBeCloseTo(12, 0);
    expect(weather.windSpeed.every((w) => w === 1)).toBe(true);
  });

  it('gives no irradiance in polar night and shares the month among sunny days', () => {
    const arctic: MonthlyClimate = {
      site: { latitude: 78.2, longitude: 15.6, elevation: 10, timezone: 1 },
      source: 'test',
      ghiDaily: [0, 0.1, 0.9, 2.8, 4.6, 5.1, 4.1, 2.3, 0.9, 0.2, 0, 0],
      tempMean: new Array(12).fill(-5),
    };
    const weather = hourlyFromMonthly(arctic);
    const sun = computeSunPositions(weather);
    const sums = monthlySums(weather.ghi, sun.month);
    expect(sums[0]).toBe(0);
    expect(sums[11]).toBe(0);
    expect(sums[1]).toBeCloseTo(0.1 * 28, 6); // February: only the last days see the sun
    expect(sums[5]).toBeCloseTo(5.1 * 30, 6);
  });
});
