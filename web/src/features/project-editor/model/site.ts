/**
 * The draft's site as the engine takes it: WGS-84 degrees (Baidu's BD-09 converted), with the
 * weather file the project computes with [ENG-6], so that every engine call of a step asks for the
 * project's climate.
 */
import { type EngineSite, engineSite } from '@pvd/shared/project/record/location';
import type { ProjectInputBody } from '@pvd/shared/project/record/project';

/** A site and its climate: the project's weather file, or null for the automatic sources. */
export interface ClimateSite extends EngineSite {
  weatherFileId?: string | null;
}

/** The body may hold the coordinates as the text the user typed. */
export function siteOf(location: ProjectInputBody['mapLocation']): ClimateSite {
  return {
    ...engineSite({
      proMapWay: location.proMapWay,
      proLatitude: Number(location.proLatitude),
      proLongitude: Number(location.proLongitude),
    }),
    weatherFileId: location.weatherFileId ?? null,
  };
}
