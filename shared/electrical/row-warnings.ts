/**
 * What the manual check says of one MPPT row, as the automatic string design reads it: no
 * error, and the warnings (each with its figures) that the row would show in the DC table.
 */
import { hotMppVoltageAdvisory, shortCircuitCurrentAdvisory } from './advisories';
import type { AutoDesignSite, RowWarning } from './auto-design-types';
import { type CableLaying, DEFAULT_CABLE_LAYING } from './cable-ampacity';
import type { CableRun } from './cable-loss';
import { DC_LINE_LOSS_LIMIT_PERCENT } from './constants';
import type { InverterLimits } from './inverter-limits';
import { checkMpptRow } from './string-checks';
import type { PanelElectrical } from './types';

/** One panel type on one MPPT of one inverter, at one site, on one DC cable. */
export interface MpptRowContext {
  limits: InverterLimits;
  /** 0-based MPPT index. */
  mpptIndex: number;
  panel: PanelElectrical;
  site: AutoDesignSite;
  dcCable: CableRun;
}

/**
 * How the automatic design takes every DC cable to be laid [STR-9]: DEFAULT_CABLE_LAYING in the
 * site's highest temperature, the laying its proposed DC entries get (they name none of their own).
 */
export function designLaying(site: AutoDesignSite): CableLaying {
  return { ...DEFAULT_CABLE_LAYING, ambientTemperatureC: site.maxTemperatureC };
}

/**
 * The warnings of a row of `strings` × `panelsPerString`, or null when the manual check would
 * refuse it: a string check [STR-1]-[STR-3] fails with an error (MPP voltage range, open-circuit voltage when
 * cold, current on a high-power three-phase inverter), the DC cable cannot carry the strings'
 * design current [STR-9], or the MPPT's string limit is passed.
 *
 * @remarks
 * The warnings are the checks that fail with a warning (MPPT current [STR-2], MPPT input
 * power [STR-4], DC cable loss [STR-5]) and the two temperature advisories (MPP voltage on the
 * hottest day, short-circuit current when hot), in that order. An empty list: the row passes everything.
 */
export function rowWarnings(
  ctx: MpptRowContext,
  panelsPerString: number,
  strings: number,
): RowWarning[] | null {
  const { limits, mpptIndex, panel, site } = ctx;
  if (strings > limits.maxStringsPerMppt[mpptIndex]!) return null;
  const row = checkMpptRow({
    limits,
    mpptIndex,
    panel,
    numberOfStrings: strings,
    numberOfComponentsPerString: panelsPerString,
    dcCable: ctx.dcCable,
    dcCableLaying: designLaying(site),
    siteMinTemperatureC: site.minTemperatureC,
  });
  if (row.result === 'error') return null;
  const warnings: RowWarning[] = [];
  if (row.checks.maxDcCurrent !== 'success') {
    warnings.push({ kind: 'max-dc-current', currentA: row.stringCurrentA, limitA: row.limits.maxDcCurrentA });
  }
  if (row.checks.stringInputPower !== 'success') {
    warnings.push({ kind: 'string-input-power', powerW: row.stringPowerW, limitW: row.limits.maxMpptPowerW });
  }
  if (row.checks.dcPowerLossRate !== 'success') {
    warnings.push({
      kind: 'dc-cable-loss',
      lossPercent: row.dcCableLossPercent,
      limitPercent: DC_LINE_LOSS_LIMIT_PERCENT,
    });
  }
  const hot = { siteMaxTemperatureC: site.maxTemperatureC, noctC: site.noctC };
  const hotVoltage = hotMppVoltageAdvisory(limits, panel, panelsPerString, hot);
  if (hotVoltage.result !== 'success') {
    warnings.push({
      kind: 'hot-mpp-voltage',
      voltageV: hotVoltage.stringMppVoltageV,
      minV: hotVoltage.mppVoltageMinV,
      cellTemperatureC: hotVoltage.cellTemperatureC,
    });
  }
  const shortCircuit = shortCircuitCurrentAdvisory(limits, mpptIndex, panel, strings, hot);
  if (shortCircuit.result !== 'success') {
    warnings.push({
      kind: 'short-circuit-current',
      currentA: shortCircuit.shortCircuitCurrentA,
      limitA: shortCircuit.limitA,
    });
  }
  return warnings;
}
