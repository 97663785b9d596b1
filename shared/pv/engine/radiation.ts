/**
 * Radiation answers: monthly horizontal irradiation (queryHorizontalRadiationInfo), and horizontal
 * and tilted irradiation with the energy of one kilowatt-peak (queryRadiationInfo).
 */
import { DEFAULT_SYSTEM_LOSSES } from '../losses/system-losses';
import { simulateArrayYear } from '../simulation/array-year';
import type { EngineClimate } from './climate';
import {
  answerFigure,
  byMonth,
  type HorizontalRadiation,
  horizontalByMonth,
  type MonthlyValues,
} from './monthly';

/** Monthly GHI GJan..GDec and its annual sum GAnnual. [kWh/m²] */
export function horizontalRadiationOf(climate: EngineClimate): HorizontalRadiation & { GAnnual: number } {
  const { ghiMonthly, ghiAnnual } = climate.derived();
  return { ...horizontalByMonth(ghiMonthly), GAnnual: answerFigure(ghiAnnual, 'energy') };
}

/** queryRadiationInfo's answer without its source. */
export interface RadiationInfo {
  Energy: MonthlyValues;
  GlobalRadiation: MonthlyValues;
  TiltedRadiation: MonthlyValues;
  annual: { Energy: number; GlobalRadiation: number; TiltedRadiation: number };
}

/**
 * Irradiation of a plane and the energy of 1 kWp in it.
 * @remarks Energy is the AC energy of a 1 kWp array with the default losses [WIZ-10] (soiling 3 %,
 * LID 2 %, incidence 0.05 % on top of the physical IAM, ageing not applied: year 1), the
 * temperature coefficient −0.37 %/°C (standard c-Si), SAPM open-rack cell temperature and a
 * PVWatts inverter of 1 kW at 96 % nominal efficiency, i.e. a specific yield [kWh/kWp].
 * TiltedRadiation is the Perez plane-of-array irradiation (albedo 0.2).
 * @param surfaceTilt [°]
 * @param surfaceAzimuth clockwise from north [°]
 */
export function radiationInfo(
  climate: EngineClimate,
  surfaceTilt: number,
  surfaceAzimuth: number,
): RadiationInfo {
  const year = simulateArrayYear(
    { array: { surfaceTilt, surfaceAzimuth, dcCapacity: 1000 }, losses: DEFAULT_SYSTEM_LOSSES },
    climate.weather(),
    climate.sun(),
  );
  const { ghiMonthly, ghiAnnual } = climate.derived();
  return {
    Energy: byMonth(year.acEnergy.monthly),
    GlobalRadiation: byMonth(ghiMonthly),
    TiltedRadiation: byMonth(year.poa.monthly),
    annual: {
      Energy: answerFigure(year.acEnergy.annual, 'energy'),
      GlobalRadiation: answerFigure(ghiAnnual, 'energy'),
      TiltedRadiation: answerFigure(year.poa.annual, 'energy'),
    },
  };
}
