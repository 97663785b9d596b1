/**
 * Panel voltage and current away from 25 °C, for string sizing. Linear temperature
 * coefficients are the datasheet model every string-sizing rule uses (IEC 62548, NEC 690.7).
 */
import { REFERENCE_TEMPERATURE_C } from './constants';
import type { PanelElectrical, TempCoefficientUnit } from './types';

/**
 * A datasheet temperature coefficient as a fraction of the STC value per kelvin.
 *
 * @remarks
 * '%/℃': c / 100. 'mV/℃' (per module): (c / 1000) / X_stc, where X_stc is the STC value the
 * coefficient belongs to, in V (for a current coefficient stored with the same unit list the value
 * is mA/℃ and X_stc is in A: the same arithmetic).
 *
 * @param coefficient - The datasheet coefficient. [%/°C or mV/°C]
 * @param unit - Its unit as the catalogue stores it.
 * @param valueAtStc - The STC value it belongs to (Voc, Isc, …). [V or A]
 * @returns The relative coefficient. [1/°C]
 * @example
 * relativeCoefficientPerC(-0.275, '%/℃', 49.9); // -0.00275
 * relativeCoefficientPerC(-58, 'mV/℃', 18);     // -0.003222…
 */
export function relativeCoefficientPerC(
  coefficient: number,
  unit: TempCoefficientUnit,
  valueAtStc: number,
): number {
  if (unit === '%/℃') return coefficient / 100;
  return valueAtStc === 0 ? 0 : coefficient / 1000 / valueAtStc;
}

/**
 * A datasheet value (Voc, Vmp, Isc) at another cell temperature, with a linear coefficient.
 *
 * @remarks
 * X(T) = X_stc × (1 + c × (T − 25 °C)), the correction of IEC 60891 procedure 1 without the
 * irradiance terms, as IEC 62548 uses it for the maximum string voltage.
 *
 * References: IEC 60891:2021, "Photovoltaic devices – Procedures for temperature and irradiance
 * corrections to measured I-V characteristics"; IEC 62548:2016, "Photovoltaic (PV) arrays –
 * Design requirements", the maximum PV voltage at the lowest expected temperature.
 *
 * @param valueAtStc - The value at 25 °C. [V or A]
 * @param relativeCoefficient - From `relativeCoefficientPerC`. [1/°C]
 * @param cellTemperatureC - Cell temperature. [°C]
 */
export function valueAtCellTemperature(
  valueAtStc: number,
  relativeCoefficient: number,
  cellTemperatureC: number,
): number {
  return valueAtStc * (1 + relativeCoefficient * (cellTemperatureC - REFERENCE_TEMPERATURE_C));
}

/**
 * One panel's open-circuit voltage at a cell temperature, e.g. the site minimum (cold morning,
 * cell at ambient temperature), whichever unit the Voc coefficient is stored in. [V]
 */
export function openCircuitVoltageAt(panel: PanelElectrical, cellTemperatureC: number): number {
  const c = relativeCoefficientPerC(
    panel.tempcoefficientvoc,
    panel.tempcoefficientvocunit,
    panel.opencircuitvoltage,
  );
  return valueAtCellTemperature(panel.opencircuitvoltage, c, cellTemperatureC);
}

/** One panel's short-circuit current at a cell temperature (Isc coefficient). [A] */
export function shortCircuitCurrentAt(panel: PanelElectrical, cellTemperatureC: number): number {
  const c = relativeCoefficientPerC(
    panel.tempcoefficientisc,
    panel.tempcoefficientiscunit,
    panel.shortcircuitcurrent,
  );
  return valueAtCellTemperature(panel.shortcircuitcurrent, c, cellTemperatureC);
}

/**
 * One panel's MPP voltage at a cell temperature. [V]
 *
 * @remarks
 * Datasheets give no Vmp coefficient. Since Imp barely changes with temperature, Pmax's
 * coefficient is mostly Vmp's, so it is used when known (γ_Pmax); otherwise Voc's relative
 * coefficient is used, which drops less (|β_Voc| < |γ_Pmax|) and so is the milder estimate.
 */
export function mppVoltageAt(panel: PanelElectrical, cellTemperatureC: number): number {
  const c =
    panel.tempCoefficientPmax !== undefined
      ? panel.tempCoefficientPmax / 100
      : relativeCoefficientPerC(
          panel.tempcoefficientvoc,
          panel.tempcoefficientvocunit,
          panel.opencircuitvoltage,
        );
  return valueAtCellTemperature(panel.mppvoltage, c, cellTemperatureC);
}

/** NOCT of a typical open-rack crystalline module, when the datasheet's is not known. [°C] */
export const TYPICAL_NOCT_C = 45;

/**
 * Cell temperature from ambient temperature and irradiance with the NOCT (Ross) model.
 *
 * @remarks
 * T_cell = T_air + (NOCT − 20 °C) / 800 W/m² × G. With NOCT 45 °C and G = 1000 W/m² the rise is
 * 31.25 K, the hot-cell design rise used by the advisories.
 *
 * Reference: R. G. Ross Jr., "Interface design considerations for terrestrial solar cell
 * modules," in Proc. 12th IEEE Photovoltaic Specialists Conf., 1976, pp. 801–806 (as in pvlib's
 * `temperature.ross`).
 *
 * @param tempAirC - Ambient air temperature. [°C]
 * @param irradianceWm2 - Plane-of-array irradiance. [W/m²]
 * @param noctC - Nominal operating cell temperature. [°C]
 * @returns Cell temperature. [°C]
 */
export function cellTemperatureRoss(tempAirC: number, irradianceWm2: number, noctC: number): number {
  return tempAirC + ((noctC - 20) / 800) * irradianceWm2;
}
