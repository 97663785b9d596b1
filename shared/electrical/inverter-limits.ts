import { HIGH_POWER_THREE_PHASE_W } from './constants';
import { type PerMpptListError, parsePerMpptList } from './per-mppt-list';
import type { InverterModel } from './types';

/** An inverter model's limits with every per-MPPT text read into numbers (index 0 = MPPT1). */
export interface InverterLimits {
  mpptCount: number;
  /** Maximum DC input voltage per MPPT. [V] */
  maxDcVoltageV: number[];
  /** Maximum DC input current per MPPT. [A] */
  maxDcCurrentA: number[];
  /** Maximum number of strings per MPPT. */
  maxStringsPerMppt: number[];
  /** Maximum input power per MPPT. [W] */
  maxMpptPowerW: number[];
  /** Maximum DC input power of the whole inverter. [W] */
  maxDcPowerW: number;
  /** Maximum short-circuit current per MPPT, when the model states one. [A] */
  maxShortCircuitCurrentA: number[] | null;
  /** MPP voltage range. [V] */
  mppVoltageMinV: number;
  mppVoltageMaxV: number;
  /** Rated and maximum AC output power. [W] */
  ratedAcPowerW: number;
  maxAcPowerW: number;
  /** European weighted efficiency. [%] */
  europeanEfficiencyPercent: number;
  threePhase: boolean;
  /** Three-phase and rated at 80 000 W or more: a current overload is an error, not a warning. */
  highPowerThreePhase: boolean;
}

/** A catalogue inverter whose per-MPPT text cannot be read (the catalogue form prevents it). */
export class InvalidInverterModelError extends Error {
  constructor(
    readonly field: keyof InverterModel,
    readonly detail: PerMpptListError,
  ) {
    super(`Inverter field ${field}: ${detail.message}`);
    this.name = 'InvalidInverterModelError';
  }
}

/**
 * Reads an inverter model's limits once, so each MPPT row check only indexes arrays.
 *
 * `maxdcpower` is read as the whole inverter's limit when it holds one value, and as per-MPPT
 * limits that are summed when it holds one value per MPPT (the catalogue allows both readings [CAT-4]).
 *
 * @throws InvalidInverterModelError when a per-MPPT text is malformed or the MPPT count is not ≥ 1.
 */
export function readInverterLimits(model: InverterModel): InverterLimits {
  const mpptCount = model.mpptcount;
  const list = (
    field: 'maxdcvoltage' | 'maxdccurrent' | 'mppnumberofstrings' | 'maxmppt' | 'maxshortcircuitcurrent',
  ) => {
    const parsed = parsePerMpptList(model[field] ?? '', mpptCount);
    if (!parsed.ok) throw new InvalidInverterModelError(field, parsed.error);
    return parsed.values;
  };
  const threePhase = model.mainsvoltype === 'Three-Phase';
  return {
    mpptCount,
    maxDcVoltageV: list('maxdcvoltage'),
    maxDcCurrentA: list('maxdccurrent'),
    maxStringsPerMppt: list('mppnumberofstrings'),
    maxMpptPowerW: list('maxmppt'),
    maxDcPowerW: readMaxDcPower(model),
    maxShortCircuitCurrentA: hasText(model.maxshortcircuitcurrent) ? list('maxshortcircuitcurrent') : null,
    mppVoltageMinV: model.mppvoltagerangemin,
    mppVoltageMaxV: model.mppvoltagerangemax,
    ratedAcPowerW: model.ratedacoutputpower,
    maxAcPowerW: model.maxacpower,
    europeanEfficiencyPercent: model.europeeffec,
    threePhase,
    highPowerThreePhase: threePhase && model.ratedacoutputpower >= HIGH_POWER_THREE_PHASE_W,
  };
}

function readMaxDcPower(model: InverterModel): number {
  const items = String(model.maxdcpower).split('/');
  const parsed = parsePerMpptList(model.maxdcpower, items.length === 1 ? 1 : model.mpptcount);
  if (!parsed.ok) throw new InvalidInverterModelError('maxdcpower', parsed.error);
  return parsed.values.reduce((sum, value) => sum + value, 0);
}

function hasText(text: string | undefined): text is string {
  return text !== undefined && String(text).trim() !== '';
}

/**
 * The 0-based MPPT index of a DC entry's `mpptNo` ('MPPT1' → 0), or null when it is not of the
 * form 'MPPT{n}' with n ≥ 1.
 */
export function mpptIndexFromNo(mpptNo: string): number | null {
  const match = /^MPPT(\d+)$/i.exec(mpptNo.trim());
  if (!match) return null;
  const n = Number(match[1]);
  return n >= 1 ? n - 1 : null;
}

/** The `mpptNo` of a 0-based MPPT index (0 → 'MPPT1'). */
export function mpptNoFromIndex(index: number): string {
  return `MPPT${index + 1}`;
}
