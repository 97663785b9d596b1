/**
 * A PVsyst grid inverter (.OND, `PVObject_=pvGInverter`) as the product's system inverter fields
 * (system-inverter.ts), in the product's units, for a maintainer to review before saving.
 *
 * PVsyst's units (the `Converter=TConverter` block): PNomConv, PMaxOUT, PNomDC, PMaxDC [kW];
 * VOutConv, VMppMin, VMPPMax, VAbsMax [V]; IMaxDC, IMaxAC [A]; EfficMax, EfficEuro [%];
 * FResNorm [Hz] (0 when not given); MonoTri 'Mono', 'Tri' or 'Bi' (split phase). NbMPPT and
 * NbInputs sit in the object itself; Width, Height, Depth [m] and Weight [kg] in `pvCommercial`.
 *
 * The product keeps some values per MPPT where PVsyst gives the inverter's: IMaxDC and PMaxDC
 * are the whole inverter's limits, so the maximum current and power per MPPT are those divided
 * evenly by NbMPPT (the multi-MPPT datasheets PVsyst's files are made from state them so, e.g.
 * 12 × 30 A = 360 A); the strings per MPPT are NbInputs / NbMPPT. The DC voltage and the DC power
 * are one value for every MPPT, which the product's per-MPPT texts accept. The housing's width,
 * depth and height become the product's length, width and height [mm].
 */
import { rounded } from '../../numbers/rounding';
import { systemInverterFields } from '../system-inverter';
import { checkedFields, type FieldSource } from './checked-fields';
import { findBlock, numberValue, type PvsystBlock, textValue } from './parse';
import { type PvsystInverter, type PvsystInverterExtras, pvsystInverter } from './shapes';
import type { OndAbsentField, PvsystWarning } from './warnings';

type InverterField = keyof typeof systemInverterFields;

const PHASES: Readonly<Record<string, 'Single-Phase' | 'Three-Phase'>> = {
  Mono: 'Single-Phase',
  Bi: 'Single-Phase',
  Tri: 'Three-Phase',
};

/** Grid frequencies the product's nominal frequency offers. [Hz] */
const GRID_FREQUENCIES_HZ = [50, 60];

const IP_CODE = /\bIP\s?(\d{2})\b/i;

/** A positive value, or undefined (PVsyst writes 0 for a value it was not given). */
function positive(value: number | undefined): number | undefined {
  return value !== undefined && value > 0 ? value : undefined;
}

/** kW → W, or [m] → [mm]: × 1000, rounded to 3 decimals against binary noise. */
function thousandfold(value: number | undefined): number | undefined {
  return value === undefined ? undefined : rounded(value * 1000, 'convertedUnit');
}

/** The protection class from the remarks or comments ('Protection: … IP 66: …' → 'IP66'). */
function protectionClass(inverter: PvsystBlock, commercial: PvsystBlock | undefined): string | undefined {
  const texts = [commercial, ...(commercial?.blocks ?? []), inverter].flatMap((block) =>
    block ? [...block.values.entries()].map(([key, value]) => `${key}=${value}`) : [],
  );
  for (const text of texts) {
    const match = IP_CODE.exec(text);
    if (match) return `IP${match[1]}`;
  }
  return undefined;
}

function perMppt(total: number | undefined, mpptCount: number | undefined): string | undefined {
  if (total === undefined || mpptCount === undefined) return undefined;
  return String(rounded(total / mpptCount, 'perMpptValue'));
}

function sourcesOf(inverter: PvsystBlock): FieldSource<InverterField>[] {
  const commercial = findBlock(inverter, 'pvCommercial');
  const converter = findBlock(inverter, 'TConverter');
  const c = (key: string) => positive(numberValue(converter, key));
  const size = (key: string) => thousandfold(positive(numberValue(commercial, key)));
  const mpptCount = positive(numberValue(inverter, 'NbMPPT'));
  const inputs = positive(numberValue(inverter, 'NbInputs'));
  const stringsPerMppt = inputs && mpptCount ? inputs / mpptCount : undefined;
  const maxDcPowerW = thousandfold(c('PMaxDC'));
  const phases = textValue(converter, 'MonoTri');
  const text = (value: number | undefined) => (value === undefined ? undefined : String(value));
  return [
    { field: 'modelname', key: 'Model', value: textValue(commercial, 'Model') },
    { field: 'vendor', key: 'Manufacturer', value: textValue(commercial, 'Manufacturer') },
    { field: 'mainsvoltype', key: 'MonoTri', value: phases && PHASES[phases] },
    { field: 'us', key: 'MonoTri', value: phases === 'Bi' ? '1' : undefined, optional: true },
    {
      field: 'protectionclass',
      key: 'Remarks',
      value: protectionClass(inverter, commercial),
      optional: true,
    },
    { field: 'sizelength', key: 'Width', value: size('Width') },
    { field: 'sizewidth', key: 'Depth', value: size('Depth') },
    { field: 'sizeheight', key: 'Height', value: size('Height') },
    { field: 'weight', key: 'Weight', value: positive(numberValue(commercial, 'Weight')) },
    { field: 'maxeffec', key: 'EfficMax', value: c('EfficMax') },
    { field: 'europeeffec', key: 'EfficEuro', value: c('EfficEuro') },
    { field: 'maxdcpower', key: 'PMaxDC', value: text(maxDcPowerW) },
    { field: 'maxdcvoltage', key: 'VAbsMax', value: text(c('VAbsMax')) },
    { field: 'maxdccurrent', key: 'IMaxDC', value: perMppt(c('IMaxDC'), mpptCount) },
    { field: 'mppvoltagerangemin', key: 'VMppMin', value: c('VMppMin') },
    { field: 'mppvoltagerangemax', key: 'VMPPMax', value: c('VMPPMax') },
    { field: 'mpptcount', key: 'NbMPPT', value: mpptCount },
    {
      field: 'mppnumberofstrings',
      key: 'NbInputs',
      value: stringsPerMppt && Number.isInteger(stringsPerMppt) ? String(stringsPerMppt) : undefined,
    },
    { field: 'maxmppt', key: 'PMaxDC', value: perMppt(maxDcPowerW, mpptCount) },
    { field: 'nominalgridvoltage', key: 'VOutConv', value: text(c('VOutConv')) },
    {
      field: 'nominalgridfrequency',
      key: 'FResNorm',
      value: GRID_FREQUENCIES_HZ.includes(c('FResNorm') ?? 0) ? text(c('FResNorm')) : undefined,
      optional: true,
    },
    { field: 'ratedacoutputpower', key: 'PNomConv', value: thousandfold(c('PNomConv')) },
    { field: 'maxacpower', key: 'PMaxOUT', value: thousandfold(c('PMaxOUT')) },
    { field: 'maxaccurrent', key: 'IMaxAC', value: c('IMaxAC') },
  ];
}

function extrasOf(inverter: PvsystBlock): PvsystInverterExtras {
  const converter = findBlock(inverter, 'TConverter');
  return {
    phases: textValue(converter, 'MonoTri'),
    inputs: numberValue(inverter, 'NbInputs'),
    nominalDcPowerKw: numberValue(converter, 'PNomDC'),
    transformer: textValue(inverter, 'Transfo'),
  };
}

function noticesOf(fields: PvsystInverter, extras: PvsystInverterExtras): PvsystWarning[] {
  const notices: PvsystWarning[] = [];
  const mpptCount = Number(fields.mpptcount ?? 1);
  if (mpptCount > 1 && (fields.maxdccurrent !== undefined || fields.maxmppt !== undefined)) {
    notices.push({ key: 'perMpptDivided', params: { count: mpptCount } });
  }
  if (extras.phases === 'Bi' && fields.us === '1') notices.push({ key: 'splitPhase' });
  const absent: OndAbsentField[] = [];
  if (fields.protectionclass === undefined) absent.push('protectionclass');
  absent.push('gridVoltageWindow', 'gridFrequencyWindow');
  if (fields.nominalgridfrequency === undefined) absent.push('nominalgridfrequency');
  notices.push({ key: 'notInOnd', fields: absent });
  return notices;
}

/**
 * The inverter fields of an inverter block, its extras and the warnings: the values the file
 * lacks (by PVsyst key), those the product's own field checks refuse (left out), the values
 * divided per MPPT, and the fields OND files never give.
 */
export function inverterFromPvsyst(inverter: PvsystBlock) {
  const checked = checkedFields(sourcesOf(inverter), (field, value) =>
    systemInverterFields[field].safeParse(value),
  );
  // Each value passed its field's own check, so the shape holds (parse says so at run time).
  const fields: PvsystInverter = pvsystInverter.parse(checked.values);
  const extras = extrasOf(inverter);
  return { inverter: fields, extras, warnings: [...checked.warnings, ...noticesOf(fields, extras)] };
}
