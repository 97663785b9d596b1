/** What the catalogue calls answer: stored items turned into the API's response shapes (shared/api). */
import type { PanelInfo } from '@pvd/shared/catalogue/panel';
import type { SystemInverter } from '@pvd/shared/catalogue/system-inverter-view';
import type { StoredInverter } from '../db/entities/system-inverter';
import type { StoredSystemPanel } from '../db/entities/system-panel';
import type { StoredUserPanel } from '../db/entities/user-panel';
import { imageUrl } from './inverter-image';

/** A stored inverter with its image as a signed address. */
export async function inverterView(inverter: StoredInverter): Promise<SystemInverter> {
  const { imageKey, ...fields } = inverter;
  return { ...fields, img: await imageUrl(imageKey) };
}

/** A stored panel in the chooser's shape [WIZ-6]: system panels are choseWay 2, custom ones 3. */
export function panelView(
  panel: StoredSystemPanel | StoredUserPanel,
  choseWay: 2 | 3,
  isDefault = false,
): PanelInfo {
  const { lastmodifytime: _lastModified, ...fields } = panel;
  return { ...fields, IsDefault: isDefault ? 1 : 0, choseWay };
}
