import { nutationByPhasors } from '@pvd/shared/pv/solar-position/nutation-phasors';
import { nutation, nutationArguments } from '@pvd/shared/pv/solar-position/spa-geocentric';
import { describe, expect, it } from 'vitest';

describe('nutationByPhasors', () => {
  it('reproduces Δψ and Δε of the SPA report (Table A5.1)', () => {
    // Reda and Andreas, NREL/TP-560-34302, Table A5.1: JCE 0.037927819916852.
    const jce = 0.037927819916852;
    const [deltaPsi, deltaEpsilon] = nutationByPhasors(jce, nutationArguments(jce));
    expect(deltaPsi).toBeCloseTo(-0.0039984, 7);
    expect(deltaEpsilon).toBeCloseTo(0.00166657, 8);
  });

  it('equals the published row sums to 1e-12° over the years −2000 to 6000', () => {
    // Prepare: SPA's range of validity is JCE −40 to 40.
    let worst = 0;
    // Act
    for (let jce = -40; jce <= 40; jce += 0.0137) {
      const x = nutationArguments(jce);
      const [psiRows, epsilonRows] = nutation(jce, x);
      const [psiPhasors, epsilonPhasors] = nutationByPhasors(jce, x);
      worst = Math.max(worst, Math.abs(psiRows - psiPhasors), Math.abs(epsilonRows - epsilonPhasors));
    }
    // Assess: measured 4e-14° (arguments of up to 2e7° at the ends of the range).
    expect(worst).toBeLessThan(1e-12);
  });
});
