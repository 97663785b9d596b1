/**
 * `tariff`: the project's own copy of its tariff [TAR-14], for both project types. As with the
 * catalogue copies [PRJ-9], the project keeps the tariff it was saved with: a later edit or
 * deletion in the user's library, or a new release of a preset, does not change it unless the
 * editor asks for a refresh. Absent in projects saved before it and when the user chose none:
 * the flat tariff of the investment step's prices [TAR-4], so such projects answer today's
 * figures.
 */
import * as z from 'zod';
import { idField } from '../../api/common-fields';
import type { Culture } from '../../errors/codes';
import { investmentOrDefaults } from '../../finance/investment';
import { flatTariffFromInvestment } from '../../tariff/flat';
import { TARIFF_PRESET_IDS, type TariffPresetId } from '../../tariff/presets/ids';
import { localizedPreset } from '../../tariff/presets/localized';
import { type Tariff, tariffSchema } from '../../tariff/schema';
import type { InvestmentInput } from './investment';

/** Where the tariff of a save comes from. */
export const TARIFF_SOURCES = ['library', 'preset', 'own'] as const;

/** What the editor sends: a tariff of the user's library, a preset, or a tariff of its own (JSON). */
export const projectTariffInput = z.discriminatedUnion(
  'source',
  [
    z.object({ source: z.literal('library'), tariffId: idField }),
    z.object({ source: z.literal('preset'), presetId: z.enum(TARIFF_PRESET_IDS, { error: 'invalidValue' }) }),
    z.object({ source: z.literal('own'), tariff: tariffSchema }),
  ],
  { error: 'invalidValue' },
);
export type ProjectTariffInput = z.output<typeof projectTariffInput>;

/** The copy as stored. */
export const projectTariffRecord = z.object({
  source: z.enum(TARIFF_SOURCES),
  /** The library tariff's id or the preset's id; null for a tariff of the project's own. */
  sourceId: z.string().nullable(),
  /** The library tariff's version when copied; 0 for presets and own tariffs. */
  version: z.number(),
  tariff: tariffSchema,
});
export type ProjectTariffRecord = z.output<typeof projectTariffRecord>;

/**
 * The tariff a project is billed by: its copy, else the flat tariff of its investment step
 * [TAR-4] (the defaults when it has none [WIZ-11]).
 *
 * @example
 * projectTariffOf(undefined, null).periods; // { flat: { import: 1, export: 0.42 } }
 */
export function projectTariffOf(
  tariff: ProjectTariffRecord | undefined,
  investment: InvestmentInput | null,
): Tariff {
  return tariff?.tariff ?? flatTariffFromInvestment(investmentOrDefaults(investment));
}

/**
 * The copy as shown to a reader of `culture`: a preset's name and note in that language (a
 * preset's copy holds both languages' name and the English note [TAR-3]); any other as stored.
 */
export function localizedTariffRecord(record: ProjectTariffRecord, culture: Culture): ProjectTariffRecord {
  const id = record.sourceId as TariffPresetId | null;
  if (record.source !== 'preset' || id === null || !TARIFF_PRESET_IDS.includes(id)) return record;
  return { ...record, tariff: localizedPreset(id, record.tariff, culture) };
}
