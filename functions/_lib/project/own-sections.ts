/**
 * The sections a save adds beside the spec's: the load's source (userLoad), the tariff copy,
 * the grid limits, the storage strategy, the yield's uncertainty budget [UNC-7] and the ground's albedo [MNT-4]. Each absent from the input keeps what is stored (an
 * editor that does not know it never erases it) and null removes it. The meter file is never the
 * editor's: a save keeps the stored one (the load-file calls change it).
 *
 * The tariff is copied as catalogue items are [PRJ-9] [TAR-14]: the copy the project holds of
 * the same library tariff or preset is kept unless the editor asks for a refresh; a new one is
 * copied now; a library tariff deleted since keeps its old copy, and one the project never held
 * and the library lacks is refused (118 on `tariff.tariffId`).
 */
import type { Culture } from '@pvd/shared/errors/codes';
import { ProjectType } from '@pvd/shared/project/record/base';
import type { ProjectInput, ProjectRecord } from '@pvd/shared/project/record/project';
import type { ProjectTariffInput, ProjectTariffRecord } from '@pvd/shared/project/record/project-tariff';
import { TARIFF_PRESETS } from '@pvd/shared/tariff/presets/index';
import { getUserTariff } from '../db/entities/user-tariff';
import { fieldError, refused } from './save-errors';

type OwnSections = Pick<
  ProjectRecord,
  'userLoad' | 'tariff' | 'gridLimits' | 'storageStrategy' | 'uncertainty' | 'ground'
>;

/** The input's section, or the stored one when the input leaves it out; null removes it. */
function keptOrSent<T>(sent: T | null | undefined, stored: T | undefined): T | undefined {
  return sent === undefined ? stored : (sent ?? undefined);
}

/** The copy a save's tariff reference gives (see the module comment). */
async function tariffCopy(
  accountId: string,
  sent: ProjectTariffInput,
  stored: ProjectTariffRecord | undefined,
  refresh: boolean,
  culture: Culture,
): Promise<ProjectTariffRecord> {
  if (sent.source === 'own') return { source: 'own', sourceId: null, version: 0, tariff: sent.tariff };
  const id = sent.source === 'library' ? sent.tariffId : sent.presetId;
  const held = stored?.source === sent.source && stored.sourceId === id ? stored : undefined;
  if (held && !refresh) return held;
  if (sent.source === 'preset') {
    return { source: 'preset', sourceId: id, version: 0, tariff: TARIFF_PRESETS[sent.presetId] };
  }
  const current = await getUserTariff(accountId, id);
  if (current) return { source: 'library', sourceId: id, version: current.version, tariff: current.tariff };
  if (held) return held;
  throw refused([fieldError(['tariff', 'tariffId'], 'catalogueItemGone', culture)]);
}

/** The load's source: the sent (or kept) typical shape, and the stored meter file. */
function loadSource(input: ProjectInput, stored: ProjectRecord | undefined): ProjectRecord['userLoad'] {
  const shape =
    input.userLoad === undefined
      ? stored?.userLoad?.typicalShape
      : (input.userLoad?.typicalShape ?? undefined);
  const meterFile = stored?.userLoad?.meterFile ?? null;
  if (!shape && !meterFile) return undefined;
  return { ...(shape && { typicalShape: shape }), meterFile };
}

/**
 * The sections of the record a save stores beside the assembled ones (absent ones left out).
 *
 * @param stored - The record an edit saves over; undefined for a new project.
 */
export async function ownSections(
  accountId: string,
  input: ProjectInput,
  proType: ProjectType,
  stored: ProjectRecord | undefined,
  culture: Culture,
): Promise<Partial<OwnSections>> {
  const tariff =
    input.tariff === undefined
      ? stored?.tariff
      : input.tariff &&
        (await tariffCopy(accountId, input.tariff, stored?.tariff, input.refreshCatalogue, culture));
  const sections: OwnSections = {
    userLoad: loadSource(input, stored),
    tariff: tariff ?? undefined,
    gridLimits: keptOrSent(input.gridLimits, stored?.gridLimits),
    storageStrategy:
      proType === ProjectType.energyStorage
        ? keptOrSent(input.storageStrategy, stored?.storageStrategy)
        : undefined,
    uncertainty: keptOrSent(input.uncertainty, stored?.uncertainty),
    ground: keptOrSent(input.ground, stored?.ground),
  };
  return Object.fromEntries(Object.entries(sections).filter(([, value]) => value !== undefined));
}
