/**
 * All checks of one inverter unit at once: every MPPT row (or why it is not checked) and the
 * AC checks, as the system settings step shows them.
 */
import { checkInverterAc, type InverterAcCheck } from './ac-checks';
import { cableLayingOf } from './cable-sizing';
import { type InverterLimits, mpptIndexFromNo, mpptNoFromIndex, readInverterLimits } from './inverter-limits';
import { checkDcEntry, type MpptRowCheck } from './string-checks';
import type { DcEntry, InverterUnit, PvArrayForChecks, SiteTemperatures } from './types';

/** One MPPT of an inverter unit and what could be checked on it. */
export type MpptRowState =
  /** No DC row, no PV array chosen, or the chosen array no longer exists. */
  | { mpptNo: string; mpptIndex: number; state: 'unconnected' }
  /** An array is chosen but strings or panels per string are 0. */
  | { mpptNo: string; mpptIndex: number; state: 'no-string-design'; pvArrayId: string }
  /** Fully designed, with the six checks. */
  | { mpptNo: string; mpptIndex: number; state: 'checked'; pvArrayId: string; check: MpptRowCheck };

/** The checks of one inverter unit. */
export interface InverterUnitCheck {
  limits: InverterLimits;
  /** One state per MPPT, MPPT1 first. */
  rows: MpptRowState[];
  /** AC checks over the checked rows; null when the unit has no AC entry yet. */
  ac: InverterAcCheck | null;
}

/**
 * Checks one inverter unit: each MPPT 1…mpptcount is matched with its DC row by `mpptNo` (the
 * first row wins if two name the same MPPT; rows naming no MPPT of the model are ignored), the
 * designed rows get the six checks, and the AC checks sum their string power and DC loss.
 *
 * @param unit - The inverter unit (model in `info`, rows in `DC`, cable in `AC`).
 * @param arraysById - The project's PV arrays by id.
 * @param site - The site's lowest temperature (open-circuit voltage) and highest (cables).
 * @throws InvalidInverterModelError when the model's per-MPPT texts are malformed.
 */
export function checkInverterUnit(
  unit: InverterUnit,
  arraysById: ReadonlyMap<string, PvArrayForChecks>,
  site: SiteTemperatures,
): InverterUnitCheck {
  const limits = readInverterLimits(unit.info);
  const entries = dcEntriesByMppt(unit.DC, limits.mpptCount);
  const rows: MpptRowState[] = [];
  let totalStringPowerW = 0;
  let dcCableLossW = 0;
  for (let mpptIndex = 0; mpptIndex < limits.mpptCount; mpptIndex++) {
    const mpptNo = mpptNoFromIndex(mpptIndex);
    const entry = entries[mpptIndex];
    const array = entry?.pvArrayId ? arraysById.get(entry.pvArrayId) : undefined;
    if (!entry || !array) {
      rows.push({ mpptNo, mpptIndex, state: 'unconnected' });
    } else if (entry.numberOfStrings <= 0 || entry.numberOfComponentsPerString <= 0) {
      rows.push({ mpptNo, mpptIndex, state: 'no-string-design', pvArrayId: array.id });
    } else {
      const check = checkDcEntry(limits, { ...entry, mpptNo }, array.panel, site);
      totalStringPowerW += check.stringPowerW;
      dcCableLossW += check.dcCableLossW;
      rows.push({ mpptNo, mpptIndex, state: 'checked', pvArrayId: array.id, check });
    }
  }
  const ac = unit.AC
    ? checkInverterAc({
        limits,
        totalStringPowerW,
        dcCableLossW,
        acCable: {
          resistivityOhmMm2PerM: unit.AC.cableMaterialResistivity,
          lengthM: unit.AC.cableMaterialLength,
          areaMm2: unit.AC.cableMaterialArea,
        },
        acCableLaying: cableLayingOf(unit.AC, site.maxTemperatureC),
      })
    : null;
  return { limits, rows, ac };
}

function dcEntriesByMppt(entries: readonly DcEntry[], mpptCount: number): (DcEntry | undefined)[] {
  const byIndex = new Array<DcEntry | undefined>(mpptCount);
  for (const entry of entries) {
    const index = mpptIndexFromNo(entry.mpptNo);
    if (index !== null && index < mpptCount && byIndex[index] === undefined) byIndex[index] = entry;
  }
  return byIndex;
}

/** The project's PV arrays by id, as `checkInverterUnit` reads them. */
export function pvArraysById(pvArrays: readonly PvArrayForChecks[]): Map<string, PvArrayForChecks> {
  return new Map(pvArrays.map((array) => [array.id, array]));
}
