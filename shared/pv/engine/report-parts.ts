/**
 * The engine's parts of the report data (generation, horizontal radiation, the emissions the
 * first year's generation avoids, the climate source), answered alike by queryProjectReportData
 * and the report by id.
 */
import { emissionSavings } from '../../finance/emissions';
import type { EngineClimate } from './climate';
import type { Generation } from './generation';
import { answerFigure, horizontalByMonth } from './monthly';

/** The report's energy saving: avoided CO2E, CO2, CH4, N2O [kg] and afforestation [ha] [FIN-3]. */
export function energySavingOf(annualGenerationKwh: number) {
  const saving = emissionSavings(annualGenerationKwh);
  return {
    CO2E: answerFigure(saving.co2EquivalentKg, 'emissionKg'),
    CO2: answerFigure(saving.co2Kg, 'emissionKg'),
    CH4: answerFigure(saving.ch4Kg, 'traceGasKg'),
    N2O: answerFigure(saving.n2oKg, 'traceGasKg'),
    afforestationArea: answerFigure(saving.afforestationAreaHa, 'afforestationHa'),
  };
}

/**
 * The engine's parts of a report: the year's and the 25 years' generation [kWh], the monthly
 * horizontal irradiation [kWh/m²], the energy saving and the climate source.
 */
export function reportEngineParts<Source>(generation: Generation, climate: EngineClimate, source: Source) {
  return {
    powergeneration: {
      monthlyPowerGeneration: generation.monthlyPowerGeneration,
      totalPowerGeneration: generation.totalPowerGeneration,
      yearlyPowerGeneration: generation.yearlyPowerGeneration,
    },
    horizontalradiation: horizontalByMonth(climate.derived().ghiMonthly),
    energySaving: energySavingOf(generation.totalPowerGeneration),
    source,
  };
}
