/**
 * Where a drawn array's roof image lies under its picture in the report: the image's placement
 * (stored with the drawing) in the picture's frame (shared/layout/drawing-frame), so the panels
 * print over the roof they were drawn on.
 */
import { drawingFrame, type ImageInDrawing, imageInDrawing } from '@pvd/shared/layout/drawing-frame';
import { placementOfBackdrop } from '@pvd/shared/layout/image-placement';
import { cornersToPlan, planFrame } from '@pvd/shared/layout/plan-view';
import { engineSite } from '@pvd/shared/project/record/location';
import type { ReportData } from './report-data';

type ReportArray = ReportData['pvarray'][number];

/**
 * The roof image's box in the array's picture, or null when the array has no picture, no roof
 * image or no placement for it (drawn on a map or the plain plan).
 */
export function roofImageBox(
  array: ReportArray,
  location: ReportData['mapLocation'],
): (ImageInDrawing & { url: string }) | null {
  const backdrop = array.layout?.backdrop;
  if (!array.roofDrawingImg || !array.roofImageUrl || !backdrop || !array.layout) return null;
  const polygon = cornersToPlan(planFrame(engineSite(location)), array.layout.areaLatLngs);
  const box = imageInDrawing(drawingFrame(polygon), placementOfBackdrop(backdrop));
  return { ...box, url: array.roofImageUrl };
}
