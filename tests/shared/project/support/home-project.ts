/**
 * A small grid-connected home project for the unit tests: a 2-MPPT 5 kW single-phase model (as
 * the seeded SUN-5K-G: 13 A and 1 string per MPPT, MPP range 80-500 V, 550 V max) and 12 panels
 * of 410 W (LONGi LR5-54HPH-410M datasheet: Vmp 31.35 V, Imp 13.08 A, Voc 37.45 V, Isc 13.87 A,
 * β(Voc) −0.27 %/℃).
 */

import { type ProjectInputBody, projectInput } from '@pvd/shared/project/record/project';
import type { InverterSnapshot, PanelSnapshot } from '@pvd/shared/project/record/snapshots';
import type { CatalogueCopies } from '@pvd/shared/project/save/assemble';
import { largestInverter } from './largest-project';

export const panel410: PanelSnapshot = {
  Id: 'lr5-410',
  source: 'system',
  manufacturer: 'LONGi',
  componentmodelname: 'LR5-54HPH-410M (Hi-MO 5m)',
  componentlength: 1.722,
  componentwidth: 1.134,
  componentarea: 1.95,
  wafermaterial: 'mono',
  peakpower: 410,
  mppvoltage: 31.35,
  mppcurrent: 13.08,
  allowedvoltage: 1500,
  efficiency: 21,
  opencircuitvoltage: 37.45,
  shortcircuitcurrent: 13.87,
  tempcoefficientvoc: -0.27,
  tempcoefficientvocunit: '%/℃',
  tempcoefficientisc: 0.048,
  tempcoefficientiscunit: '%/℃',
  tempCoefficientPmax: -0.35,
  version: 1,
};

export const inverter5k: InverterSnapshot = {
  ...largestInverter,
  id: 'sun-5k-g',
  modelname: 'SUN-5K-G',
  series: 'SUN-S',
  mainsvoltype: 'Single-Phase',
  maxeffec: 97.8,
  europeeffec: 97.2,
  maxdcpower: '6500',
  maxdcvoltage: '550',
  maxdccurrent: '13/13',
  mppvoltagerangemin: 80,
  mppvoltagerangemax: 500,
  mpptcount: 2,
  mppnumberofstrings: '1/1',
  maxmppt: '3500/3500',
  ratedacoutputpower: 5000,
  maxacpower: 5500,
  maxaccurrent: 25,
  maxshortcircuitcurrent: '',
};

export const homeCopies: CatalogueCopies = {
  panel: () => panel410,
  inverter: (id) => (id === inverter5k.id ? inverter5k : undefined),
  battery: () => undefined,
  cableMaterial: (id) => ({ Id: id, MaterialName: 'Copper', Resistivity: 0.0175, version: 1 }),
};

/** One MPPT row: `strings` × `perString` of array `arrayId` on 20 m of 4 mm² copper. */
export function dc(mpptNo: string, arrayId: string | null, strings: number, perString: number) {
  return {
    mpptNo,
    pvArrayId: arrayId,
    numberOfStrings: strings,
    numberOfComponentsPerString: perString,
    cableMaterialId: 'copper',
    cableMaterialLength: 20,
    cableMaterialArea: 4,
  };
}

/** The home project: 12 panels wired as 2 MPPTs × 1 string × 6, unless `changes` say otherwise. */
export function homeProject(changes: Partial<ProjectInputBody> = {}) {
  return projectInput.parse({
    projectBase: { proName: 'Home', proOwnerName: 'Owner', proCapacity: 5, proCapacityUnit: 1 },
    mapLocation: {
      proAddress: 'Hangzhou',
      proLongitude: '120.15',
      proLatitude: '30.28',
      proMinTemperature: -4,
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
    inverter: [
      {
        inverterid: inverter5k.id,
        invertercount: 1,
        inverters: [
          {
            DC: [dc('MPPT1', 'a', 1, 6), dc('MPPT2', 'a', 1, 6)],
            AC: { cableMaterialId: 'copper', cableMaterialLength: 10, cableMaterialArea: 6 },
          },
        ],
      },
    ],
    ...changes,
  });
}
