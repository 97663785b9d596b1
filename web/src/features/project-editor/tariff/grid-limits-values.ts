/**
 * The grid limits' values [TAR-8] [TAR-14]: the export limit's kind and amount as the form holds
 * them (an amount keeps its text while it is no number, for the schema to refuse under the field),
 * the import limit, and the kW a share of the inverters' rating gives.
 */
import type { ProjectInputBody, ProjectRecord } from '@pvd/shared/project/record/project';

export const EXPORT_KINDS = ['none', 'zero', 'kw', 'percentOfInverters'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

type GridLimitsBody = NonNullable<ProjectInputBody['gridLimits']>;

/** The kind of the body's export limit (absent: none). */
export function exportKindOf(limits: ProjectInputBody['gridLimits']): ExportKind {
  return limits?.exportLimit?.kind ?? 'none';
}

/** The body's limits with the export limit of `kind`; an amount typed for the kind is kept. */
export function withExportKind(
  body: ProjectInputBody,
  kind: ExportKind,
  amount?: number | string,
): ProjectInputBody {
  const exportLimit =
    kind === 'kw'
      ? { kind, kw: (amount ?? 0) as number }
      : kind === 'percentOfInverters'
        ? { kind, percent: (amount ?? 100) as number }
        : { kind };
  return { ...body, gridLimits: { ...body.gridLimits, exportLimit } as GridLimitsBody };
}

/** The body with the import limit (null: none). [kW] */
export function withImportLimit(body: ProjectInputBody, kw: number | string | null): ProjectInputBody {
  return { ...body, gridLimits: { ...body.gridLimits, importLimitKw: kw as number | null } };
}

/** Σ rated AC power of the record's inverters. [kW] */
export function inverterRatedKw(record: Pick<ProjectRecord, 'inverter'> | undefined): number {
  return (record?.inverter ?? []).reduce(
    (sum, group) => sum + (group.info.ratedacoutputpower * group.invertercount) / 1000,
    0,
  );
}
