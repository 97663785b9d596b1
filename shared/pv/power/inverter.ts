/**
 * Inverter models by name: the PVWatts curve, or a curve fitted to a catalogue model's
 * maximum and European efficiency.
 */
import {
  acPowerFromLossCoefficients,
  fitInverterLossCoefficients,
  type InverterLossCoefficients,
} from './inverter-efficiency-curve';
import {
  PVWATTS_DEFAULT_NOMINAL_EFFICIENCY,
  PVWATTS_REFERENCE_EFFICIENCY,
  pvwattsInverter,
} from './inverter-pvwatts';

/** How an inverter turns DC into AC. */
export type InverterModel =
  | {
      kind: 'pvwatts';
      /** Rated AC output [W]. */
      ratedAcPower: number;
      /** η_nom [-]; default 0.96. */
      nominalEfficiency?: number;
      /** η_ref [-]; default 0.9637. */
      referenceEfficiency?: number;
    }
  | {
      kind: 'efficiency-curve';
      /** Rated AC output [W]. */
      ratedAcPower: number;
      /** Maximum efficiency [-] (catalogue `maxeffec` / 100). */
      maxEfficiency: number;
      /** European efficiency [-] (catalogue `europeeffec` / 100). */
      europeanEfficiency: number;
    };

/** A model made ready for the hourly loop: DC power [W] in, AC power [W] out. */
export type AcPowerFunction = (dcPower: number) => number;

/**
 * Prepares an inverter model (fits the curve once) and returns its DC-to-AC function.
 * @throws Error for an unknown kind or invalid efficiencies
 */
export function inverterAcFunction(model: InverterModel): AcPowerFunction {
  switch (model.kind) {
    case 'pvwatts': {
      const nominal = model.nominalEfficiency ?? PVWATTS_DEFAULT_NOMINAL_EFFICIENCY;
      const reference = model.referenceEfficiency ?? PVWATTS_REFERENCE_EFFICIENCY;
      const dcRating = model.ratedAcPower / nominal;
      return (dcPower) => pvwattsInverter(dcPower, dcRating, nominal, reference);
    }
    case 'efficiency-curve': {
      const coefficients: InverterLossCoefficients = fitInverterLossCoefficients(
        model.maxEfficiency,
        model.europeanEfficiency,
      );
      return (dcPower) => acPowerFromLossCoefficients(dcPower, model.ratedAcPower, coefficients);
    }
    default:
      throw new Error(`invalid inverter model ${String((model as { kind: unknown }).kind)}`);
  }
}
