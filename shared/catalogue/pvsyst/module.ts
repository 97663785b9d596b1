/**
 * A PVsyst module (.PAN, `PVObject_=pvModule`) as the product's panel fields (panel.ts), in the
 * product's units, for a person to review before saving.
 *
 * PVsyst's units (PAN files of PVsyst 6-8; pvlib-python's `read_panond` documents the same keys):
 * PNom [W]; Voc, Vmp [V]; Isc, Imp [A]; muISC [mA/°C]; muVocSpec [mV/°C]; muPmpReq [%/°C];
 * Width, Height [m] in the `pvCommercial` block; VMaxIEC, VMaxUL [V]. The temperature
 * coefficients of Voc and Isc become %/°C relative to the STC value (coefficient / value × 100),
 * the product's default unit; the module efficiency, which PAN files do not give, is computed
 * from PNom and the area at 1000 W/m².
 */
import { rounded } from '../../numbers/rounding';
import { panelFields, TEMP_COEFFICIENT_UNITS } from '../panel';
import type { WaferMaterial } from '../wafer-materials';
import { checkedFields, type FieldSource } from './checked-fields';
import { findBlock, numberValue, type PvsystBlock, textValue } from './parse';
import { type IamPoint, type PvsystModuleExtras, type PvsystPanel, pvsystPanel } from './shapes';
import type { PvsystWarning } from './warnings';

type PanelField = keyof typeof panelFields;

/** PVsyst's technology codes → the product's wafer materials. */
const TECHNOLOGIES: Readonly<Record<string, WaferMaterial>> = {
  mtSiMono: 'mono',
  mtSiPoly: 'poly',
  mtHIT: 'HIT',
  mtCdTe: 'CdTe',
  mtCIS: 'CIS',
  mtCIGS: 'CIGS',
  mtaSiH: 'a-Si',
  mtaSiMicro: 'a-Si',
  mtaSiTandem: 'a-Si',
  mtaSiTriple: 'triple a-Si',
  mtCSG: 'CSG',
  mtEFG: 'EFG',
  mtRibbon: 'ribbon',
};

/** Most profile points read (PVsyst's profiles hold at most 10-20). */
const MAX_PROFILE_POINTS = 50;

/** A coefficient per °C in %/°C relative to `reference` (mV/°C of V, mA/°C of A). */
function percentPerDegree(perDegreeMilli: number | undefined, reference: number | undefined) {
  if (perDegreeMilli === undefined || reference === undefined || reference <= 0) return undefined;
  return rounded(perDegreeMilli / (reference * 10), 'temperatureCoefficient');
}

function iamProfile(module: PvsystBlock): IamPoint[] | undefined {
  const iam = findBlock(module, 'pvIAM');
  if (!iam || textValue(iam, 'IAMMode') !== 'UserProfile') return undefined;
  const profile = iam.blocks.find((block) => block.key === 'IAMProfile');
  if (!profile) return undefined;
  const count = Math.min(numberValue(profile, 'NPtsEff') ?? MAX_PROFILE_POINTS, MAX_PROFILE_POINTS);
  const points: IamPoint[] = [];
  for (let n = 1; n <= count; n++) {
    const [angle, factor] = (profile.values.get(`Point_${n}`) ?? '').split(',').map(Number);
    if (Number.isFinite(angle) && Number.isFinite(factor)) points.push({ angleDeg: angle!, factor: factor! });
  }
  return points.length > 0 ? points : undefined;
}

function extrasOf(module: PvsystBlock): PvsystModuleExtras {
  return {
    technology: textValue(module, 'Technol'),
    cellsInSeries: numberValue(module, 'NCelS'),
    cellsInParallel: numberValue(module, 'NCelP'),
    bypassDiodes: numberValue(module, 'NDiode'),
    bifacialityFactor: numberValue(module, 'BifacialityFactor'),
    iamProfile: iamProfile(module),
  };
}

/** A value above 0, else undefined. */
function positiveOrUndefined(value: number | undefined): number | undefined {
  return value !== undefined && value > 0 ? value : undefined;
}

/** The panel's fields with the PVsyst key each comes from (for the warnings). */
function sourcesOf(module: PvsystBlock): FieldSource<PanelField>[] {
  const commercial = findBlock(module, 'pvCommercial');
  const n = (key: string) => numberValue(module, key);
  const widthM = numberValue(commercial, 'Width');
  const heightM = numberValue(commercial, 'Height');
  const pNom = n('PNom');
  const area = widthM && heightM ? widthM * heightM : undefined;
  const technology = textValue(module, 'Technol');
  return [
    { field: 'manufacturer', key: 'Manufacturer', value: textValue(commercial, 'Manufacturer') },
    { field: 'componentmodelname', key: 'Model', value: textValue(commercial, 'Model') },
    { field: 'componentlength', key: 'Height', value: heightM },
    { field: 'componentwidth', key: 'Width', value: widthM },
    // A technology the product does not know has its own warning (noticesOf).
    {
      field: 'wafermaterial',
      key: 'Technol',
      value: technology && TECHNOLOGIES[technology],
      optional: technology !== undefined,
    },
    { field: 'peakpower', key: 'PNom', value: pNom },
    { field: 'mppvoltage', key: 'Vmp', value: n('Vmp') },
    { field: 'mppcurrent', key: 'Imp', value: n('Imp') },
    { field: 'allowedvoltage', key: 'VMaxIEC', value: n('VMaxIEC') ?? n('VMaxUL') },
    // Computed from values whose absence is reported under their own keys.
    {
      field: 'efficiency',
      key: 'PNom',
      value: pNom && area ? rounded((pNom / (area * 1000)) * 100, 'percent') : undefined,
      optional: true,
    },
    { field: 'opencircuitvoltage', key: 'Voc', value: n('Voc') },
    { field: 'shortcircuitcurrent', key: 'Isc', value: n('Isc') },
    { field: 'tempcoefficientvoc', key: 'muVocSpec', value: percentPerDegree(n('muVocSpec'), n('Voc')) },
    { field: 'tempcoefficientisc', key: 'muISC', value: percentPerDegree(n('muISC'), n('Isc')) },
    { field: 'tempCoefficientPmax', key: 'muPmpReq', value: n('muPmpReq'), optional: true },
    { field: 'bypassDiodes', key: 'NDiode', value: n('NDiode'), optional: true },
    // A monofacial module's file gives 0 or nothing: no bifaciality then.
    {
      field: 'bifacialityFactor',
      key: 'BifacialityFactor',
      value: positiveOrUndefined(n('BifacialityFactor')),
      optional: true,
    },
  ];
}

/** The warnings about what the product does not keep or had to compute. */
function noticesOf(panel: PvsystPanel, extras: PvsystModuleExtras): PvsystWarning[] {
  const notices: PvsystWarning[] = [];
  if (extras.technology && panel.wafermaterial === undefined) {
    notices.push({ key: 'technologyUnknown', params: { technology: extras.technology } });
  }
  if (panel.efficiency !== undefined) {
    notices.push({ key: 'efficiencyComputed', params: { value: panel.efficiency } });
  }
  if (panel.tempcoefficientvoc !== undefined || panel.tempcoefficientisc !== undefined) {
    notices.push({ key: 'coefficientsConverted' });
  }
  if (extras.iamProfile) notices.push({ key: 'iamNotKept' });
  return notices;
}

/**
 * The panel fields of a module block, its extras and the warnings: the values the file lacks
 * (by PVsyst key), those the product's own field checks refuse (left out), and what was computed.
 */
export function moduleFromPvsyst(module: PvsystBlock) {
  const checked = checkedFields(sourcesOf(module), (field, value) => panelFields[field].safeParse(value));
  // Each value passed its field's own check, so the shape holds (parse says so at run time).
  const panel: PvsystPanel = pvsystPanel.parse(checked.values);
  // PVsyst's coefficients are converted to %/°C, the unit the panel is then given in.
  if (panel.tempcoefficientvoc !== undefined) panel.tempcoefficientvocunit = TEMP_COEFFICIENT_UNITS[0];
  if (panel.tempcoefficientisc !== undefined) panel.tempcoefficientiscunit = TEMP_COEFFICIENT_UNITS[0];
  const extras = extrasOf(module);
  return { panel, extras, warnings: [...checked.warnings, ...noticesOf(panel, extras)] };
}

/** Every wafer material the reader can name (a test checks each is one of the product's). */
export const PVSYST_TECHNOLOGY_MATERIALS: readonly WaferMaterial[] = [
  ...new Set(Object.values(TECHNOLOGIES)),
];
