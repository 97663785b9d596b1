/**
 * The 19 wafer (cell) materials a panel may name [CAT-1], in the forms' order and
 * spelling ('tripel-junction' included: stored data and the old forms use it). The first is the
 * default.
 */
import * as z from 'zod';
import { singleLineString } from '../api/common-fields';

export const WAFER_MATERIALS = [
  'poly',
  'multi',
  'mono',
  'triple a-Si',
  'CdTe',
  'Apex',
  'CIS',
  'tripel-junction',
  'CSG',
  'amorph',
  'CTS',
  'a-Si',
  'nano',
  'ribbon',
  'CdS/CdTe',
  'CIGS',
  'HIT',
  'EFG',
  'A-300',
] as const;

export type WaferMaterial = (typeof WAFER_MATERIALS)[number];

/** The default wafer material of a new panel: the list's first item. */
export const DEFAULT_WAFER_MATERIAL: WaferMaterial = WAFER_MATERIALS[0];

const byLowerCase = new Map<string, WaferMaterial>(WAFER_MATERIALS.map((m) => [m.toLowerCase(), m]));

/** The material a text names, whatever its case ('cdte' → 'CdTe'), or undefined. */
export function findWaferMaterial(text: string): WaferMaterial | undefined {
  return byLowerCase.get(text.trim().toLowerCase());
}

/** A wafer material field: one of the 19, matched case-insensitively; blank → the default. */
export const waferMaterialField = z
  .union([singleLineString(), z.null()], { error: 'invalidValue' })
  .optional()
  .transform((value, ctx): WaferMaterial => {
    if (value === undefined || value === null || value.trim() === '') return DEFAULT_WAFER_MATERIAL;
    const material = findWaferMaterial(value);
    if (material) return material;
    ctx.addIssue({ code: 'custom', message: 'invalidValue' });
    return z.NEVER;
  });
