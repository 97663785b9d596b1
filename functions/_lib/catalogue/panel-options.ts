/** The panel chooser's option lists (Common/queryComponentOptions), by chose way. */
import type { PanelChoseWay } from '@pvd/shared/catalogue/panel';
import * as z from 'zod';
import { listFrequentPanels } from '../db/entities/frequent-panel';
import { getSystemPanel, querySystemPanels } from '../db/entities/system-panel';
import { getDefaultUserPanelId, getUserPanel, queryUserPanels } from '../db/entities/user-panel';
import { type Item, normaliseName } from '../db/items';

/** The panel fields an option shows. */
const optionSource = z.object({
  Id: z.string(),
  componentmodelname: z.string(),
  manufacturer: z.string(),
  /** [W] */
  peakpower: z.number(),
});
type OptionSource = z.infer<typeof optionSource>;

export interface PanelOption {
  value: string;
  label: string;
  manufacturer: string;
  /** [W] */
  peakpower: number;
  choseWay: number;
}

function option(panel: OptionSource, choseWay: number): PanelOption {
  return {
    value: panel.Id,
    label: panel.componentmodelname,
    manufacturer: panel.manufacturer,
    peakpower: panel.peakpower,
    choseWay,
  };
}

/** Options of exactly this manufacturer (any case), or of all when `manufacturer` is empty, by label. */
function optionsOf(items: Item[], manufacturer: string, choseWay: number): PanelOption[] {
  const wanted = normaliseName(manufacturer);
  return items
    .map((item) => optionSource.parse(item))
    .filter((panel) => !wanted || normaliseName(panel.manufacturer) === wanted)
    .map((panel) => option(panel, choseWay))
    .sort((a, b) => a.label.localeCompare(b.label));
}

async function frequentOptions(accountId: string): Promise<PanelOption[]> {
  const used = await listFrequentPanels(accountId);
  const options = await Promise.all(
    used.map(async (entry) => {
      const panel =
        entry.panelchoseway === 3
          ? await getUserPanel(accountId, entry.panelid)
          : await getSystemPanel(entry.panelid);
      // A panel deleted since it was used is left out.
      return panel ? option(panel, entry.panelchoseway) : undefined;
    }),
  );
  return options.filter((o): o is PanelOption => o !== undefined);
}

async function defaultOption(accountId: string): Promise<PanelOption[]> {
  const defaultId = await getDefaultUserPanelId(accountId);
  const panel = defaultId ? await getUserPanel(accountId, defaultId) : undefined;
  return panel ? [option(panel, 3)] : [];
}

/**
 * The options of one chose way: 1 the default custom panel, 2 system panels, 3 the caller's
 * custom panels (both of `manufacturer` when given), 4 the caller's frequently used panels.
 */
export async function panelOptions(
  accountId: string,
  choseWay: PanelChoseWay,
  manufacturer: string,
): Promise<PanelOption[]> {
  switch (choseWay) {
    case 1:
      return defaultOption(accountId);
    case 2:
      return optionsOf(await querySystemPanels({ manufacturer }), manufacturer, 2);
    case 3:
      return optionsOf(await queryUserPanels(accountId, manufacturer), manufacturer, 3);
    default:
      return frequentOptions(accountId);
  }
}
