/**
 * The project as the editor opens it (getUserProjectBaseInfo, queryProPvArrayList): the record,
 * the images' signed addresses, and which catalogue items moved on since their copies were taken
 * (so the editor can offer to refresh them).
 */
import type { ProjectView } from '@pvd/shared/api/project';
import type { Culture } from '@pvd/shared/errors/codes';
import type { ProjectRecord } from '@pvd/shared/project/record/project';
import { localizedTariffRecord } from '@pvd/shared/project/record/project-tariff';
import type { PvArrayRecord } from '@pvd/shared/project/record/pv-array';
import { getCableMaterial } from '../db/entities/cable-material';
import { getCommonBattery } from '../db/entities/common-battery';
import { listProjectImages } from '../db/entities/project-image';
import { getSystemBattery } from '../db/entities/system-battery';
import { getSystemInverter } from '../db/entities/system-inverter';
import { getSystemPanel } from '../db/entities/system-panel';
import { getUserPanel } from '../db/entities/user-panel';
import { mapWithLimit } from '../db/items';
import { imageUrls } from './project-files';

type CatalogueChange = ProjectView['catalogueChanges'][number];

/** A copy and how to read the catalogue item it came from (undefined when deleted). */
interface CopyProbe {
  kind: CatalogueChange['kind'];
  id: string;
  version: number;
  current(): Promise<{ version: number } | undefined>;
}

function copyProbes(accountId: string, record: ProjectRecord): CopyProbe[] {
  const probes = new Map<string, CopyProbe>();
  const add = (probe: CopyProbe) => probes.set(`${probe.kind}:${probe.id}`, probe);
  for (const { panel } of record.pvArray) {
    add({
      kind: 'panel',
      id: panel.Id,
      version: panel.version,
      current: () =>
        panel.source === 'system' ? getSystemPanel(panel.Id) : getUserPanel(accountId, panel.Id),
    });
  }
  for (const group of record.inverter) {
    add({
      kind: 'inverter',
      id: group.inverterid,
      version: group.info.version,
      current: () => getSystemInverter(group.inverterid),
    });
    const battery = group.battery;
    if (battery) {
      add({
        kind: 'battery',
        id: battery.id,
        version: battery.version,
        current: async () =>
          battery.source === 'common'
            ? getCommonBattery(battery.id)
            : (await getSystemBattery(battery.id)) && { version: 0 },
      });
    }
    for (const entry of group.inverters.flatMap((unit) => [...unit.DC, ...(unit.AC ? [unit.AC] : [])])) {
      const id = entry.cableMaterialId;
      if (id)
        add({
          kind: 'cableMaterial',
          id,
          version: entry.materialVersion,
          current: () => getCableMaterial(accountId, id),
        });
    }
  }
  return [...probes.values()];
}

/** The catalogue items changed or deleted since the project copied them. */
export async function catalogueChanges(accountId: string, record: ProjectRecord): Promise<CatalogueChange[]> {
  const probes = copyProbes(accountId, record);
  const states = await mapWithLimit(probes, 10, async (probe) => {
    const current = await probe.current();
    if (!current) return 'deleted' as const;
    return current.version !== probe.version ? ('changed' as const) : undefined;
  });
  return probes.flatMap((probe, i) =>
    states[i] ? [{ kind: probe.kind, id: probe.id, state: states[i] }] : [],
  );
}

/** The arrays with their roof images' addresses. */
export async function arraysWithImages(accountId: string, record: ProjectRecord) {
  const urls = await imageUrls(await listProjectImages(accountId, record.projectId));
  const arrays = record.pvArray.map((array: PvArrayRecord) => ({
    ...array,
    roofDrawingImg: urls.get(`ARRAY#${array.id}`) ?? null,
    roofImageUrl: urls.get(`ROOF#${array.id}`) ?? null,
  }));
  return { arrays, projectImage: urls.get('PROJECT') ?? null };
}

/** The whole view of getUserProjectBaseInfo. */
export async function projectView(
  accountId: string,
  record: ProjectRecord,
  culture?: Culture,
): Promise<ProjectView> {
  const [{ arrays, projectImage }, changes] = await Promise.all([
    arraysWithImages(accountId, record),
    catalogueChanges(accountId, record),
  ]);
  const view = { ...record, proImage: projectImage, pvArray: arrays, catalogueChanges: changes };
  // A preset's copy is read in the reader's language (its name and note) [TAR-3].
  return culture && record.tariff ? { ...view, tariff: localizedTariffRecord(record.tariff, culture) } : view;
}
