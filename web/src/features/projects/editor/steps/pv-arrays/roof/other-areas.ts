import { cornersToPlan, type planFrame } from '@pvd/shared/layout/plan-view';
import { InsertWay } from '@pvd/shared/project/pv-array';
import type { ArrayBody } from '../array-edits';
import type { OtherArea } from './plan-canvas';

/**
 * The other drawn arrays as outlines in the plan frame: every backdrop (map, plan, roof image)
 * stores its corners in WGS-84 around the project's coordinates.
 */
export function otherAreas(
  arrays: ArrayBody[],
  id: string,
  frame: ReturnType<typeof planFrame>,
): OtherArea[] {
  return arrays
    .filter((other) => other.id !== id && other.insertway === InsertWay.drawn && other.layout)
    .map((other) => ({
      id: other.id,
      name: other.pvarrayname,
      polygon: cornersToPlan(frame, other.layout!.areaLatLngs),
    }));
}
