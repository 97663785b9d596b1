/**
 * DC power of a PV array: PVWatts' linear model in irradiance with a temperature coefficient.
 */

/** Cell temperature at which the nameplate power is rated (STC). [°C] */
export const REFERENCE_CELL_TEMPERATURE = 25;

/**
 * DC power by the PVWatts model.
 * @remarks P_dc = (E_eff / 1000 W/m²) · P_dc0 · (1 + γ/100 · (T_c − T_ref)).
 * Source: A. P. Dobos, "PVWatts Version 5 Manual", NREL/TP-6A20-62641, 2014,
 * doi:10.2172/1158421, eq. 7; as pvlib `pvsystem.pvwatts_dc` (whose γ is in 1/°C).
 * @param effectiveIrradiance irradiance reaching the cells [W/m²]
 * @param tempCell cell temperature [°C]
 * @param dcCapacity nameplate DC power at STC, P_dc0 [W]
 * @param tempCoefficientPmax temperature coefficient of power γ [%/°C], e.g. −0.35
 * @param tempReference reference cell temperature [°C]; 25
 * @returns DC power [W]
 */
export function pvwattsDc(
  effectiveIrradiance: number,
  tempCell: number,
  dcCapacity: number,
  tempCoefficientPmax: number,
  tempReference: number = REFERENCE_CELL_TEMPERATURE,
): number {
  return (
    (effectiveIrradiance / 1000) * dcCapacity * (1 + (tempCoefficientPmax / 100) * (tempCell - tempReference))
  );
}
