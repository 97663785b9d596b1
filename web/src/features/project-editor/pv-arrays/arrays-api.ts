/**
 * The calls of the PV array step: the panel chooser's lists and panels, the site's best
 * angles and the radiation on a tilted plane. Read-only queries, cached per request. The user's
 * own lists (their panels, the frequently used ones) are read again whenever the chooser shows one:
 * a panel added in another tab (a PVsyst import on the custom panels page) shows at once, and
 * the list cached meanwhile shows while the fresh one comes.
 */
import * as optionCalls from '@pvd/shared/api/catalogue-options';
import * as componentCalls from '@pvd/shared/api/component';
import * as engineCalls from '@pvd/shared/api/engine';
import { PanelChoseWay, type PanelInfo } from '@pvd/shared/catalogue/panel';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { ClimateSite } from '../model/site';
import { FREQUENT_PANELS_KEY } from './frequent-panels';

/** Catalogue lists change rarely while a project is edited. [ms] */
const LIST_STALE_MS = 5 * 60_000;
/**
 * The user's own lists are stale at once: read again each time the chooser shows one (its way
 * chosen, or the chooser opened), as the user may have added a panel in another tab. [ms]
 */
const OWN_LIST_STALE_MS = 0;
/** The engine answers the same for the same site and angles. */
const FOREVER = Number.POSITIVE_INFINITY;
/** The most custom panels one page of PageQueryUserComponent returns (MAX_PAGE_SIZE). */
const CUSTOM_PAGE = 100;

/** The ways the chooser offers [WIZ-6] (1, the default panel, is not offered: a new array starts with it). */
export type ShownWay =
  | typeof PanelChoseWay.frequentlyUsed
  | typeof PanelChoseWay.system
  | typeof PanelChoseWay.custom;

/** One entry of a model select: the panel id and what the select shows. */
export interface PanelEntry {
  id: string;
  label: string;
  /** Frequently used entries: how the panel was chosen back then (2 system, 3 custom). */
  way?: number;
}

export function useFrequentPanels(enabled: boolean) {
  return useQuery({
    queryKey: FREQUENT_PANELS_KEY,
    queryFn: () => api(componentCalls.queryUserFrequentlyUsedComponent, {}),
    select: (entries): PanelEntry[] =>
      entries.map((entry) => ({ id: entry.panelid, label: entry.panelname, way: entry.panelchoseway })),
    staleTime: OWN_LIST_STALE_MS,
    enabled,
  });
}

export function useSystemManufacturers(enabled: boolean) {
  return useQuery({
    queryKey: ['Common', 'queryAllSystemManufacturerOptions'],
    queryFn: () => api(optionCalls.queryAllSystemManufacturerOptions, {}),
    staleTime: LIST_STALE_MS,
    enabled,
  });
}

/** The system panels of one manufacturer (none asked until one is chosen). */
export function useSystemModels(manufacturer: string | null) {
  return useQuery({
    queryKey: ['Common', 'queryComponentOptions', PanelChoseWay.system, manufacturer],
    queryFn: () =>
      api(optionCalls.queryComponentOptions, {
        choseWay: PanelChoseWay.system,
        manufacturerId: manufacturer ?? '',
      }),
    select: (options): PanelEntry[] => options.map((option) => ({ id: option.value, label: option.label })),
    staleTime: LIST_STALE_MS,
    enabled: manufacturer !== null,
  });
}

/** The caller's custom panels (the first 100, by the list's order). */
export function useCustomPanels(enabled: boolean) {
  return useQuery({
    queryKey: ['component', 'PageQueryUserComponent', 'chooser'],
    queryFn: () => api(componentCalls.PageQueryUserComponent, { limit: CUSTOM_PAGE, offset: 1 }),
    select: (page): PanelEntry[] =>
      page.resultData.map((row) => ({ id: row.Id, label: `${row.Manufacturer} ${row.ComponentModelName}` })),
    staleTime: OWN_LIST_STALE_MS,
    enabled,
  });
}

/** The caller's default custom panel, or null: a new array starts with it (way 1 [WIZ-6]). */
export function useUserDefaultPanel(enabled: boolean) {
  return useQuery({
    queryKey: ['component', 'queryUserDefaultComponentInfo'],
    queryFn: () => api(componentCalls.queryUserDefaultComponentInfo, {}),
    staleTime: LIST_STALE_MS,
    enabled,
  });
}

/** The panel `id` chosen by `way`, with every parameter (for frequently used: `entry.label`). */
export async function fetchPanel(way: ShownWay, entry: PanelEntry): Promise<PanelInfo> {
  if (way === PanelChoseWay.system) return api(componentCalls.querySystemComponentInfo, { Id: entry.id });
  if (way === PanelChoseWay.custom) return api(componentCalls.queryUserComponentInfo, { id: entry.id });
  const answer = await api(componentCalls.queryUserFrequentlyUsedComponentInfo, {
    panelid: entry.id,
    panelName: entry.label,
  });
  return answer.PanelInfo;
}

export function useChooserPanel(way: ShownWay, entry: PanelEntry | null) {
  return useQuery({
    queryKey: ['chooserPanel', way, entry?.id ?? null],
    queryFn: () => fetchPanel(way, entry as PanelEntry),
    staleTime: LIST_STALE_MS,
    enabled: entry !== null,
  });
}

/**
 * A site rounded as the engine's climate is (about 1 km), so nearby edits share a cache entry,
 * and its weather file [ENG-6].
 */
function siteKey(site: ClimateSite) {
  return [
    Number(site.latitude.toFixed(3)),
    Number(site.longitude.toFixed(3)),
    site.weatherFileId ?? null,
  ] as const;
}

/** The weather file of the engine calls' body, when the project has one. */
function weatherFileOf(site: ClimateSite): { weatherFileId?: string } {
  return site.weatherFileId ? { weatherFileId: site.weatherFileId } : {};
}

/**
 * The site's best tilt and azimuth ('best tilt', 'best azimuth' [WIZ-4]): each asked of its own
 * call without an angle, so both answer the best pair of the site (the project's best values).
 */
export function useBestAngle(kind: 'tilt' | 'azimuth', site: ClimateSite, enabled: boolean) {
  return useQuery({
    queryKey: ['Common', kind === 'tilt' ? 'getBestTilt' : 'getBestAzimuth', ...siteKey(site)],
    queryFn: async () => {
      const body = {
        Latitude: String(site.latitude),
        Longitude: String(site.longitude),
        ...weatherFileOf(site),
      };
      const answer = await api(kind === 'tilt' ? engineCalls.getBestTilt : engineCalls.getBestAzimuth, body, {
        quiet: 'all',
      });
      return kind === 'tilt' ? answer.BestTilt : answer.BestAzimuth;
    },
    staleTime: FOREVER,
    retry: false,
    enabled,
  });
}

/**
 * Monthly horizontal and tilted radiation at the array's angles (the solar radiation dialog).
 * Failures stay quiet (the radiation is an aid, never a reason to stop the user): the
 * dialog says it has no figures rather than raising a notification.
 */
export function useRadiation(site: ClimateSite, tilt: number, azimuth: number, enabled: boolean) {
  return useQuery({
    queryKey: ['Common', 'queryRadiationInfo', ...siteKey(site), tilt, azimuth],
    queryFn: () =>
      api(
        engineCalls.queryRadiationInfo,
        {
          Latitude: String(site.latitude),
          Longitude: String(site.longitude),
          TiltAngle: String(tilt),
          AzimuthAngle: String(azimuth),
          ...weatherFileOf(site),
        },
        { quiet: 'all' },
      ),
    staleTime: FOREVER,
    retry: false,
    enabled,
  });
}
