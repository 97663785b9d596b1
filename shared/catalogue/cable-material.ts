/**
 * A user's cable material [CAT-3]. Resistivity is
 * stored as the electrical checks read it, in Ω·mm²/m (copper 0.0175), which is the Ω·m
 * figure of [CAT-3] scaled by 10⁶: the DC loss formula [STR-5] divides by an area in mm².
 * Every account starts with copper (the default) and aluminium.
 */
import * as z from 'zod';
import { boundedNumber } from '../api/bounded-number';
import type { Culture } from '../errors/codes';
import { textCellField } from './cell-fields';

/** The add and edit dialog's fields ([CAT-3]: both required, resistivity numeric and above zero). */
export const cableMaterialFields = {
  material: textCellField(50, 'materialRequired'),
  /** [Ω·mm²/m] */
  resistivity: boundedNumber(0, 10, {
    text: true,
    requiredKey: 'resistivityRequired',
    numberKey: 'resistivityNumeric',
    exclusiveMin: true,
    minKey: 'resistivityPositive',
  }),
};

/** A material as listed and shown (Id, MaterialName, Resistivity; plus IsDefault). */
export const cableMaterialRow = z.object({
  Id: z.string(),
  MaterialName: z.string(),
  /** [Ω·mm²/m] */
  Resistivity: z.number(),
  IsDefault: z.union([z.literal(0), z.literal(1)]),
  createtime: z.string(),
  version: z.number(),
});
export type CableMaterialRow = z.infer<typeof cableMaterialRow>;

interface DefaultMaterial {
  name: Record<Culture, string>;
  /** [Ω·mm²/m] */
  resistivity: number;
  isDefault: 0 | 1;
}

/**
 * The materials every new account gets: copper (default) and aluminium, with the rounded
 * resistivities of cable-sizing practice (copper 0.0175, aluminium 0.0283 Ω·mm²/m). The
 * standards' values at 20 °C are 1/58 = 0.017241 for annealed copper (IEC 60028, "International
 * standard of resistance for copper", 1925) and 0.028264 for hard-drawn aluminium (IEC 60889,
 * 1987).
 */
export const DEFAULT_CABLE_MATERIALS: readonly DefaultMaterial[] = [
  { name: { 'zh-CN': '铜', en: 'Copper' }, resistivity: 0.0175, isDefault: 1 },
  { name: { 'zh-CN': '铝', en: 'Aluminium' }, resistivity: 0.0283, isDefault: 0 },
];

/**
 * The name to show a reader of `culture`: a material every account started with (copper,
 * aluminium), still under the name and resistivity it was given, is named in the reader's
 * language ('铜' reads 'Copper' in English); any other material keeps the name its user gave it.
 *
 * @param name - The stored name, in the language of the account's registration.
 * @param resistivity - The stored resistivity. [Ω·mm²/m]
 * @example
 * materialNameIn('铜', 0.0175, 'en'); // 'Copper'
 * materialNameIn('Tinned copper', 0.0179, 'zh-CN'); // 'Tinned copper'
 */
export function materialNameIn(name: string, resistivity: number, culture: Culture): string {
  const builtIn = DEFAULT_CABLE_MATERIALS.find(
    (material) => material.resistivity === resistivity && Object.values(material.name).includes(name),
  );
  return builtIn ? builtIn.name[culture] : name;
}
