/**
 * The drawing tools beside the plan: close the area, undo, draw again, the zoom level (5-21
 * [WIZ-5]) and moving the view; and the list of the area's corners, each with its delete button,
 * which is also how keyboard and screen-reader users read the area and type its corners.
 */
import Button from '@cloudscape-design/components/button';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Slider from '@cloudscape-design/components/slider';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ROOF_ZOOM } from '@pvd/shared/layout/plan-view';
import type { Point } from '@pvd/shared/layout/types';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';
import { type PlanView, usePlanViewNow } from './use-plan-view';
import type { RoofActions } from './use-roof-edit';

/** What the drawing allows now (booleans: a removed panel changes the drawing, not these). */
interface ToolStates {
  mayClose: boolean;
  mayUndo: boolean;
  hasCorners: boolean;
}

interface PlanToolsProps extends ToolStates {
  actions: RoofActions;
  view: PlanView;
  onCentre(): void;
}

/** Memoised, like CornerList: a panel removed re-renders the plan, not the tools beside it. */
export const PlanTools = memo(function PlanTools(props: PlanToolsProps) {
  const { actions, view, onCentre } = props;
  const { zoom } = usePlanViewNow(view);
  const onZoom = view.zoomTo;
  const onPan = view.pan;
  const { t } = useTranslation('editorRoof');
  return (
    <SpaceBetween size="s">
      <SpaceBetween size="xs" direction="horizontal">
        <Button formAction="none" disabled={!props.mayClose} onClick={actions.closeArea}>
          {t('plan.close')}
        </Button>
        <Button formAction="none" iconName="undo" disabled={!props.mayUndo} onClick={actions.undo}>
          {t('plan.undo')}
        </Button>
        <Button formAction="none" disabled={!props.hasCorners} onClick={actions.clear}>
          {t('plan.clear')}
        </Button>
        <Button formAction="none" disabled={!props.hasCorners} onClick={onCentre}>
          {t('plan.centre')}
        </Button>
      </SpaceBetween>
      <SpaceBetween size="xs" direction="horizontal" alignItems="end">
        <Button
          formAction="none"
          iconName="zoom-out"
          ariaLabel={t('plan.zoomOut')}
          disabled={zoom <= ROOF_ZOOM.min}
          onClick={() => onZoom(zoom - 1)}
        />
        <div style={{ width: 220 }}>
          <FormField label={t('plan.zoom')}>
            <Slider
              value={zoom}
              min={ROOF_ZOOM.min}
              max={ROOF_ZOOM.max}
              step={1}
              onChange={({ detail }) => onZoom(detail.value)}
            />
          </FormField>
        </div>
        <Button
          formAction="none"
          iconName="zoom-in"
          ariaLabel={t('plan.zoomIn')}
          disabled={zoom >= ROOF_ZOOM.max}
          onClick={() => onZoom(zoom + 1)}
        />
        {(['North', 'South', 'West', 'East'] as const).map((direction) => (
          <Button
            key={direction}
            formAction="none"
            iconName={
              direction === 'North'
                ? 'angle-up'
                : direction === 'South'
                  ? 'angle-down'
                  : direction === 'West'
                    ? 'angle-left'
                    : 'angle-right'
            }
            ariaLabel={t(`plan.pan${direction}`)}
            onClick={() => onPan(direction)}
          />
        ))}
      </SpaceBetween>
    </SpaceBetween>
  );
});

/** A corner typed in metres east and north of the project's coordinates (no pointer needed). */
function CornerEntry({ closed, addCorner }: { closed: boolean; addCorner(point: Point): void }) {
  const { t } = useTranslation('editorRoof');
  const [east, setEast] = useState('');
  const [north, setNorth] = useState('');
  const x = Number(east);
  const y = Number(north);
  const valid = east.trim() !== '' && north.trim() !== '' && Number.isFinite(x) && Number.isFinite(y);
  return (
    <SpaceBetween size="xs" direction="horizontal" alignItems="end">
      <FormField label={t('plan.east')} description={t('plan.addCornerHint')}>
        <Input
          type="number"
          inputMode="decimal"
          value={east}
          onChange={({ detail }) => setEast(detail.value)}
        />
      </FormField>
      <FormField label={t('plan.northField')}>
        <Input
          type="number"
          inputMode="decimal"
          value={north}
          onChange={({ detail }) => setNorth(detail.value)}
        />
      </FormField>
      <Button
        formAction="none"
        disabled={!valid || closed}
        onClick={() => {
          addCorner({ x, y });
          setEast('');
          setNorth('');
        }}
      >
        {t('plan.addCorner')}
      </Button>
    </SpaceBetween>
  );
}

/** The area's corners, in metres east and north of the project's coordinates, with delete. */
interface CornerListProps {
  closed: boolean;
  /** A corner may be deleted (drawing.ts mayDeleteCorner). */
  mayDelete: boolean;
  /** The area's corners in the plan frame. [m] */
  polygon: Point[];
  actions: RoofActions;
}

export const CornerList = memo(function CornerList({ closed, mayDelete, polygon, actions }: CornerListProps) {
  const { t } = useTranslation('editorRoof');
  const language = useLanguage();
  const metres = (value: number) => formatNumber(value, language, 2);
  return (
    <ExpandableSection headerText={t('plan.corners')} variant="footer">
      <CornerEntry closed={closed} addCorner={actions.addCorner} />
      {polygon.length === 0 ? (
        t('plan.noCorners')
      ) : (
        <ol style={{ margin: 0, paddingInlineStart: 20 }}>
          {polygon.map((corner: Point, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a corner is its position in the ring.
            <li key={index}>
              <SpaceBetween size="xs" direction="horizontal" alignItems="center">
                <span>
                  {t('plan.corner', { index: index + 1, east: metres(corner.x), north: metres(corner.y) })}
                </span>
                <Button
                  formAction="none"
                  variant="inline-icon"
                  iconName="remove"
                  ariaLabel={t('plan.deleteCorner', { index: index + 1 })}
                  disabled={!mayDelete}
                  onClick={() => actions.deleteCorner(index)}
                />
              </SpaceBetween>
            </li>
          ))}
        </ol>
      )}
    </ExpandableSection>
  );
});
