import { cornersToPlan, type planFrame } from '@pvd/shared/layout/plan-view';
import type { Point } from '@pvd/shared/layout/types';
import { InsertWay } from '@pvd/shared/project/record/pv-array';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArrayBody } from '../array-edits';
import { polygonPoints } from './layout-view';

/** Another drawn array of the project, as the plan outlines it. */
export interface OtherArea {
  id: string;
  name: string;
  /** Its corners in the plan frame. [m] */
  polygon: Point[];
}

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

/** The other arrays' read-only outlines on the plan; memoised, as they change only with the view. */
export const OtherOutlines = memo(function OtherOutlines({ others }: { others: OtherArea[] }) {
  const { t } = useTranslation('editorRoof');
  return others.map((other) => (
    <polygon
      key={other.id}
      points={polygonPoints(other.polygon)}
      fill="#e9ebed"
      fillOpacity={0.6}
      stroke="#5f6b7a"
      strokeDasharray="6 4"
      strokeWidth={1.5}
      vectorEffect="non-scaling-stroke"
    >
      <title>{t('plan.otherArray', { name: other.name })}</title>
    </polygon>
  ));
});
