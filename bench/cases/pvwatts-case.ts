/**
 * The PVWatts case of ../shared/fixtures/weather/pvlib-reference.json (`pvwatts_10kwp_tilt30`)
 * as run-report options: 10 kWp at tilt 30°, azimuth 180°, Perez with albedo 0.2, PVWatts DC
 * (γ -0.35 %/°C), SAPM cell temperature (open rack, glass/glass), physical IAM, PVWatts
 * inverter of 96 % and 10 kW AC, no other losses.
 */
import { NO_SYSTEM_LOSSES } from '@pvd/shared/pv/losses/system-losses';
import type { RunReportOptions } from '@pvd/shared/pv/simulation/run-report';

export const PVWATTS_CASE: Readonly<RunReportOptions> = {
  surfaceTilt: 30,
  surfaceAzimuth: 180,
  transposition: 'perez',
  albedo: 0.2,
  dcCapacity: 10_000,
  tempCoefficientPmax: -0.35,
  temperatureModel: 'sapm-open-rack-glass-glass',
  iamModel: 'physical',
  inverter: { kind: 'pvwatts', ratedAcPower: 10_000, nominalEfficiency: 0.96 },
  losses: NO_SYSTEM_LOSSES,
  optimum: false,
};
