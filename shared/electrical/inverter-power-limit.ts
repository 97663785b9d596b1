/**
 * How much string power an inverter takes without failing an AC check that the string design
 * decides [STR-7]: total string power at most the max DC power, and the AC/rated power
 * ratio at most 150 %. The line loss check also depends on the AC cable, which the string
 * design does not choose.
 */
import { acRatedPowerRatio } from './ac-checks';
import { RATED_POWER_RATIO } from './constants';
import type { InverterLimits } from './inverter-limits';

/**
 * Whether an inverter takes a total string power: P ≤ P_dc,max and
 * P / P_ac,rated / η_EU × 100 ≤ 150 %, evaluated exactly as `checkInverterAc` does.
 *
 * @param limits - The inverter's limits, from `readInverterLimits`.
 * @param totalStringPowerW - Σ string power on the inverter. [W]
 */
export function inverterTakesPower(limits: InverterLimits, totalStringPowerW: number): boolean {
  return (
    totalStringPowerW <= limits.maxDcPowerW &&
    acRatedPowerRatio(totalStringPowerW, limits.ratedAcPowerW, limits.europeanEfficiencyPercent) <=
      RATED_POWER_RATIO.normalMax
  );
}

/**
 * The most panels of one type an inverter takes on top of the string power it already carries.
 *
 * @remarks
 * k = ⌊(min(P_dc,max, 1.5 × P_ac,rated × η_EU) − P_used) / P_max⌋, then moved by one until
 * `inverterTakesPower` agrees, so rounding can never let a proposal fail the check.
 *
 * @param limits - The inverter's limits.
 * @param usedPowerW - String power already on the inverter. [W]
 * @param panelPowerW - The panel's peak power. [W]
 * @returns Panels, ≥ 0.
 */
export function panelsWithinPowerLimit(
  limits: InverterLimits,
  usedPowerW: number,
  panelPowerW: number,
): number {
  if (panelPowerW <= 0 || !inverterTakesPower(limits, usedPowerW)) return 0;
  const ratioCeilingW =
    (RATED_POWER_RATIO.normalMax / 100) * limits.ratedAcPowerW * (limits.europeanEfficiencyPercent / 100);
  let panels = Math.max(
    0,
    Math.floor((Math.min(limits.maxDcPowerW, ratioCeilingW) - usedPowerW) / panelPowerW),
  );
  while (panels > 0 && !inverterTakesPower(limits, usedPowerW + panels * panelPowerW)) panels--;
  while (inverterTakesPower(limits, usedPowerW + (panels + 1) * panelPowerW)) panels++;
  return panels;
}
