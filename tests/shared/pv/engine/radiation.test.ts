import { horizontalRadiationOf, radiationInfo } from '@pvd/shared/pv/engine/radiation';
import { annualPoaGlobal, planeGeometry } from '@pvd/shared/pv/irradiance/transposition-basis';
import { DEFAULT_SYSTEM_LOSSES } from '@pvd/shared/pv/losses/system-losses';
import { simulateArrayYear } from '@pvd/shared/pv/simulation/array-year';
import { describe, expect, it } from 'vitest';
import { testClimateYear as testClimate } from '../support/pvgis-year';

const sum = (values: Record<string, number>) => Object.values(values).reduce((a, b) => a + b, 0);

describe('horizontalRadiationOf', () => {
  it('answers the climate’s monthly GHI as GJan..GDec and their annual sum [kWh/m²]', () => {
    const climate = testClimate();
    const { GAnnual, ...months } = horizontalRadiationOf(climate);
    expect(months.GJul).toBeCloseTo(climate.derived().ghiMonthly[6]!, 2);
    expect(GAnnual).toBeCloseTo(sum(months), 1);
    // The NASA POWER fixture's means × days: 3.89 kWh/m²/day over a year is about 1420 kWh/m².
    expect(GAnnual).toBeGreaterThan(1400);
    expect(GAnnual).toBeLessThan(1440);
  });
});

describe('radiationInfo', () => {
  const climate = testClimate();
  const info = radiationInfo(climate, 30, 180);

  it('gives the Perez plane-of-array irradiation of the plane', () => {
    const expected = annualPoaGlobal(climate.basis(), planeGeometry(30, 180));
    expect(info.annual.TiltedRadiation).toBeCloseTo(expected, 1);
    expect(sum(info.TiltedRadiation)).toBeCloseTo(info.annual.TiltedRadiation, 0);
  });

  it('gives the energy of 1 kWp with the default losses [WIZ-10] [kWh/kWp]', () => {
    const year = simulateArrayYear(
      { array: { surfaceTilt: 30, surfaceAzimuth: 180, dcCapacity: 1000 }, losses: DEFAULT_SYSTEM_LOSSES },
      climate.weather(),
      climate.sun(),
    );
    expect(info.annual.Energy).toBeCloseTo(year.acEnergy.annual, 1);
    expect(info.Energy.Jun).toBeCloseTo(year.acEnergy.monthly[5]!, 1);
    // A plausible performance ratio for a south plane with 5 % flat losses.
    const performanceRatio = info.annual.Energy / info.annual.TiltedRadiation;
    expect(performanceRatio).toBeGreaterThan(0.75);
    expect(performanceRatio).toBeLessThan(0.9);
  });

  it('keeps the horizontal irradiation of the climate beside it', () => {
    expect(info.GlobalRadiation.Jan).toBeCloseTo(climate.derived().ghiMonthly[0]!, 2);
    expect(info.annual.TiltedRadiation).toBeGreaterThan(info.annual.GlobalRadiation);
  });
});
