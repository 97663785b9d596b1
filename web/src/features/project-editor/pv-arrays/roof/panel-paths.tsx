/**
 * The drawn panels as a few paths of PANELS_PER_PATH positions (layout-view.ts): a removal
 * changes the one path that held the panel, the others keep their text and their element. An
 * east-west rack's back halves are drawn once more on top in a lighter blue, so each unit shows
 * as a pair, one shade per side [MNT-2].
 */
import type { PanelLayout } from '@pvd/shared/layout/fill';
import { useMemo, useRef } from 'react';
import { backHalvesPath, PATH_UNITS_PER_M, type PanelPathChunk, panelPathChunks } from './layout-view';

/** The fill of the back halves of east-west units: a lighter shade of the panels' blue. */
export const BACK_HALF_FILL = '#6f9fd8';

interface PanelPathsProps {
  layout: PanelLayout;
  removed: ReadonlySet<number>;
  /** The fill is being redrawn (800 ms after an edit): the panels fade. */
  pending: boolean;
}

/** The chunks of `layout`, reusing those of the previous render with the same corners. */
function usePanelPathChunks(layout: PanelLayout, removed: ReadonlySet<number>): PanelPathChunk[] {
  const last = useRef<{ corners: Float64Array; chunks: PanelPathChunk[] } | null>(null);
  return useMemo(() => {
    const previous = last.current?.corners === layout.corners ? last.current.chunks : null;
    const chunks = panelPathChunks(layout.corners, removed, previous);
    last.current = { corners: layout.corners, chunks };
    return chunks;
  }, [layout, removed]);
}

export function PanelPaths({ layout, removed, pending }: PanelPathsProps) {
  const chunks = usePanelPathChunks(layout, removed);
  const backHalves = useMemo(() => backHalvesPath(layout, removed), [layout, removed]);
  return (
    <g
      data-testid="roof-panels"
      transform={`scale(${1 / PATH_UNITS_PER_M})`}
      fill="#1f4e8c"
      fillOpacity={pending ? 0.35 : 0.9}
      stroke="#ffffff"
      strokeWidth={0.5}
    >
      {chunks.map((chunk, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: a chunk is its range of positions.
        chunk.d ? <path key={i} d={chunk.d} vectorEffect="non-scaling-stroke" /> : null,
      )}
      {backHalves && (
        <path
          d={backHalves}
          fill={BACK_HALF_FILL}
          data-testid="roof-panels-back-halves"
          vectorEffect="non-scaling-stroke"
        />
      )}
    </g>
  );
}
