/**
 * What both drawers do for an array's fields while they are open: keep a followed angle on the
 * site's best value [WIZ-4], and start a new array with the user's default panel [WIZ-6].
 */
import { PanelChoseWay } from '@pvd/shared/catalogue/panel';
import { useEffect, useMemo } from 'react';
import { useLatest } from '@/hooks/use-latest';
import type { ClimateSite } from '../model/site';
import type { AngleKind, ArrayFields } from './array-fields';
import { useBestAngle, useUserDefaultPanel } from './arrays-api';
import { chosenPanel } from './panel-copy';

/** Changes a drawer's fields: `change` answers the next fields from the current ones. */
export type FieldsUpdate<F extends ArrayFields> = (change: (current: F) => F) => void;

/** The site's best angle as the fields show it: known, loading or unavailable. [°] */
export interface BestAngle {
  data?: number;
  isLoading: boolean;
  isError: boolean;
}

/** A best-angle query as memoised fields take it: a new object only when it changed. */
function useBestShown(kind: AngleKind, site: ClimateSite): BestAngle {
  const { data, isLoading, isError } = useBestAngle(kind, site, true);
  return useMemo(() => ({ data, isLoading, isError }), [data, isLoading, isError]);
}

/** The site's best tilt and azimuth; each angle that follows its best value is kept on it. */
export function useBestAngles<F extends ArrayFields>(
  site: ClimateSite,
  following: ArrayFields['followBest'],
  update: FieldsUpdate<F>,
): Record<AngleKind, BestAngle> {
  const tilt = useBestShown('tilt', site);
  const azimuth = useBestShown('azimuth', site);
  const latestUpdate = useLatest(update);
  const follow = (kind: AngleKind, best: number | undefined) => {
    if (!following[kind] || best === undefined) return;
    latestUpdate.current((current) =>
      current.followBest[kind] && current[kind] !== best ? { ...current, [kind]: best } : current,
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: `follow` is a new closure each render.
  useEffect(() => follow('tilt', tilt.data), [following.tilt, tilt.data]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `follow` is a new closure each render.
  useEffect(() => follow('azimuth', azimuth.data), [following.azimuth, azimuth.data]);
  return useMemo(() => ({ tilt, azimuth }), [tilt, azimuth]);
}

/** A new array (`isNew`) gets the user's default panel, if any, unless a panel was chosen first. */
export function useDefaultPanel<F extends ArrayFields>(isNew: boolean, update: FieldsUpdate<F>): void {
  const defaultPanel = useUserDefaultPanel(isNew).data;
  const latestUpdate = useLatest(update);
  useEffect(() => {
    if (!isNew || !defaultPanel) return;
    latestUpdate.current((current) =>
      current.panel ? current : { ...current, panel: chosenPanel(PanelChoseWay.default, defaultPanel) },
    );
  }, [isNew, defaultPanel, latestUpdate]);
}
