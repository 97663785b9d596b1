/**
 * The drawing tools beside the plan: close the area, undo, draw again, the zoom level (001 §9:
 * 5-21) and moving the view; and the list of the area's corners, each with its delete button,
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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../../../lib/format-number';
import { useLanguage } from '../../../../../../lib/i18n';
import * as edit from './drawing';
import type { RoofDrawing } from './use-roof-drawing';

export type PanDirection = 'North' | 'South' | 'East' | 'West';

interface PlanToolsProps {
  roof: RoofDrawing;
  zoom: number;
  onZoom(zoom: number): void;
  onPan(direction: PanDirection): void;
  onCentre(): void;
}

export function PlanTools({ roof, zoom, onZoom, onPan, onCentre }: PlanToolsProps) {
  const { t } = useTranslation('editorRoof');
  const { drawing } = roof;
  return (
    <SpaceBetween size="s">
      <SpaceBetween size="xs" direction="horizontal">
        <Button formAction="none" disabled={!edit.mayClose(drawing)} onClick={roof.closeArea}>
          {t('plan.close')}
        </Button>
        <Button formAction="none" iconName="undo" disabled={!edit.mayUndo(drawing)} onClick={roof.undo}>
          {t('plan.undo')}
        </Button>
        <Button formAction="none" disabled={drawing.corners.length === 0} onClick={roof.clear}>
          {t('plan.clear')}
        </Button>
        <Button formAction="none" disabled={drawing.corners.length === 0} onClick={onCentre}>
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
}

/** A corner typed in metres east and north of the project's coordinates (no pointer needed). */
function CornerEntry({ roof }: { roof: RoofDrawing }) {
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
        disabled={!valid || roof.drawing.closed}
        onClick={() => {
          roof.addCorner({ x, y });
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
export function CornerList({ roof }: { roof: RoofDrawing }) {
  const { t } = useTranslation('editorRoof');
  const language = useLanguage();
  const mayDelete = edit.mayDeleteCorner(roof.drawing);
  const metres = (value: number) => formatNumber(value, language, 2);
  return (
    <ExpandableSection headerText={t('plan.corners')} variant="footer">
      <CornerEntry roof={roof} />
      {roof.polygon.length === 0 ? (
        t('plan.noCorners')
      ) : (
        <ol style={{ margin: 0, paddingInlineStart: 20 }}>
          {roof.polygon.map((corner: Point, index) => (
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
                  onClick={() => roof.deleteCorner(index)}
                />
              </SpaceBetween>
            </li>
          ))}
        </ol>
      )}
    </ExpandableSection>
  );
}
