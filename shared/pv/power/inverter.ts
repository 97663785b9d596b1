/**
 * Inverter models by name: the PVWatts curve, or a curve fitted to a catalogue model's
 * maximum and European efficiency.
 */
import {
  acPowerFromLossCoefficients,
  fitInverterLossCoefficients,
  type InverterLossCoefficients,
  unclippedAcPowerFromLossCoefficients,
} from './inverter-efficiency-curve';
import {
  PVWATTS_DEFAULT_NOMINAL_EFFICIENCY,
  PVWATTS_REFERENCE_EFFICIENCY,
  pvwattsInverter,
  pvwattsInverterUnclipped,
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

/**
 * A model made ready for the hourly loop in two parts: the conversion without the rating's cap,
 * and the cap. `Math.min(convert(dc), acLimit)` is exactly {@link inverterAcFunction}'s AC, and
 * what the cap removes is the clipping loss of the waterfall.
 */
export interface InverterConversion {
  /** DC power [W] in, AC power [W] out, never clipped. */
  convert: AcPowerFunction;
  /** The most AC the inverter gives (its rated AC power). [W] */
  acLimit: number;
}

/**
 * Prepares an inverter model as {@link InverterConversion}.
 * @throws Error for an unknown kind or invalid efficiencies
 */
export function inverterConversion(model: InverterModel): InverterConversion {
  switch (model.kind) {
    case 'pvwatts': {
      const nominal = model.nominalEfficiency ?? PVWATTS_DEFAULT_NOMINAL_EFFICIENCY;
      const reference = model.referenceEfficiency ?? PVWATTS_REFERENCE_EFFICIENCY;
      const dcRating = model.ratedAcPower / nominal;
      return {
        convert: (dcPower) => pvwattsInverterUnclipped(dcPower, dcRating, nominal, reference),
        // As pvwattsInverter caps it (η_nom · P_dc0, which may differ from the rating in its last bit).
        acLimit: nominal * dcRating,
      };
    }
    case 'efficiency-curve': {
      const coefficients = fitInverterLossCoefficients(model.maxEfficiency, model.europeanEfficiency);
      return {
        convert: (dcPower) => unclippedAcPowerFromLossCoefficients(dcPower, model.ratedAcPower, coefficients),
        acLimit: model.ratedAcPower,
      };
    }
    default:
      throw new Error(`invalid inverter model ${String((model as { kind: unknown }).kind)}`);
  }
}
