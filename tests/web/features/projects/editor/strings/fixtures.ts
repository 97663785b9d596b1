/**
 * The catalogue the strings tests use: the home project's 5 kW single-phase model (SUN-5K-G,
 * 2 MPPTs) and 410 W LONGi panel, a 3-MPPT storage model and its series' batteries, and the
 * user's cable materials.
 */
import type { BatteryOption } from '@pvd/shared/catalogue/system-battery';
import type { SystemInverter } from '@pvd/shared/catalogue/system-inverter-view';
import { emptyCopies } from '@pvd/shared/project/copies';
import type { InverterSnapshot } from '@pvd/shared/project/snapshots';
import { type EditorDraft, newDraft } from '../../../../../../web/src/features/projects/editor/model/draft';
import { inverter5k, panel410 } from '../../../../../shared/project/support/home-project';
import { ok } from '../../../../support/fake-api';

export { inverter5k, panel410 };

export const storage6k: InverterSnapshot = {
  ...inverter5k,
  id: 'sun-6k-sg',
  modelname: 'SUN-6K-SG04LP1',
  series: 'SUN-SG',
  invertertype: 2,
  ratedacoutputpower: 6000,
};

export const inverter8k: InverterSnapshot = {
  ...inverter5k,
  id: 'sun-8k-g',
  modelname: 'SUN-8K-G',
  ratedacoutputpower: 8000,
};

export const batteries: BatteryOption[] = [
  {
    value: 'bat-1',
    label: 'SE-G5.1 Pro',
    brand: 'Deye',
    capacity: 5.12,
    min: 2,
    max: 6,
    batterytype: 'LFP',
    source: 'system',
  },
  {
    value: 'bat-2',
    label: 'RW-M6.1',
    brand: 'Deye',
    capacity: 6.14,
    min: 1,
    max: 4,
    batterytype: 'LFP',
    source: 'system',
  },
  {
    value: 'bat-3',
    label: 'Pb-200',
    brand: 'Narada',
    capacity: 2.4,
    min: 1,
    max: 8,
    batterytype: 'Lead-acid',
    source: 'common',
  },
];

export const copper = {
  Id: 'copper',
  MaterialName: 'Copper',
  Resistivity: 0.0175,
  IsDefault: 1 as const,
  createtime: '2026-11-01T00:00:00.000Z',
  version: 1,
};
export const aluminium = {
  Id: 'alu',
  MaterialName: 'Aluminium',
  Resistivity: 0.0283,
  IsDefault: 0 as const,
  createtime: '2026-11-01T00:00:00.000Z',
  version: 1,
};

function info(model: InverterSnapshot): SystemInverter {
  return { ...model, img: null };
}

/** The fake answers of the chooser cascade and the cable library. */
export function catalogueHandlers() {
  const models = [inverter5k, inverter8k, storage6k];
  return {
    'Common/queryNominalGridVoltageOptions': () =>
      ok([
        { value: '220', label: '220 V' },
        { value: '230', label: '230 V' },
      ]),
    'Common/queryNominalGridFrequencyOptions': () =>
      ok([
        { value: '50', label: '50 Hz' },
        { value: '60', label: '60 Hz' },
      ]),
    'inverter/queryInverterOptions': (body: Record<string, unknown>) =>
      ok(
        models
          .filter((m) => (body.isEnergyStorage ? m.invertertype === 2 : m.invertertype === 1))
          .map((m) => ({
            value: m.id,
            label: m.modelname,
            series: m.series,
            invertertype: m.invertertype,
            ratedacoutputpower: m.ratedacoutputpower,
            mpptcount: m.mpptcount,
          })),
      ),
    'inverter/queryInverterInfo': (body: Record<string, unknown>) =>
      ok(info(models.find((m) => m.id === body.id)!)),
    'inverter/queryBatteryOptions': () => ok(batteries),
    'cablematerial/queryAllUserCableMaterial': () => ok([copper, aluminium]),
    'cablematerial/queryUserDefaultCableMaterialInfo': () => ok(copper),
  };
}

/** A draft with one 12-panel array of LONGi 410 W and the given inverter groups. */
export function draftWith(
  proType: 0 | 1,
  inverter: NonNullable<EditorDraft['body']['inverter']>,
  extraCopies: Partial<EditorDraft['copies']> = {},
): EditorDraft {
  const draft = newDraft(proType);
  const copies = emptyCopies();
  copies.panels['system:lr5-410'] = panel410;
  for (const model of [inverter5k, inverter8k, storage6k]) copies.inverters[model.id] = model;
  copies.cableMaterials.copper = { Id: 'copper', MaterialName: 'Copper', Resistivity: 0.0175, version: 1 };
  return {
    ...draft,
    body: {
      ...draft.body,
      projectBase: { ...draft.body.projectBase, proName: 'Home', proOwnerName: 'Owner', proCapacity: 5 },
      mapLocation: {
        ...draft.body.mapLocation,
        proAddress: 'Hangzhou',
        proMinTemperature: -4,
        proMaxTemperature: 38,
      },
      pvArray: [
        {
          id: 'a',
          pvarrayname: 'South',
          panelchoseway: 2,
          panelid: 'lr5-410',
          panelcount: 12,
          inclination: 24,
          azimuth: 180,
          insertway: 1,
        },
      ],
      inverter,
    },
    copies: { ...copies, ...extraCopies },
  };
}

/** A group of `count` units of a model, without string design. */
export function group(inverterid: string, count = 1, extra: Record<string, unknown> = {}) {
  return {
    inverterid,
    invertercount: count,
    inverters: Array.from({ length: count }, () => ({ DC: [], AC: null })),
    ...extra,
  };
}
