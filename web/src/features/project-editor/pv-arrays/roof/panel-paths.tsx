/**
 * The drawn panels as a few paths of PANELS_PER_PATH positions (layout-view.ts): a removal
 * changes the one path that held the panel, the others keep their text and their element.
 */
import type { PanelLayout } from '@pvd/shared/layout/fill';
import { useMemo, useRef } from 'react';
import { PATH_UNITS_PER_M, type PanelPathChunk, panelPathChunks } from './layout-view';

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
    </g>
  );
}
