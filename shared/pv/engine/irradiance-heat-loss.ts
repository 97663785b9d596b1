/**
 * queryIrradianceLossAndHeatLoss: what the arrays' orientation and the cells' heat cost.
 */
import { annualPoaGlobal, planeGeometry } from '../irradiance/transposition-basis';
import { NO_SYSTEM_LOSSES } from '../losses/system-losses';
import type { RowGeometry } from '../shading/row-shading';
import { simulateArrayYear } from '../simulation/array-year';
import type { HourlyWeather } from '../weather/types';
import type { EngineClimate } from './climate';
import { answerFigure } from './monthly';

/** One array of the request. */
export interface LayoutArray {
  /** [°] */
  surfaceTilt: number;
  /** Clockwise from north [°]. */
  surfaceAzimuth: number;
  /** Panel efficiency [%], the array's weight. */
  panelEfficiency?: number | null;
  /** γ [%/°C]; default −0.37 (standard c-Si). */
  tempCoefficientPmax?: number | null;
  /** Parallel rows (row-to-row shading); absent, a single row. [m] */
  rows?: RowGeometry | null;
}

/** Irradiance and heat loss. [%] */
export interface IrradianceAndHeatLoss {
  irradianceLoss: number;
  heatloss: number;
}

/** The climate's hours with the air temperature shifted so that its mean is `tempMean` [°C]. */
function withMeanTemperature(climate: EngineClimate, tempMean: number | null | undefined): HourlyWeather {
  const weather = climate.weather();
  const shift = tempMean === undefined || tempMean === null ? 0 : tempMean - climate.derived().tempMean;
  if (!Number.isFinite(shift) || Math.abs(shift) < 0.05) return weather;
  // Same irradiance arrays: the transposition terms cached for this year are reused.
  return { ...weather, tempAir: weather.tempAir.map((t) => t + shift) };
}

/** Weights of the arrays: their panel efficiencies when every one is given, else equal. */
function weightsOf(arrays: readonly LayoutArray[]): number[] {
  const all = arrays.every((a) => typeof a.panelEfficiency === 'number' && a.panelEfficiency > 0);
  return arrays.map((a) => (all ? (a.panelEfficiency as number) : 1));
}

/**
 * Irradiance loss against the best orientation and temperature loss of the arrays.
 * @remarks
 * Weights w_i: the panel efficiency η_i when every array gives one (arrays of equal area then
 * weigh by their power per m², i.e. by energy), else 1 each.
 * Irradiance loss = (1 − Σ w_i·H_i / (Σ w_i · H*)) × 100, with H_i the annual Perez
 * plane-of-array irradiation of array i [kWh/m²] and H* that of the best orientation the engine
 * finds for this climate (the request's bestTilt/bestAzimuth are not needed: the engine's optimum
 * is the reference, so the loss is never negative).
 * Heat loss = Σ w_i·ΔE_T,i / Σ w_i·E_iam,i × 100, from a 1 kWp year of each array with no flat
 * losses: E_iam the PVWatts DC energy at 25 °C cells after the incidence-angle model, and ΔE_T the
 * energy the temperature model removes (with rows, E_iam is after the row-to-row shading too), P = P_stc·G/1000·(1 + γ(T_cell − 25 °C)), T_cell by SAPM
 * (open rack, glass/polymer) from the air temperature and wind. The loss is net: cool hours below
 * 25 °C give back part of it (it may be negative in a cold climate). When avgTemperature is given,
 * the climate's hourly temperatures are shifted so that their mean equals it.
 * Source: A. P. Dobos, "PVWatts Version 5 Manual", NREL/TP-6A20-62641, 2014, doi:10.2172/1158421.
 */
export function irradianceAndHeatLoss(
  climate: EngineClimate,
  arrays: readonly LayoutArray[],
  avgTemperature?: number | null,
): IrradianceAndHeatLoss {
  const basis = climate.basis();
  const weights = weightsOf(arrays);
  const poa = arrays.map((a) => annualPoaGlobal(basis, planeGeometry(a.surfaceTilt, a.surfaceAzimuth)));
  const best = Math.max(climate.derived().best.poaAnnual, ...poa);
  const thermal = thermalTerms(climate, withMeanTemperature(climate, avgTemperature));
  const sums = { weight: 0, poa: 0, removed: 0, base: 0 };
  arrays.forEach((array, i) => {
    const w = weights[i]!;
    const year = thermal(array);
    sums.weight += w;
    sums.poa += w * poa[i]!;
    sums.removed += w * year.removed;
    sums.base += w * year.base;
  });
  return {
    irradianceLoss: answerFigure(
      best > 0 ? Math.max(0, (1 - sums.poa / (sums.weight * best)) * 100) : 0,
      'percent',
    ),
    heatloss: answerFigure(sums.base > 0 ? (sums.removed / sums.base) * 100 : 0, 'percent'),
  };
}

/** Energy of 1 kWp after the row shading and the IAM model (`base`) and what the temperature model removes from it. [kWh] */
interface ThermalYear {
  base: number;
  removed: number;
}

/** The thermal terms of an array, simulated once per orientation and coefficient. */
function thermalTerms(climate: EngineClimate, weather: HourlyWeather): (array: LayoutArray) => ThermalYear {
  const known = new Map<string, ThermalYear>();
  return (array) => {
    const rows = array.rows ?? undefined;
    const key = `${array.surfaceTilt}|${array.surfaceAzimuth}|${array.tempCoefficientPmax ?? ''}|${rows?.collectorWidthM ?? ''}|${rows?.pitchM ?? ''}`;
    let year = known.get(key);
    if (!year) {
      const { losses } = simulateArrayYear(
        {
          array: {
            surfaceTilt: array.surfaceTilt,
            surfaceAzimuth: array.surfaceAzimuth,
            dcCapacity: 1000,
            tempCoefficientPmax: array.tempCoefficientPmax ?? undefined,
            rows,
          },
          losses: NO_SYSTEM_LOSSES,
        },
        weather,
        climate.sun(),
      );
      // The energy reaching the temperature step: the shading (0 without rows) comes off before it.
      const shading = losses.horizon + losses.nearShading + losses.shading + losses.electricalShading;
      year = {
        removed: losses.temperatureModel + losses.thermal,
        base: losses.nominal - shading - losses.incidenceAngleModel - losses.incidenceAngle,
      };
      known.set(key, year);
    }
    return year;
  };
}
