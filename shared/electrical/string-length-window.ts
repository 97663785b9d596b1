/**
 * The string-length window of a panel on an MPPT, and why a panel takes no string at all on an
 * inverter model: the numbers the automatic string design gives when it cannot place panels.
 */
import { hotCellTemperatureC, shortCircuitCurrentAdvisory } from './advisories';
import type { StringLengthWindow, StringUnfitReason } from './auto-design-types';
import { DC_LINE_LOSS_LIMIT_PERCENT } from './constants';
import { designLaying, type MpptRowContext } from './row-warnings';
import { checkMpptRow } from './string-checks';
import { mppVoltageAt, openCircuitVoltageAt } from './temperature';

/** Longest string looked at (PROJECT_LIMITS.panelsPerString). */
const MAX_PANELS_PER_STRING = 200;

/**
 * The string lengths every voltage limit allows (IEC 62548 design practice).
 *
 * @remarks
 * n_min = ⌈V_MPPT,min / V_mp(T_hot)⌉ (with V_mp at STC, the check of [STR-1], when that is lower),
 * n_max = min(⌊V_dc,max / V_oc(T_min)⌋, ⌊V_MPPT,max / V_mp,STC⌋), where T_min is the site's
 * minimum ambient temperature (a cold cell at dawn, open circuit) and T_hot the hot cell
 * temperature of `hotCellTemperatureC` (site maximum + NOCT heating at 1000 W/m²). Each bound is
 * found by evaluating the checks' own expressions, so the window and the checks never disagree.
 *
 * References: IEC 62548-1:2023, "Photovoltaic (PV) arrays – Part 1: Design requirements", the
 * maximum array voltage from V_oc at the lowest expected cell temperature; Deutsche Gesellschaft
 * für Sonnenenergie (DGS), Planning and Installing Photovoltaic Systems, 3rd ed. London, UK:
 * Earthscan/Routledge, 2013, inverter sizing: the most modules per string from V_oc at the
 * coldest cell, the fewest from V_mpp at the hottest.
 */
export function stringLengthWindow(ctx: MpptRowContext): StringLengthWindow {
  const { limits, mpptIndex, panel, site } = ctx;
  const openCircuitVoltageColdV = openCircuitVoltageAt(panel, site.minTemperatureC);
  const hot = hotCellTemperatureC({ siteMaxTemperatureC: site.maxTemperatureC, noctC: site.noctC });
  const mppVoltageHotV = mppVoltageAt(panel, hot);
  const maxDcVoltageV = limits.maxDcVoltageV[mpptIndex]!;
  const longestBy = (fits: (n: number) => boolean) => {
    let n = 0;
    while (n < MAX_PANELS_PER_STRING && fits(n + 1)) n++;
    return n;
  };
  const byOpenCircuit = longestBy((n) => openCircuitVoltageColdV * n <= maxDcVoltageV);
  const byMppMax = longestBy((n) => panel.mppvoltage * n <= limits.mppVoltageMaxV);
  let minPanelsPerString = 1;
  while (
    minPanelsPerString <= MAX_PANELS_PER_STRING &&
    (mppVoltageHotV * minPanelsPerString < limits.mppVoltageMinV ||
      panel.mppvoltage * minPanelsPerString < limits.mppVoltageMinV)
  ) {
    minPanelsPerString++;
  }
  return {
    minPanelsPerString,
    maxPanelsPerString: Math.min(byOpenCircuit, byMppMax),
    maxLimitedBy: byOpenCircuit <= byMppMax ? 'open-circuit-voltage-cold' : 'mpp-voltage-max',
    openCircuitVoltageColdV,
    mppVoltageHotV,
    mppVoltageStcV: panel.mppvoltage,
    siteMinTemperatureC: site.minTemperatureC,
    hotCellTemperatureC: hot,
    maxDcVoltageV,
    mppVoltageMinV: limits.mppVoltageMinV,
    mppVoltageMaxV: limits.mppVoltageMaxV,
  };
}

/**
 * Why one string of the panel does not fit the MPPT, checked in the order a designer would:
 * the voltage window, then one string's current, its power at the shortest length, and the cable
 * loss at the longest length the power allows. Null when a string fits.
 */
export function mpptUnfitReason(ctx: MpptRowContext): StringUnfitReason | null {
  const { limits, mpptIndex, panel, site } = ctx;
  if (limits.maxStringsPerMppt[mpptIndex]! < 1) return { kind: 'mppt-takes-no-strings' };
  const window = stringLengthWindow(ctx);
  if (window.minPanelsPerString > window.maxPanelsPerString) return { kind: 'no-string-length-fits', window };
  const shortCircuit = shortCircuitCurrentAdvisory(limits, mpptIndex, panel, 1, {
    siteMaxTemperatureC: site.maxTemperatureC,
    noctC: site.noctC,
  });
  const maxDcCurrentA = limits.maxDcCurrentA[mpptIndex]!;
  if (panel.mppcurrent > maxDcCurrentA || shortCircuit.result !== 'success') {
    return {
      kind: 'string-current-too-high',
      mppCurrentA: panel.mppcurrent,
      maxDcCurrentA,
      shortCircuitCurrentHotA: shortCircuit.shortCircuitCurrentA,
      shortCircuitLimitA: shortCircuit.limitA,
    };
  }
  const maxMpptPowerW = limits.maxMpptPowerW[mpptIndex]!;
  const shortestStringPowerW = panel.peakpower * window.minPanelsPerString;
  if (shortestStringPowerW > maxMpptPowerW)
    return { kind: 'string-power-too-high', shortestStringPowerW, maxMpptPowerW };
  const longest = Math.max(
    window.minPanelsPerString,
    Math.min(window.maxPanelsPerString, Math.floor(maxMpptPowerW / panel.peakpower)),
  );
  const row = checkMpptRow({
    limits,
    mpptIndex,
    panel,
    numberOfStrings: 1,
    numberOfComponentsPerString: longest,
    dcCable: ctx.dcCable,
    dcCableLaying: designLaying(site),
    siteMinTemperatureC: site.minTemperatureC,
  });
  if (row.checks.cableAmpacity !== 'success') {
    return {
      kind: 'cable-capacity-too-low',
      designCurrentA: row.dcDesignCurrentA,
      capacityA: row.dcCableCapacityA,
      suggestedAreaMm2: row.dcCableAdvice.kind === 'resize' ? row.dcCableAdvice.areaMm2 : null,
    };
  }
  if (row.checks.dcPowerLossRate !== 'success') {
    return {
      kind: 'cable-loss-too-high',
      lowestLossPercent: row.dcCableLossPercent,
      limitPercent: DC_LINE_LOSS_LIMIT_PERCENT,
    };
  }
  return null;
}
