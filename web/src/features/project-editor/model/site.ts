/** The draft's site as the engine takes it: WGS-84 degrees (Baidu's BD-09 converted). */
import { type EngineSite, engineSite } from '@pvd/shared/project/record/location';
import type { ProjectInputBody } from '@pvd/shared/project/record/project';

/** The body may hold the coordinates as the text the user typed. */
export function siteOf(location: ProjectInputBody['mapLocation']): EngineSite {
  return engineSite({
    proMapWay: location.proMapWay,
    proLatitude: Number(location.proLatitude),
    proLongitude: Number(location.proLongitude),
  });
}
