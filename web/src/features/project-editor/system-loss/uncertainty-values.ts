/**
 * The uncertainty budget's values on the system loss step [UNC-2] [UNC-7]: what each field shows
 * (the draft's value, else nothing: the placeholder shows the climate source's default), the
 * default and its source for the hint, and the next body after a change. A field emptied goes
 * back to its default (null), so a saved project follows the defaults until it sets its own.
 */
import type { ProjectInputBody } from '@pvd/shared/project/record/project';
import {
  type IrradiationSourceKind,
  irradiationSourceKinds,
  type UncertaintyItemId,
  uncertaintyDefault,
} from '@pvd/shared/pv/uncertainty/budget';
import type { ClimateZone } from '@pvd/shared/pv/uncertainty/interannual';

export { uncertaintyItemIds } from '@pvd/shared/pv/uncertainty/budget';

type Section = NonNullable<ProjectInputBody['uncertainty']>;
/** A field as the draft holds it: a number, the text typed while it is none, or empty. */
export type UncertaintyValue = number | string | null | undefined;

/** The climate source whose defaults apply: the live results', else PVGIS's (the first tried). */
export function irradiationSourceOf(sourceId: string | undefined): IrradiationSourceKind {
  return (irradiationSourceKinds as readonly string[]).includes(sourceId ?? '')
    ? (sourceId as IrradiationSourceKind)
    : 'pvgis-tmy';
}

/** The draft's own value of an item; empty while it takes the default. */
export function itemValue(body: ProjectInputBody, item: UncertaintyItemId): UncertaintyValue {
  return body.uncertainty?.budget?.[item] ?? undefined;
}

/** The default of an item and its source's citation, for the field's hint. */
export function itemDefault(item: UncertaintyItemId, source: IrradiationSourceKind) {
  const found = uncertaintyDefault(item, source);
  return { value: found.sigmaPercent, citation: found.source.citation };
}

/** An empty text is no value: the field returns to its default. */
const ownValue = (value: number | string) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

function withSection(body: ProjectInputBody, change: (section: Section) => Section): ProjectInputBody {
  return { ...body, uncertainty: change(body.uncertainty ?? {}) };
}

/** The body with one item changed. */
export function withItem(
  body: ProjectInputBody,
  item: UncertaintyItemId,
  value: number | string,
): ProjectInputBody {
  return withSection(body, (section) => ({
    ...section,
    budget: { ...section.budget, [item]: ownValue(value) } as Section['budget'],
  }));
}

/** The body with the climate zone chosen; null: the latitude's. */
export function withClimateZone(body: ProjectInputBody, zone: ClimateZone | null): ProjectInputBody {
  return withSection(body, (section) => ({ ...section, climateZone: zone }));
}

/** The body with σ_iav entered; empty: the zone's default. */
export function withInterannualSigma(body: ProjectInputBody, value: number | string): ProjectInputBody {
  return withSection(body, (section) => ({
    ...section,
    interannualSigmaPercent: ownValue(value) as Section['interannualSigmaPercent'],
  }));
}
