/**
 * The cascade of the inverter chooser [WIZ-7]: voltage type → nominal voltage
 * → frequency → model, for grid-connected or storage projects. The options come from the
 * catalogue models' slash lists (`nominalgridvoltage` '220/230/240', `nominalgridfrequency`
 * '50/60'), so a model offers each voltage and frequency it lists.
 */
import { InverterType } from './system-inverter';
import { type SystemInverter, type VoltageType, voltageTypeOf } from './system-inverter-view';

/** The model fields the cascade reads. */
export type InverterOptionSource = Pick<
  SystemInverter,
  | 'id'
  | 'modelname'
  | 'series'
  | 'us'
  | 'mainsvoltype'
  | 'invertertype'
  | 'nominalgridvoltage'
  | 'nominalgridfrequency'
  | 'ratedacoutputpower'
  | 'mpptcount'
>;

export interface ValueOption {
  value: string;
  label: string;
}

export interface InverterModelOption extends ValueOption {
  series: string;
  invertertype: 1 | 2;
  /** [W] */
  ratedacoutputpower: number;
  mpptcount: number;
}

/** The numbers of a slash list, as written ('220/230' → ['220', '230']), blanks dropped. */
function listItems(text: string): string[] {
  return text
    .split('/')
    .map((item) => item.trim())
    .filter((item) => item !== '' && Number.isFinite(Number(item)));
}

function sameNumber(a: string | number, b: string | number): boolean {
  return Number(a) === Number(b);
}

function matchesKind(model: InverterOptionSource, voltageType: VoltageType, isEnergyStorage: boolean) {
  const wanted = isEnergyStorage ? InverterType.storage : InverterType.gridConnected;
  return voltageTypeOf(model) === voltageType && model.invertertype === wanted;
}

function sortedOptions(values: Iterable<string>, unit: string): ValueOption[] {
  const unique = [...new Map([...values].map((v) => [Number(v), v])).entries()].sort((a, b) => a[0] - b[0]);
  return unique.map(([number]) => ({ value: String(number), label: `${number} ${unit}` }));
}

/** Nominal grid voltages [V] offered by the models of a voltage type (queryNominalGridVoltageOptions). */
export function nominalVoltageOptions(
  models: readonly InverterOptionSource[],
  voltageType: VoltageType,
  isEnergyStorage: boolean,
): ValueOption[] {
  const values = models
    .filter((m) => matchesKind(m, voltageType, isEnergyStorage))
    .flatMap((m) => listItems(m.nominalgridvoltage));
  return sortedOptions(values, 'V');
}

/** Nominal frequencies [Hz] of the models offering a voltage (queryNominalGridFrequencyOptions). */
export function nominalFrequencyOptions(
  models: readonly InverterOptionSource[],
  voltageType: VoltageType,
  voltageValue: string | number,
  isEnergyStorage: boolean,
): ValueOption[] {
  const values = models
    .filter((m) => matchesKind(m, voltageType, isEnergyStorage))
    .filter((m) => listItems(m.nominalgridvoltage).some((v) => sameNumber(v, voltageValue)))
    .flatMap((m) => listItems(m.nominalgridfrequency));
  return sortedOptions(values, 'Hz');
}

/** The models offering a voltage and a frequency, by rated power then name (queryInverterOptions). */
export function inverterModelOptions(
  models: readonly InverterOptionSource[],
  voltageType: VoltageType,
  voltageValue: string | number,
  frequency: string | number,
  isEnergyStorage: boolean,
): InverterModelOption[] {
  return models
    .filter((m) => matchesKind(m, voltageType, isEnergyStorage))
    .filter((m) => listItems(m.nominalgridvoltage).some((v) => sameNumber(v, voltageValue)))
    .filter((m) => listItems(m.nominalgridfrequency).some((f) => sameNumber(f, frequency)))
    .sort((a, b) => a.ratedacoutputpower - b.ratedacoutputpower || a.modelname.localeCompare(b.modelname))
    .map((m) => ({
      value: m.id,
      label: m.modelname,
      series: m.series,
      invertertype: m.invertertype,
      ratedacoutputpower: m.ratedacoutputpower,
      mpptcount: m.mpptcount,
    }));
}
