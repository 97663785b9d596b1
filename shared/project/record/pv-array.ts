/**
 * A PV array of a project [WIZ-4] [WIZ-5]. A manual array
 * (insertway 1) holds its panel count; a drawn array (insertway 2) holds its polygon, laying
 * method, row spacing and the indices of the panels removed by hand, never panel coordinates:
 * `shared/layout` recomputes the panels from these, the same in every view.
 */
import * as z from 'zod';
import { boundedNumber } from '../../api/bounded-number';
import { idField, requiredTextField, singleLine, textField } from '../../api/common-fields';
import { PanelChoseWay, panelArea } from '../../catalogue/panel';
import { PROJECT_LIMITS } from '../../constants/limits';
import { arrayPeakPowerKw } from '../../electrical/capacity';
import { arrayBifacialInput, arrayMountingInput, mountingIssues } from './array-mounting';
import { type PanelSnapshot, panelSnapshot } from './snapshots';

/** How an array was made: 1 manual, 2 drawn on a map. */
export const InsertWay = { manual: 1, drawn: 2 } as const;
export type InsertWay = (typeof InsertWay)[keyof typeof InsertWay];

/** The backdrops an array can be drawn on: a map, the plan view, or the user's roof image. */
export const DRAWING_BACKDROPS = ['Google', 'Baidu', 'plan', 'image'] as const;

/** A point on the map (WGS-84), as a drawn area's corners and the obstacles' points are stored. */
export const corner = z.object({
  /** [°] */
  lat: boundedNumber(-90, 90),
  /** [°] */
  lng: boundedNumber(-180, 180),
});

/**
 * Where the user's roof image lies under a drawing on the 'image' backdrop: only
 * the placement; the image itself is stored beside the array (setPvArrayRoofImage) and answered
 * as `roofImageUrl` by getUserProjectBaseInfo.
 */
export const imageBackdropInput = z.object({
  /** The image's middle east of the project's coordinates. [m] */
  centreEastM: boundedNumber(-100_000, 100_000),
  /** The image's middle north of the project's coordinates. [m] */
  centreNorthM: boundedNumber(-100_000, 100_000),
  /** Turn of the image, clockwise. [°] */
  rotationDeg: boundedNumber(-180, 180),
  /** Ground size of one image pixel (positive). [m/px] */
  metresPerPixel: boundedNumber(1e-6, 1000),
  /** The image's own size. [px] */
  widthPx: boundedNumber(1, 100_000, { integer: true }),
  /** [px] */
  heightPx: boundedNumber(1, 100_000, { integer: true }),
});
export type ImageBackdrop = z.output<typeof imageBackdropInput>;

/** The drawing of an insertway-2 array (its layout, without panelLatLngs). */
export const drawnLayoutInput = z.object({
  /** The polygon's corners in drawing order (WGS-84, or the backdrop's own frame for an image). */
  areaLatLngs: z
    .array(corner, { error: 'invalidValue' })
    .min(3, { error: 'polygonTooSmall' })
    .max(PROJECT_LIMITS.polygonVertices, { error: 'tooLong' }),
  loadMapWay: z.enum(DRAWING_BACKDROPS, { error: 'invalidValue' }).default('plan'),
  /** Gap between panel rows; minimum 0, step 0.1. [m] */
  rowSpacing: boundedNumber(0, 1000),
  /** 1 single row … 6 four rows [LAY-1]. */
  layingMethod: boundedNumber(1, 6, { integer: true }),
  /** Indices (into the recomputed layout) of the panels removed by double-click, ascending. */
  removedPanels: z
    .array(boundedNumber(0, 10_000_000, { integer: true }), { error: 'invalidValue' })
    .max(PROJECT_LIMITS.removedPanelsPerArray, { error: 'tooManyRemovedPanels' })
    .default([])
    .transform((indices) => [...new Set(indices)].sort((a, b) => a - b)),
  /** The roof image's placement; only for loadMapWay 'image' (dropped on another backdrop). */
  backdrop: imageBackdropInput.optional(),
  /**
   * Clear distance the fill keeps from the area's edges and from the obstacles' footprints;
   * absent: 0. [m]
   */
  setbackM: boundedNumber(0, 100).optional(),
});
export type DrawnLayout = z.output<typeof drawnLayoutInput>;

/** Panel dimensions the chooser lets the user change for this project ([WIZ-6]: min 0.5, step 0.001). [m] */
const panelDimensions = z.object({
  componentlength: boundedNumber(0.5, 10).optional(),
  componentwidth: boundedNumber(0.5, 10).optional(),
});

const panelChoseWay = z.union(
  [
    z.literal(PanelChoseWay.default),
    z.literal(PanelChoseWay.system),
    z.literal(PanelChoseWay.custom),
    z.literal(PanelChoseWay.frequentlyUsed),
  ],
  { error: 'checkPanelChose' },
);

/**
 * A PV array as the editor sends it. The panel's datasheet is not taken from the client: the
 * server copies it from the catalogue (see snapshots.ts); only its dimensions may be edited.
 */
export const pvArrayInput = z
  .object({
    /** Client-generated, unique in the project; DC entries refer to it. */
    id: idField,
    pvarrayname: requiredTextField(100, 'checkPvarrayName'),
    panelchoseway: panelChoseWay,
    panelid: singleLine(
      z
        .string({ error: 'checkPanelChose' })
        .trim()
        .min(1, { error: 'checkPanelChose' })
        .max(64, { error: 'tooLong' }),
    ),
    panelname: textField(200).optional(),
    panelcount: boundedNumber(1, PROJECT_LIMITS.panelsPerArray, {
      integer: true,
      requiredKey: 'checkPanelCount',
    }),
    /** [°] 0 horizontal … 90 vertical. */
    inclination: boundedNumber(0, 90),
    /** [°] clockwise from north, 180 = south. */
    azimuth: boundedNumber(0, 360),
    insertway: z.union([z.literal(InsertWay.manual), z.literal(InsertWay.drawn)], { error: 'invalidValue' }),
    layout: drawnLayoutInput.nullish(),
    panel: panelDimensions.nullish(),
    /**
     * Optimisers or microinverters on every panel: each panel at its own maximum-power point, so
     * a shadow costs only the light it takes (no electrical effect on the string); absent: false.
     */
    moduleLevelElectronics: z.boolean({ error: 'invalidValue' }).optional(),
    /** Fixed, east-west or single-axis tracker [MNT-1] [MNT-2]; absent: fixed (array-mounting.ts). */
    mounting: arrayMountingInput.optional(),
    /** The rear side when the panel is bifacial [MNT-3]; absent: monofacial. */
    bifacial: arrayBifacialInput.optional(),
    /** Kept from an earlier save; a new array gets the save's time. */
    createtime: singleLine(z.string().max(40)).optional(),
  })
  .superRefine((array, ctx) => {
    if (array.insertway === InsertWay.drawn && !array.layout) {
      ctx.addIssue({ code: 'custom', path: ['layout'], message: 'pvArrayNotDrawn' });
    }
    for (const issue of mountingIssues(array)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type PvArrayInput = z.output<typeof pvArrayInput>;

/** A stored PV array: the input with its panel copy, peak power and times. */
export const pvArrayRecord = pvArrayInput.safeExtend({
  panelname: z.string(),
  layout: drawnLayoutInput.nullable(),
  /** The panel as saved with the project, dimensions as edited. */
  panel: panelSnapshot,
  /** Panel peak power × count / 1000, 2 decimals. [kW] */
  peakpower: z.number(),
  createtime: z.string(),
});
export type PvArrayRecord = z.output<typeof pvArrayRecord>;

/** The layout as stored: a roof image placement only with the 'image' backdrop. */
function storedLayout(layout: DrawnLayout | null | undefined): DrawnLayout | null {
  if (!layout) return null;
  if (layout.loadMapWay === 'image' || !layout.backdrop) return layout;
  const { backdrop: _unused, ...rest } = layout;
  return rest;
}

/**
 * The stored form of an array: its panel copy with the edited dimensions, its peak power
 * (kW, 2 decimals), its creation time kept or set now.
 */
export function toPvArrayRecord(input: PvArrayInput, panel: PanelSnapshot, now: string): PvArrayRecord {
  const length = input.panel?.componentlength ?? panel.componentlength;
  const width = input.panel?.componentwidth ?? panel.componentwidth;
  const sized: PanelSnapshot = {
    ...panel,
    componentlength: length,
    componentwidth: width,
    componentarea: panelArea(length, width),
  };
  const { panel: _edited, layout, ...rest } = input;
  return {
    ...rest,
    panelname: input.panelname || `${panel.manufacturer} ${panel.componentmodelname}`,
    layout: input.insertway === InsertWay.drawn ? storedLayout(layout) : null,
    panel: sized,
    peakpower: arrayPeakPowerKw(panel.peakpower, input.panelcount),
    createtime: input.createtime ?? now,
  };
}
