/**
 * Small saved projects for the report's pure functions: a 410 W panel and a single-phase 5 kW
 * inverter of two MPPTs (like the seeded LR5-54HPH-410M and SUN-5K-G), with a battery for
 * storage, assembled by `assembleProject` as a save would store them.
 */

import { type ProjectInputBody, type ProjectRecord, projectInput } from '@pvd/shared/project/record/project';
import type { BatterySnapshot, InverterSnapshot, PanelSnapshot } from '@pvd/shared/project/record/snapshots';
import { assembleProject, type CatalogueCopies } from '@pvd/shared/project/save/assemble';
import { largestInverter, largestPanel } from './largest-project';

export const panel410: PanelSnapshot = {
  ...largestPanel,
  Id: 'panel-410',
  componentmodelname: 'LR5-54HPH-410M',
  peakpower: 410,
  mppvoltage: 31.35,
  mppcurrent: 13.08,
  opencircuitvoltage: 37.3,
  shortcircuitcurrent: 13.96,
  tempCoefficientPmax: -0.34,
};

export const inverter5k: InverterSnapshot = {
  ...largestInverter,
  id: 'inverter-5k',
  modelname: 'SUN-5K-G',
  mainsvoltype: 'Single-Phase',
  maxeffec: 97.8,
  europeeffec: 97.2,
  maxdcpower: '6500',
  maxdcvoltage: '550/550',
  maxdccurrent: '13/13',
  mppvoltagerangemin: 80,
  mppvoltagerangemax: 500,
  mpptcount: 2,
  mppnumberofstrings: '1/1',
  maxmppt: '3250/3250',
  ratedacoutputpower: 5000,
  maxacpower: 5500,
  maxshortcircuitcurrent: '',
};

export const storageInverter5k: InverterSnapshot = {
  ...inverter5k,
  id: 'inverter-5k-sg',
  modelname: 'SUN-5K-SG',
  invertertype: 2,
};

export const battery48: BatterySnapshot = {
  id: 'battery-us5000',
  source: 'system',
  batterymodel: 'US5000',
  batterybrand: 'Pylontech',
  batterycapacity: 4.8,
  batterytype: 'LFP',
  batterymincount: 1,
  batterymaxcount: 16,
  version: 0,
};

const copies: CatalogueCopies = {
  panel: () => panel410,
  inverter: (id) => [inverter5k, storageInverter5k].find((model) => model.id === id),
  battery: () => battery48,
  cableMaterial: (id) => ({ Id: id, MaterialName: '铜', Resistivity: 0.0175, version: 1 }),
};

/** One DC row: `strings` × `perString` panels of `arrayId` on `mpptNo`, with 20 m of 4 mm² copper. */
export function dcRow(mpptNo: string, arrayId: string | null, strings = 1, perString = 6) {
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

/** An inverter unit with its DC rows and 10 m of 6 mm² copper on the AC side. */
export function unit(...DC: ReturnType<typeof dcRow>[]) {
  return { DC, AC: { cableMaterialId: 'copper', cableMaterialLength: 10, cableMaterialArea: 6 } };
}

/** A manual array of `count` panels at tilt and azimuth. */
export function array(id: string, panelcount: number, inclination = 24, azimuth = 180) {
  return {
    id,
    pvarrayname: id,
    panelchoseway: 2 as const,
    panelid: panel410.Id,
    panelcount,
    inclination,
    azimuth,
    insertway: 1 as const,
  };
}

/** A saved project of `proType` from the sections given (Hangzhou, 30.28° N 120.15° E). */
export function savedProject(
  sections: Pick<ProjectInputBody, 'pvArray' | 'inverter'> & Partial<ProjectInputBody>,
  proType: 0 | 1 = 0,
): ProjectRecord {
  const input = projectInput.parse({
    projectBase: { proName: 'Test', proOwnerName: 'Owner', proCapacity: 5 },
    mapLocation: { proAddress: 'Hangzhou', proLongitude: 120.15, proLatitude: 30.28, proMinTemperature: -4 },
    systemLoss: null,
    ...sections,
  });
  const assembled = assembleProject(input, copies, {
    projectId: 'p-test',
    proType,
    version: 1,
    createTime: '2026-11-24T00:00:00.000Z',
    now: '2026-11-24T00:00:00.000Z',
    sharedBy: null,
  });
  if (!assembled.ok) throw new Error('the test project did not assemble');
  return assembled.record;
}
