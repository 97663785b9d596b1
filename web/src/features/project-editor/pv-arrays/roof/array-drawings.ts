/**
 * The picture of each roof-drawn array for the report (arrays with insertway 2 have their images
 * uploaded [WIZ-5]): the area and its panels, recomputed by
 * `shared/layout` from what the array stores, drawn as SVG, turned into a PNG by the browser and
 * stored with uploadPvArrayImage. That call needs the project's id, so the wizard runs this after
 * a save (the first save creates the id).
 */
import * as projectCalls from '@pvd/shared/api/project';
import { DRAWING_PNG_SIZE, drawingFrame } from '@pvd/shared/layout/drawing-frame';
import { fillPolygonWithPanels, type PanelLayout } from '@pvd/shared/layout/fill';
import { cornersToPlan, niceLength, planFrame } from '@pvd/shared/layout/plan-view';
import type { Point } from '@pvd/shared/layout/types';
import { fillOptionsOf } from '@pvd/shared/project/design/array-engine';
import type { EngineSite } from '@pvd/shared/project/record/location';
import type { ProjectInputBody } from '@pvd/shared/project/record/project';
import { InsertWay } from '@pvd/shared/project/record/pv-array';
import { snapshotKey } from '@pvd/shared/project/record/snapshots';
import { keepOutOutlines, obstaclesInPlan, surroundingsInput } from '@pvd/shared/project/record/surroundings';
import { type CopyRecords, panelSources } from '@pvd/shared/project/save/copies';
import { api } from '@/lib/api';
import { uploadImage } from '@/lib/uploads';
import { pendingRoofImage, setPendingRoofImage } from './pending-roof-images';

type ArrayBody = NonNullable<ProjectInputBody['pvArray']>[number];

/** The array's panel size: as edited for the project, else its catalogue copy's. [m] */
function panelSize(
  array: ArrayBody,
  copies: CopyRecords,
): { componentlength: number; componentwidth: number } | null {
  const copy = panelSources(array.panelchoseway)
    .map((source) => copies.panels[snapshotKey(source, array.panelid)])
    .find((found) => found !== undefined);
  const componentlength = array.panel?.componentlength ?? copy?.componentlength;
  const componentwidth = array.panel?.componentwidth ?? copy?.componentwidth;
  return componentlength && componentwidth ? { componentlength, componentwidth } : null;
}

const mm = (value: number) => Math.round(value * 1000);

/**
 * A drawn array's area in the plan frame and the panels its stored layout lays there with
 * `keepOut` kept free, as the drawer and the server lay them; null for an array that is not
 * drawn or whose panel is unknown. Throws the fill's errors (an area past the limits).
 */
export function layDrawnArray(
  array: ArrayBody,
  copies: CopyRecords,
  site: EngineSite,
  keepOut: readonly (readonly Point[])[] = [],
): { polygon: Point[]; panels: PanelLayout } | null {
  const layout = array.layout;
  const panel = panelSize(array, copies);
  if (array.insertway !== InsertWay.drawn || !layout || !panel) return null;
  const polygon = cornersToPlan(planFrame(site), layout.areaLatLngs);
  const panels = fillPolygonWithPanels(polygon, {
    ...fillOptionsOf({ ...array, layout, panel }, keepOut),
    removedIndices: layout.removedPanels,
  });
  return { polygon, panels };
}

/** The fill of the obstacles in the picture: grey, as the report's shade map draws them. */
export const OBSTACLE_FILL = '#8d99a8';

/**
 * The SVG picture of a drawn array: its area, the obstacles on and by it (their footprints the
 * fill kept free, so the hole a stairwell makes in the array shows why), and the kept panels,
 * north up, with a north arrow and a scale bar; null for an array that is not drawn or whose
 * panel is unknown.
 *
 * @param keepOut - The obstacles' outlines the fill keeps free (`projectKeepOut`), as the drawer
 *   and the server lay the panels [SUR-3]. [m, plan frame]
 */
export function arrayDrawingSvg(
  array: ArrayBody,
  copies: CopyRecords,
  site: EngineSite,
  keepOut: readonly (readonly Point[])[] = [],
): string | null {
  const laid = layDrawnArray(array, copies, site, keepOut);
  if (!laid) return null;
  const { polygon, panels } = laid;
  const { width: W, height: H } = DRAWING_PNG_SIZE;
  // The area with its margin fitted into the picture (metres, y south): the report lays the
  // roof image under the picture in the same frame.
  const frame = drawingFrame(polygon);
  const scale = frame.metresPerPixel;
  const viewW = W * scale;
  const x0 = frame.left;
  const y0 = frame.top;
  const c = panels.corners;
  let path = '';
  for (let k = 0; k < panels.panelCount; k++) {
    const o = k * 8;
    path += `M${mm(c[o]!)} ${mm(-c[o + 1]!)}L${mm(c[o + 2]!)} ${mm(-c[o + 3]!)}L${mm(c[o + 4]!)} ${mm(-c[o + 5]!)}L${mm(c[o + 6]!)} ${mm(-c[o + 7]!)}Z`;
  }
  const area = polygon.map((p) => `${p.x},${-p.y}`).join(' ');
  const obstacles = keepOut
    .map(
      (outline) =>
        `<polygon points="${outline.map((p) => `${p.x},${-p.y}`).join(' ')}" fill="${OBSTACLE_FILL}" stroke="#5f6b7a" stroke-width="${scale}"/>`,
    )
    .join('');
  const bar = niceLength(viewW / 5);
  const px = 1 / scale;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
    `<g transform="scale(${px}) translate(${-x0} ${-y0})">`,
    `<polygon points="${area}" fill="#f08519" fill-opacity="0.12" stroke="#f08519" stroke-width="${2 * scale}"/>`,
    `<g data-obstacles="${keepOut.length}">${obstacles}</g>`,
    `<path d="${path}" transform="scale(0.001)" fill="#1f4e8c" stroke="#ffffff" stroke-width="${1000 * scale}"/>`,
    '</g>',
    `<g font-family="sans-serif" font-size="14" fill="#16191f">`,
    `<polygon points="${W - 24},14 ${W - 17},32 ${W - 24},28 ${W - 31},32"/>`,
    `<text x="${W - 24}" y="48" text-anchor="middle">N</text>`,
    `<rect x="16" y="${H - 24}" width="${bar * px}" height="4"/>`,
    `<text x="16" y="${H - 30}">${bar} m</text>`,
    '</g>',
    '</svg>',
  ].join('');
}

/** The obstacles' outlines the fill keeps free, in the plan frame at the (engine's) site. [m] */
export function keepOutOf(body: ProjectInputBody, site: EngineSite): Point[][] {
  const surroundings = surroundingsInput.safeParse(body.surroundings ?? {});
  if (!surroundings.success || surroundings.data.obstacles.length === 0) return [];
  return keepOutOutlines(obstaclesInPlan(surroundings.data.obstacles, planFrame(site)));
}

/** Turns an SVG picture into a PNG file (the browser draws it on a canvas). */
export async function rasterizeSvg(svg: string, name: string): Promise<File> {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = DRAWING_PNG_SIZE.width;
  canvas.height = DRAWING_PNG_SIZE.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas to draw the roof picture on');
  context.drawImage(image, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The roof picture could not be encoded as PNG');
  return new File([blob], name, { type: 'image/png' });
}

/** What storing the pictures gave: the arrays stored, and those that failed (with the error). */
export interface DrawingUploads {
  stored: string[];
  failed: { id: string; error: unknown }[];
}

/** Stores the roof image chosen for the array since the last save, if any (then forgets it). */
async function storePendingRoofImage(projectId: string, arrayId: string): Promise<void> {
  const file = pendingRoofImage(arrayId);
  if (!file) return;
  const uploadId = await uploadImage('roofImage', file);
  await api(projectCalls.setPvArrayRoofImage, { proid: projectId, pvArrayId: arrayId, uploadId });
  if (pendingRoofImage(arrayId) === file) setPendingRoofImage(arrayId, null);
}

/**
 * Stores the roof image chosen for each drawn array of a saved project [WIZ-5] and the
 * picture of every drawn array. One array failing does not stop
 * the others; the caller says so (a failed roof picture is told [ERR-5]).
 *
 * @param rasterize - SVG → PNG; the browser's canvas unless a test gives its own.
 */
export async function uploadArrayDrawings(
  projectId: string,
  body: ProjectInputBody,
  copies: CopyRecords,
  site: EngineSite,
  rasterize: (svg: string, name: string) => Promise<File> = rasterizeSvg,
): Promise<DrawingUploads> {
  const result: DrawingUploads = { stored: [], failed: [] };
  const keepOut = keepOutOf(body, site);
  for (const array of body.pvArray ?? []) {
    const svg = arrayDrawingSvg(array, copies, site, keepOut);
    if (!svg) continue;
    try {
      if (array.layout?.loadMapWay === 'image') await storePendingRoofImage(projectId, array.id);
      const file = await rasterize(svg, `${array.id}.png`);
      const uploadId = await uploadImage('pvArrayImage', file);
      await api(projectCalls.uploadPvArrayImage, { proid: projectId, pvArrayId: array.id, uploadId });
      result.stored.push(array.id);
    } catch (error) {
      result.failed.push({ id: array.id, error });
    }
  }
  return result;
}
