/**
 * The drawing area on the plan view [WIZ-5]: an SVG whose units are metres of the
 * project's local frame (x east, y south), scaled by the map zoom level. A click adds a corner,
 * a corner drags, a click on the first corner closes the area; on a closed area a double-click
 * on a panel (or the arrow keys and Delete) removes it. Other arrays show as read-only outlines.
 * The panels are a few paths (panel-paths.tsx); `panelAt`, not the browser, finds the one hit.
 */
import type { PanelLayout } from '@pvd/shared/layout/fill';
import { panelAt } from '@pvd/shared/layout/panel-hit';
import { metresPerPixel, type ViewBox, viewPoint } from '@pvd/shared/layout/plan-view';
import type { Point } from '@pvd/shared/layout/types';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Store, useStore } from '@/lib/store';
import { FittedPlanBox } from './fitted-plan-box';
import { panelPoints, polygonPoints } from './layout-view';
import { type OtherArea, OtherOutlines } from './other-areas';
import { PanelPaths } from './panel-paths';
import { PlanGrid, PlanOverlay } from './plan-backdrop';
import type { FillState } from './use-fill-redraw';
import { PLAN_SIZE_PX, type PlanView, usePlanViewNow } from './use-plan-view';
import { type RoofActions, type RoofEditStore, useRemovedSet } from './use-roof-edit';
import type { PlanTool } from './use-roof-image';

/** Corner handles' radius and the distance that counts as "on the first corner". [px] */
const HANDLE_PX = 7;
const BRAND = '#f08519';

interface PlanCanvasProps {
  /** Drawn under the areas (the roof image), in plan metres. */
  underlay?: ReactNode;
  /** Drawn over the panels and under the corner handles (the surroundings), given the handles' size. [m] */
  overlay?: (handleM: number) => ReactNode;
  /** Shown behind the SVG (the satellite map); the plan is then drawn at its nominal size. */
  background?: ReactNode;
  tool?: PlanTool;
  /** The part of the plan shown: a zoom or a pan renders the plan, not the drawer. */
  view: PlanView;
  latitude: number;
  /** The area's corners in the plan frame, in drawing order. [m] */
  polygon: Point[];
  closed: boolean;
  others: OtherArea[];
  /** The fill: every panel position of the area (no removals), redrawn 800 ms after an edit. */
  fill: Store<FillState>;
  /** The drawing, for its removed panels: a removal renders the plan, not the drawer. */
  store: RoofEditStore;
  actions: Pick<
    RoofActions,
    'addCorner' | 'closeArea' | 'beginMove' | 'moveCorner' | 'endMove' | 'removePanel' | 'undo'
  >;
}

/** The plan point under a pointer event, or null when the SVG has no size (not laid out). */
function pointerPoint(svg: SVGSVGElement, box: ViewBox, clientX: number, clientY: number): Point | null {
  const rect = svg.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return null;
  return viewPoint(box, (clientX - rect.left) / rect.width, (clientY - rect.top) / rect.height);
}

/** Kept panel positions in index order (for keyboard selection). */
function keptPositions(layout: PanelLayout | null, removed: ReadonlySet<number>): number[] {
  if (!layout) return [];
  const kept: number[] = [];
  for (let k = 0; k < layout.positionCount; k++) if (!removed.has(k)) kept.push(k);
  return kept;
}

export function PlanCanvas(props: PlanCanvasProps) {
  const { polygon, closed, actions } = props;
  const { box, zoom } = usePlanViewNow(props.view);
  const { layout, pending } = useStore(props.fill);
  const removed = useRemovedSet(props.store);
  const { t } = useTranslation('editorRoof');
  const svgRef = useRef<SVGSVGElement>(null);
  const drag = useRef<{ index: number; moved: boolean } | null>(null);
  const toolDrag = useRef<Point | null>(null);
  const tool = props.tool ?? null;
  const suppressClick = useRef(false);
  const [selected, setSelected] = useState<number | null>(null);
  const scale = metresPerPixel(zoom, props.latitude);
  const handleM = HANDLE_PX * scale;
  const kept = useMemo(() => keptPositions(layout, removed), [layout, removed]);
  const selection = selected !== null && kept.includes(selected) ? selected : null;

  const at = (event: { clientX: number; clientY: number }) =>
    svgRef.current ? pointerPoint(svgRef.current, box, event.clientX, event.clientY) : null;

  function click(event: { clientX: number; clientY: number }) {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    const point = at(event);
    if (!point) return;
    if (tool?.kind === 'measure' || tool?.kind === 'place') {
      tool.onPoint(point);
      return;
    }
    if (closed || tool) return;
    const first = polygon[0];
    if (first && polygon.length >= 3 && Math.hypot(point.x - first.x, point.y - first.y) <= handleM * 1.5) {
      actions.closeArea();
    } else actions.addCorner(point);
  }

  function doubleClick(event: { clientX: number; clientY: number }) {
    if (!closed || !layout || pending) return;
    const point = at(event);
    if (!point) return;
    const k = panelAt(layout.corners, point);
    if (k >= 0 && !removed.has(k)) actions.removePanel(k);
  }

  function startDrag(index: number, event: PointerEvent<SVGCircleElement>) {
    if (tool) return;
    event.stopPropagation();
    drag.current = { index, moved: false };
    svgRef.current?.setPointerCapture?.(event.pointerId);
  }

  function startToolDrag(event: PointerEvent<SVGSVGElement>) {
    if (tool?.kind !== 'move') return;
    toolDrag.current = at(event);
    svgRef.current?.setPointerCapture?.(event.pointerId);
  }

  function moveDrag(event: PointerEvent<SVGSVGElement>) {
    if (toolDrag.current && tool?.kind === 'move') {
      const point = at(event);
      if (!point) return;
      tool.onDrag(point.x - toolDrag.current.x, point.y - toolDrag.current.y);
      toolDrag.current = point;
      return;
    }
    const current = drag.current;
    if (!current) return;
    const point = at(event);
    if (!point) return;
    if (!current.moved) actions.beginMove();
    current.moved = true;
    actions.moveCorner(current.index, point);
  }

  function endDrag() {
    toolDrag.current = null;
    const current = drag.current;
    drag.current = null;
    if (current?.moved) {
      suppressClick.current = true;
      actions.endMove();
    }
  }

  function key(event: KeyboardEvent<SVGSVGElement>) {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      actions.undo();
      return;
    }
    if (!closed && event.key === 'Enter') {
      actions.closeArea();
      return;
    }
    if (!closed || pending || kept.length === 0) return;
    const position = selection === null ? -1 : kept.indexOf(selection);
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') {
      event.preventDefault();
      setSelected(kept[Math.min(position + 1, kept.length - 1)]!);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') {
      event.preventDefault();
      setSelected(kept[Math.max(position - 1, 0)]!);
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && selection !== null) {
      event.preventDefault();
      actions.removePanel(selection);
    }
  }

  const status =
    selection !== null
      ? t('plan.selectedPanel', { index: kept.indexOf(selection) + 1, count: kept.length })
      : t(closed ? 'plan.editHint' : 'plan.drawingHint');

  const plan = (
    <div
      style={
        props.background
          ? { position: 'relative', width: PLAN_SIZE_PX.width, height: PLAN_SIZE_PX.height }
          : {
              position: 'relative',
              width: '100%',
              aspectRatio: `${PLAN_SIZE_PX.width} / ${PLAN_SIZE_PX.height}`,
            }
      }
    >
      {props.background}
      <svg
        ref={svgRef}
        data-testid="roof-plan"
        role="application"
        aria-label={t('plan.label')}
        aria-describedby="roof-plan-status"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the plan takes the keys (arrows pick a panel, Delete removes it, Enter closes the area, Ctrl+Z undoes).
        tabIndex={0}
        viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
        preserveAspectRatio="none"
        style={{
          position: 'relative',
          width: '100%',
          height: '100%',
          display: 'block',
          cursor: tool?.kind === 'move' ? 'grab' : closed && !tool ? 'default' : 'crosshair',
          touchAction: 'none',
        }}
        onClick={click}
        onDoubleClick={doubleClick}
        onPointerDown={startToolDrag}
        onPointerMove={moveDrag}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={key}
      >
        <PlanGrid box={box} transparent={Boolean(props.background)} />
        {props.underlay}
        <OtherOutlines others={props.others} />
        {closed ? (
          <polygon
            points={polygonPoints(polygon)}
            fill={BRAND}
            fillOpacity={0.12}
            stroke={BRAND}
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
          />
        ) : (
          <polyline
            points={polygonPoints(polygon)}
            fill="none"
            stroke={BRAND}
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
          />
        )}
        {closed && layout && <PanelPaths layout={layout} removed={removed} pending={pending} />}
        {closed && layout && selection !== null && (
          <polygon
            points={panelPoints(layout.corners, selection)}
            fill="#f2d024"
            stroke="#16191f"
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
          />
        )}
        {props.overlay?.(handleM)}
        {polygon.map((corner, index) => (
          <circle
            // biome-ignore lint/suspicious/noArrayIndexKey: a corner is its position in the ring.
            key={index}
            data-testid={`roof-corner-${index + 1}`}
            cx={corner.x}
            cy={-corner.y}
            r={handleM}
            fill={index === 0 ? BRAND : '#ffffff'}
            stroke={BRAND}
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
            style={{ cursor: 'move' }}
            onPointerDown={(event) => startDrag(index, event)}
          />
        ))}
      </svg>
      <PlanOverlay box={box} />
      <div
        id="roof-plan-status"
        aria-live="polite"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}
      >
        {status}
      </div>
    </div>
  );
  return props.background ? <FittedPlanBox>{plan}</FittedPlanBox> : plan;
}
