/**
 * The heaviest project the bounds allow (shared/constants/limits.ts PROJECT_LIMITS), as the editor
 * would send it: 20 drawn arrays, each a 100-corner sliver 990 m long (just under the 1 km
 * across) and as wide as the project's share of positions allows (25 000 / 20 = 1 250), laid
 * four rows a group (method 6) at 85° with no spacing, so each area is looked at in some 2 000
 * groups of the smallest depth, with 1 000 panels removed; 50 inverters of the catalogue's
 * widest model (SUN-110K-G06, 10 MPPTs), every unit wired differently, so the engine simulates
 * 500 arrays. Used by the api test that it answers and by `npm run bench` (heaviest-project).
 */
import { PROJECT_LIMITS } from '@pvd/shared/constants/limits';
import { countPanelPositions, type PanelFillOptions } from '@pvd/shared/layout/fill';
import { planFrame, planToCorner } from '@pvd/shared/layout/plan-view';
import type { Point } from '@pvd/shared/layout/types';

/** The site of the project (Hangzhou). [°] */
const SITE = { latitude: 30.28, longitude: 120.15 };
/** Length of each sliver, north to south, just under the largest area. [m] */
const SLIVER_M = PROJECT_LIMITS.drawnAreaSpanM - 10;
const ARRAYS = PROJECT_LIMITS.pvArrays;
const UNITS = 50;
const MPPTS = 10;

/** The LR5-54HPH-410M (1.722 × 1.134 m) the way the arrays lay it. */
const placement: PanelFillOptions = {
  panelLengthM: 1.722,
  panelWidthM: 1.134,
  layingMethod: 6,
  surfaceTilt: 85,
  surfaceAzimuth: 180,
  rowSpacingM: 0,
};

/** An ellipse of 100 corners, `SLIVER_M` long north-south and `widthM` wide, centred at `eastM`. */
function sliver(eastM: number, widthM: number): Point[] {
  const corners = PROJECT_LIMITS.polygonVertices;
  return Array.from({ length: corners }, (_, k) => {
    const angle = (2 * Math.PI * k) / corners;
    return { x: eastM + (widthM / 2) * Math.cos(angle), y: (SLIVER_M / 2) * Math.sin(angle) };
  });
}

/** True when a sliver `widthM` wide holds at most `share` positions. */
function holds(widthM: number, share: number): boolean {
  try {
    countPanelPositions(sliver(0, widthM), { ...placement, maxPositions: share });
    return true;
  } catch {
    return false;
  }
}

/** The widest sliver holding at most `share` positions (bisection on its width). [m] */
function widthHolding(share: number): number {
  let [narrow, wide] = [1, 20];
  for (let i = 0; i < 30; i++) {
    const middle = (narrow + wide) / 2;
    if (holds(middle, share)) narrow = middle;
    else wide = middle;
  }
  return narrow;
}

/** The catalogue items the project uses, as the API names them. */
export interface HeaviestIds {
  panelId: string;
  /** SUN-110K-G06. */
  inverterId: string;
}

/** The heaviest legal project's body (createtUserGridConnectedProject). */
export function heaviestProjectBody(ids: HeaviestIds, name = 'Heaviest legal project') {
  const frame = planFrame(SITE);
  const width = widthHolding(PROJECT_LIMITS.panelsPerProject / ARRAYS);
  const removed = PROJECT_LIMITS.removedPanelsPerArray;
  const pvArray = Array.from({ length: ARRAYS }, (_, a) => {
    const area = sliver(a * 25, width);
    const { positionCount } = countPanelPositions(area, placement);
    return {
      id: `array-${a + 1}`,
      pvarrayname: `Sliver ${a + 1}`,
      panelchoseway: 2,
      panelid: ids.panelId,
      panelcount: positionCount - removed,
      inclination: placement.surfaceTilt,
      azimuth: placement.surfaceAzimuth,
      insertway: 2,
      layout: {
        areaLatLngs: area.map((point) => planToCorner(frame, point)),
        loadMapWay: 'plan',
        rowSpacing: placement.rowSpacingM,
        layingMethod: placement.layingMethod,
        removedPanels: Array.from({ length: removed }, (_, i) => i),
      },
    };
  });
  // Unit u's MPPT m takes array (u + 3m) mod 20 and 14 + (u mod 11) panels a string: no two
  // units alike, so none are coalesced and the engine simulates every MPPT.
  const unit = (u: number) => ({
    DC: Array.from({ length: MPPTS }, (_, m) => ({
      mpptNo: `MPPT${m + 1}`,
      pvArrayId: `array-${((u + 3 * m) % ARRAYS) + 1}`,
      numberOfStrings: 1,
      numberOfComponentsPerString: 14 + (u % 11),
      cableMaterialLength: 40 + m,
      cableMaterialArea: 6,
    })),
    AC: { cableMaterialLength: 60, cableMaterialArea: 95 },
  });
  return {
    projectBase: { proName: name, proOwnerName: 'Bounds', proCapacity: 5.5, proCapacityUnit: 2 },
    mapLocation: {
      proAddress: 'Hangzhou',
      proLongitude: String(SITE.longitude),
      proLatitude: String(SITE.latitude),
    },
    pvArray,
    inverter: [
      {
        inverterid: ids.inverterId,
        invertercount: UNITS,
        inverters: Array.from({ length: UNITS }, (_, u) => unit(u)),
      },
    ],
    systemLoss: null,
    investment: null,
  };
}
