/**
 * Fills the temperatures and the best angles from project/queryLocationAdditional when the site
 * changes: asked 500 ms after the coordinates stop changing (the product's input debounce), so
 * nothing is overwritten while the user is typing them, and an answer for coordinates the user has
 * since left is dropped. A saved project's own values are kept on opening: only a move fills, or
 * a change of its weather file (or back to the automatic sources), whose climate it then is [ENG-6].
 * A project saved without its climate source is asked once only to name it.
 */
import * as engineCalls from '@pvd/shared/api/engine';
import type { ProjectInputBody } from '@pvd/shared/project/record/project';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { api } from '@/lib/api';
import { siteOf } from './coordinates';

/** Wait after the last change of the coordinates. [ms] */
export const CLIMATE_DEBOUNCE_MS = 500;

type MapLocation = ProjectInputBody['mapLocation'];

/** A rounded key of a site and its weather file, so tiny float differences do not ask again. */
function siteKey(
  site: { longitude: number; latitude: number } | null,
  weatherFileId: string | null,
): string | null {
  return site
    ? `${site.longitude.toFixed(4)},${site.latitude.toFixed(4)},${weatherFileId ?? 'automatic'}`
    : null;
}

export function useLocationClimate(
  location: MapLocation,
  updateLocation: (change: (location: MapLocation) => MapLocation) => void,
) {
  const site = siteOf(location);
  const weatherFileId = location.weatherFileId ?? null;
  const key = siteKey(site, weatherFileId);
  const settledKey = useDebouncedValue(key, CLIMATE_DEBOUNCE_MS);
  // A project that never had its climate filled (no best tilt) is filled at once; otherwise only a move.
  const filledFor = useRef<string | null>(location.proBestTilt == null ? null : key);
  const settled = settledKey === key ? { site, weatherFileId } : null;
  const settledSite = settled?.site ?? null;
  const climate = useQuery({
    queryKey: ['project', 'queryLocationAdditional', settledKey],
    queryFn: () =>
      api(
        engineCalls.queryLocationAdditional,
        {
          longitude: settledSite!.longitude,
          latitude: settledSite!.latitude,
          address: location.proAddress ?? '',
          ...(settled?.weatherFileId ? { weatherFileId: settled.weatherFileId } : {}),
        },
        // Climate failures are not pushed at the user [ERR-5]; the step shows its own note.
        { quiet: 'all' },
      ),
    // Asked to fill, or only to name the source of a project saved without one (nothing filled).
    enabled: settledSite !== null && (settledKey !== filledFor.current || location.climateSource == null),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const answer = climate.data;
  useEffect(() => {
    if (!answer || settledKey === null || settledKey !== key || filledFor.current === settledKey) return;
    filledFor.current = settledKey;
    updateLocation((now) => ({
      ...now,
      proMaxTemperature: answer.MaxTemperature,
      proMinTemperature: answer.MinTemperature,
      proAvgTemperature: answer.AvgTemperature,
      proBestTilt: answer.BestTilt,
      proBestAzimuth: answer.BestAzimuth,
      climateSource: answer.source,
    }));
  }, [answer, settledKey, key, updateLocation]);
  return { loading: climate.isFetching, source: answer?.source ?? location.climateSource ?? null };
}
