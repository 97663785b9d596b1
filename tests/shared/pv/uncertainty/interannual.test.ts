import {
  climateZoneByLatitude,
  INTERANNUAL_SIGMA_BY_ZONE,
  interannualSigma,
  interannualSigmaFromAnnualTotals,
} from '@pvd/shared/pv/uncertainty/interannual';
import { describe, expect, it } from 'vitest';

describe('interannualSigmaFromAnnualTotals', () => {
  it('is the sample standard deviation over the mean, worked by hand for five years', () => {
    // totals 1650, 1720, 1580, 1690, 1610 kWh/m²: mean 8250/5 = 1650;
    // deviations 0, 70, −70, 40, −40 → squares 0 + 4900 + 4900 + 1600 + 1600 = 13 000;
    // s = √(13 000/4) = √3250 = 57.0088; σ_iav = 57.0088/1650 = 3.4551 %
    expect(interannualSigmaFromAnnualTotals([1650, 1720, 1580, 1690, 1610])).toBeCloseTo(3.4551, 4);
  });

  it('is NaN for fewer than two years or a mean that is not positive', () => {
    expect(interannualSigmaFromAnnualTotals([1650])).toBeNaN();
    expect(interannualSigmaFromAnnualTotals([0, 0])).toBeNaN();
  });

  it('is 0 for identical years', () => {
    expect(interannualSigmaFromAnnualTotals([1500, 1500, 1500])).toBe(0);
  });
});

describe('climate zones', () => {
  it('takes the tropics within 23.44°, cold from 45°, temperate between, both hemispheres', () => {
    expect(climateZoneByLatitude(22.5)).toBe('tropical'); // Guangzhou
    expect(climateZoneByLatitude(-10)).toBe('tropical');
    expect(climateZoneByLatitude(31.2)).toBe('temperate'); // Shanghai
    expect(climateZoneByLatitude(-33.9)).toBe('temperate'); // Sydney
    expect(climateZoneByLatitude(45.8)).toBe('cold'); // Harbin
  });

  it('keeps the zone defaults within Gueymard & Wilcox (2011): 2-5 % of annual GHI', () => {
    for (const zone of Object.values(INTERANNUAL_SIGMA_BY_ZONE)) {
      expect(zone.sigmaPercent).toBeGreaterThanOrEqual(2);
      expect(zone.sigmaPercent).toBeLessThanOrEqual(5);
    }
  });
});

describe('interannualSigma', () => {
  it('takes the entered value first, then several years, then the zone', () => {
    const years = [1650, 1720, 1580, 1690, 1610];
    expect(interannualSigma({ latitude: 31, enteredSigmaPercent: 6, annualTotals: years })).toEqual({
      sigmaPercent: 6,
      basis: 'entered',
      zone: 'temperate',
    });
    const fromYears = interannualSigma({ latitude: 31, annualTotals: years });
    expect(fromYears.basis).toBe('multi-year');
    expect(fromYears.sigmaPercent).toBeCloseTo(3.4551, 4);
    expect(interannualSigma({ latitude: 31, zone: 'arid' })).toEqual({
      sigmaPercent: 2.5,
      basis: 'zone',
      zone: 'arid',
    });
    expect(interannualSigma({ latitude: 50, annualTotals: [1000] })).toEqual({
      sigmaPercent: 4.5,
      basis: 'zone',
      zone: 'cold',
    });
  });
});
