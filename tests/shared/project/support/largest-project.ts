/**
 * The largest project the editor allows (shared/constants/limits.ts PROJECT_LIMITS):
 * 20 drawn arrays with 100-corner polygons about 70 m across (some 900 panel positions each, the
 * project's 25 000 panels shared between them) and 1 000 removed panels each, 50 inverters of 64
 * MPPTs (3 200 DC entries, every one wired, with cable), full catalogue copies, a monthly load
 * and itemised investment. Random figures (seeded) so compression gets no easy ride.
 */
import { INVERTER_MAX_MPPT, PROJECT_LIMITS, PROJECT_MAX_INVERTERS } from '@pvd/shared/constants/limits';
import { type ProjectInput, projectInput } from '@pvd/shared/project/record/project';
import type { InverterSnapshot, PanelSnapshot } from '@pvd/shared/project/record/snapshots';
import type { CatalogueCopies } from '@pvd/shared/project/save/assemble';
import { seededRandom as random } from '../../support/seeded-random';

export const largestPanel: PanelSnapshot = {
  Id: 'panel-id-0000000000000000',
  source: 'system',
  manufacturer: 'JinkoSolar',
  componentmodelname: 'JKM580N-72HL4-V (Tiger Neo)',
  componentlength: 2.278,
  componentwidth: 1.134,
  componentarea: 2.58,
  wafermaterial: 'mono',
  peakpower: 580,
  mppvoltage: 42.44,
  mppcurrent: 13.67,
  allowedvoltage: 1500,
  efficiency: 22.45,
  opencircuitvoltage: 51.57,
  shortcircuitcurrent: 14.35,
  tempcoefficientvoc: -0.25,
  tempcoefficientvocunit: '%/℃',
  tempcoefficientisc: 0.045,
  tempcoefficientiscunit: '%/℃',
  tempCoefficientPmax: -0.29,
  version: 3,
};

const perMppt = (value: number) => Array.from({ length: INVERTER_MAX_MPPT }, () => value).join('/');

/** A 64-MPPT three-phase model (the catalogue's widest). */
export const largestInverter: InverterSnapshot = {
  id: 'inverter-id-000000000000',
  modelname: 'SUN-350K-G64',
  series: 'SUN-T',
  us: '0',
  invertertype: 1,
  mainsvoltype: 'Three-Phase',
  protectionclass: 'IP66',
  sizelength: 1.1,
  sizewidth: 0.8,
  sizeheight: 0.4,
  weight: 120,
  maxeffec: 99,
  europeeffec: 98.6,
  maxdcpower: '525000',
  maxdcvoltage: perMppt(1500),
  maxdccurrent: perMppt(40),
  mppvoltagerangemin: 500,
  mppvoltagerangemax: 1500,
  mpptcount: INVERTER_MAX_MPPT,
  mppnumberofstrings: perMppt(3),
  maxmppt: perMppt(12000),
  gridconnectedvolrangemin: 320,
  gridconnectedvolrangemax: 460,
  gridconnectedfreqrangemin: 45,
  gridconnectedfreqrangemax: 55,
  nominalgridfrequency: '50/60',
  nominalgridvoltage: '400',
  ratedacoutputpower: 350000,
  maxacpower: 385000,
  maxaccurrent: 560,
  isneedallaccess: '0',
  vendor: 'PV-Sun',
  maxshortcircuitcurrent: perMppt(50),
  createtime: '2026-11-01T00:00:00.000Z',
  lastmodifytime: '2026-11-01T00:00:00.000Z',
  version: 2,
};

/** Copies that find every item (the largest project uses one panel and one model). */
export const largestCopies: CatalogueCopies = {
  panel: () => largestPanel,
  inverter: () => largestInverter,
  battery: () => undefined,
  cableMaterial: (id) => ({ Id: id, MaterialName: '铜', Resistivity: 0.0175, version: 1 }),
};

function drawnArray(index: number, next: () => number) {
  const centre = { lat: 30.28 + index * 0.001, lng: 120.15 };
  const corners = Array.from({ length: PROJECT_LIMITS.polygonVertices }, (_, k) => {
    const angle = (2 * Math.PI * k) / PROJECT_LIMITS.polygonVertices;
    const radius = 0.00035 * (0.8 + 0.2 * next());
    return { lat: centre.lat + radius * Math.sin(angle), lng: centre.lng + radius * Math.cos(angle) };
  });
  const removed = new Set<number>();
  while (removed.size < PROJECT_LIMITS.removedPanelsPerArray) removed.add(Math.floor(next() * 20_000));
  return {
    id: `array-${String(index).padStart(2, '0')}-${Math.floor(next() * 1e9)}`,
    pvarrayname: `屋顶阵列 ${index + 1} (roof section ${index + 1})`,
    panelchoseway: 2 as const,
    panelid: largestPanel.Id,
    panelcount: PROJECT_LIMITS.panelsPerProject / PROJECT_LIMITS.pvArrays,
    inclination: Math.round(next() * 3000) / 100,
    azimuth: Math.round(next() * 36000) / 100,
    insertway: 2 as const,
    layout: {
      areaLatLngs: corners,
      loadMapWay: 'Google' as const,
      rowSpacing: 1.7,
      layingMethod: 4,
      removedPanels: [...removed],
    },
    panel: { componentlength: 2.278, componentwidth: 1.134 },
  };
}

function inverterUnit(unit: number, arrayIds: string[], next: () => number) {
  return {
    DC: Array.from({ length: INVERTER_MAX_MPPT }, (_, m) => ({
      mpptNo: `MPPT${m + 1}`,
      pvArrayId: arrayIds[(unit * INVERTER_MAX_MPPT + m) % arrayIds.length]!,
      numberOfStrings: 1 + Math.floor(next() * 3),
      numberOfComponentsPerString: 18 + Math.floor(next() * 10),
      cableMaterialId: 'cable-copper-000000',
      cableMaterialLength: Math.round(next() * 20000) / 100,
      cableMaterialArea: 6,
    })),
    AC: { cableMaterialId: 'cable-copper-000000', cableMaterialLength: 85.5, cableMaterialArea: 240 },
  };
}

/** The largest project as the editor would send it (parsed by the create call's schema). */
export function largestProjectInput(seed = 20261124): ProjectInput {
  const next = random(seed);
  const pvArray = Array.from({ length: PROJECT_LIMITS.pvArrays }, (_, i) => drawnArray(i, next));
  const arrayIds = pvArray.map((array) => array.id);
  const body = {
    projectBase: {
      proName: '最大的项目 The largest project',
      proOwnerName: 'Owner',
      proCapacity: 58,
      proCapacityUnit: 2,
    },
    mapLocation: {
      proAddress: '浙江省杭州市西湖区 West Lake, Hangzhou',
      proLongitude: 120.15,
      proLatitude: 30.28,
    },
    pvArray,
    inverter: [
      {
        inverterid: largestInverter.id,
        invertercount: PROJECT_MAX_INVERTERS,
        inverters: Array.from({ length: PROJECT_MAX_INVERTERS }, (_, u) => inverterUnit(u, arrayIds, next)),
      },
    ],
    systemLoss: { soilinglosses: 2.5, mismatchlosses: 1.5 },
    investment: { chargeDetailsShow: true, chargeDetails: { component: 1.8, inverter: 0.4, bracket: 0.6 } },
  };
  return projectInput.parse(body);
}

/** The same body as JSON text (what the browser sends). */
export function largestProjectBody(seed = 20261124): string {
  const { refreshCatalogue: _refresh, ...body } = largestProjectInput(seed);
  return JSON.stringify(body);
}
