/**
 * The full-screen roof-drawing drawer of the PV array step [WIZ-5]: the array's fields, scrolling
 * in a side column, beside a plan view that stays in view with its tools and legend (in metres
 * around the project's coordinates), where the user draws the area that
 * `shared/layout` fills with panels. Saving puts an insertway-2 array with its area, laying
 * method, spacing and removed panels in the draft, and the project's obstacles (edited beside the
 * plan, use-roof-surroundings.tsx) with it.
 *
 * Its state lives in four places, each for its reason: the edit (fields, drawing with its undo,
 * the drawing's message: use-roof-edit.ts), what lies under the drawing (map and roof image:
 * use-roof-backdrop.ts), the fill derived from the edit 800 ms later (use-fill-redraw.ts) and the
 * part of the plan in view (use-plan-view.ts). The last three and the drawing are stores, so a
 * removed panel, a zoom or a refill renders the plan, not the drawer.
 */
import FormField from '@cloudscape-design/components/form-field';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { planFrame } from '@pvd/shared/layout/plan-view';
import type { ObstacleInput } from '@pvd/shared/project/record/surroundings';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '@/components/dialog-footer';
import { Modal } from '@/components/modal';
import { useErrorsAfterSubmit } from '@/hooks/use-errors-after-submit';
import { useGuardedClose } from '@/hooks/use-guarded-close';
import { useLatest } from '@/hooks/use-latest';
import { useLanguage } from '@/lib/i18n';
import type { DraftHorizonPoint } from '../../model/surroundings-body';
import { useAngleValidity } from '../angle-field';
import { type ArrayBody, newArrayId } from '../array-edits';
import { type AngleKind, type ArrayDrawerProps, arrayErrors, withAngle } from '../array-fields';
import { DEFAULT_BIFACIAL } from '../mounting-fields';
import { useBestAngles, useDefaultPanel } from '../use-array-defaults';
import { useArrayDialogs } from '../use-array-dialogs';
import { ArraySwitch, useArraySwitch } from './array-switch';
import { ImageSizeReader, ImageTools, ImageUnderlay } from './image-backdrop';
import { otherAreas } from './other-areas';
import { PlanCanvas } from './plan-canvas';
import { PlanMessages } from './plan-messages';
import { CornerList, PlanTools } from './plan-tools';
import { startRoofEdit } from './roof-edit';
import { defaultSpacing, type RoofFields, roofArray } from './roof-fields';
import { PanelCountField, RoofAngles, RoofForm } from './roof-form';
import { planeOfValues, removedOf, withSetback } from './roof-surroundings';
import { SatelliteBackdrop } from './satellite-backdrop';
import { usePlanView } from './use-plan-view';
import { type MapBackdrop, useRoofBackdrop } from './use-roof-backdrop';
import { useRoofEdit } from './use-roof-edit';
import {
  SurroundingsLegend,
  SurroundingsOverlay,
  SurroundingsSide,
  useObstacleEdit,
} from './use-roof-surroundings';
import './roof-drawer.css';

interface RoofDrawerProps extends ArrayDrawerProps {
  /** Every array of the project: the other drawn ones show as read-only outlines. */
  arrays: ArrayBody[];
  /** Opens another drawn array (null: a new one) in place of this one. */
  onSwitch(array: ArrayBody | null): void;
  /** The saved project's id (its stored roof images are read with it); null before the first save. */
  projectId?: string | null;
  /** The project's obstacles: shown and edited here, saved with the array. */
  obstacles: readonly ObstacleInput[];
  /** The project's far horizon, for the shade map and the sun-path diagram. */
  horizon: readonly DraftHorizonPoint[];
  onObstacles(obstacles: ObstacleInput[]): void;
}

export function RoofDrawer({
  array,
  arrays,
  copies,
  site,
  start,
  onClose,
  onSave,
  onSwitch,
  projectId = null,
  obstacles,
  horizon,
  onObstacles,
}: RoofDrawerProps) {
  const { t } = useTranslation(['editorRoof', 'ui']);
  const language = useLanguage();
  const [id] = useState(() => array?.id ?? newArrayId());
  const [initial] = useState(() => startRoofEdit(array, copies, start));
  const angles = useAngleValidity();

  const { latitude, longitude } = site;
  const frame = useMemo(() => planFrame({ latitude, longitude }), [latitude, longitude]);
  const others = useMemo(() => otherAreas(arrays, id, frame), [arrays, id, frame]);
  const surroundings = useObstacleEdit(frame, obstacles, array?.layout?.setbackM ?? 0);
  // The fill keeps the obstacles' footprints free, with the setback.
  const roof = useRoofEdit({ initial, frame, others, latitude, clearance: surroundings.clearance });
  const { fields, actions } = roof;

  const update = actions.updateFields;
  const best = useBestAngles<RoofFields>(site, fields.followBest, update);
  useDefaultPanel<RoofFields>(array === null, update);
  // Stable callbacks: a panel removed re-renders the plan and the count, not the fields.
  const change = useCallback(
    (patch: Partial<RoofFields>) => update((current) => ({ ...current, ...patch })),
    [update],
  );
  const latestBest = useLatest(best);
  const setAngle = useCallback(
    (kind: AngleKind, value: number) =>
      update((current) => ({
        ...current,
        ...withAngle(current, kind, value, latestBest.current[kind].data),
      })),
    [update, latestBest],
  );
  const { openChooser, openRadiation, dialogs } = useArrayDialogs({
    site,
    fields,
    best,
    // A new array whose panel is bifacial counts its rear side unless the user turns it off [MNT-3],
    // as in the manual drawer.
    onPanel: (panel) =>
      change({
        panel,
        ...(array === null &&
          (panel.panel.bifacialityFactor ?? 0) > 0 && { bifacial: fields.bifacial ?? DEFAULT_BIFACIAL }),
      }),
    onAngle: setAngle,
  });

  const view = usePlanView(latitude, roof.polygon);
  const backdrop = useRoofBackdrop(array, id, projectId, view.now);
  const { image } = backdrop;

  /** The array the drawer shows now (the drawing read from its store). */
  const arrayNow = () => {
    const { drawing } = roof.store.get();
    const area = { ...drawing, panelCount: roof.countNow() };
    const drawn = roofArray(fields, area, array ?? { id }, latitude, backdrop.stored);
    return withSetback(drawn, surroundings.setbackM);
  };
  // Checked again at each render once saved: the drawer renders on every edit of the area.
  const { errors, submit: check } = useErrorsAfterSubmit(() => arrayErrors(arrayNow(), language));

  function submit() {
    const next = arrayNow();
    if (!check() && angles.allValid && fields.panel && !surroundings.setbackError) {
      backdrop.keepForSave();
      onObstacles(surroundings.obstacles.list);
      onSave(next, fields.panel);
    }
  }

  const dirty =
    JSON.stringify(fields) !== JSON.stringify(initial.fields) ||
    roof.edited ||
    backdrop.changed ||
    surroundings.changed;
  const close = useGuardedClose(dirty, onClose);
  const switching = useArraySwitch(dirty, onSwitch);
  const { centreOn } = view;
  const polygon = roof.polygon;
  const centreOnArea = useCallback(() => centreOn(polygon), [centreOn, polygon]);

  return (
    <Modal
      visible
      size="max"
      position="top"
      onDismiss={close.requestClose}
      header={t(array ? 'drawer.editTitle' : 'drawer.addTitle')}
      closeAriaLabel={t('ui:dialog.close')}
      footer={<DialogFooter onCancel={close.requestClose} onConfirm={submit} />}
    >
      {/*
        The form scrolls in its own column beside the plan, which stays in view with its tools and
        legend: an obstacle's tool, the clicks on the plan and its Done are all on screen at once
        (one column with the plan below a long form meant scrolling down and up for each).
      */}
      <div className="pvd-roof-drawer">
        <div className="pvd-roof-drawer__side" data-testid="roof-side">
          <SpaceBetween size="m">
            <ArraySwitch array={array} arrays={arrays} onSwitch={switching.choose} />
            <RoofForm
              fields={fields}
              change={change}
              defaultSpacing={defaultSpacing(fields, latitude)}
              errors={errors}
              onChoosePanel={openChooser}
            />
            <PanelCountField
              store={roof.store}
              fill={roof.fill}
              errorText={errors?.count ?? errors?.drawing}
            />
            <RoofAngles
              tilt={fields.tilt}
              azimuth={fields.azimuth}
              onAngle={setAngle}
              errors={errors}
              best={best}
              onRadiation={openRadiation}
              onAngleValidity={angles.report}
            />
            <SurroundingsSide
              edit={surroundings}
              site={site}
              horizon={horizon}
              fill={roof.fill}
              removed={{ store: roof.store, part: removedOf }}
              plane={planeOfValues(fields)}
              outline={roof.corners}
              closed={roof.closed}
            />
          </SpaceBetween>
        </div>
        <div className="pvd-roof-drawer__plan">
          {backdrop.mapsKey && (
            <FormField label={t('plan.backdrop')}>
              <SegmentedControl
                label={t('plan.backdrop')}
                selectedId={backdrop.map}
                onChange={({ detail }) => backdrop.chooseMap(detail.selectedId as MapBackdrop)}
                options={(['Google', 'plan'] as const).map((value) => ({
                  id: value,
                  text: t(`plan.backdrops.${value}`),
                }))}
              />
            </FormField>
          )}
          <PlanTools {...roof.tools} actions={actions} view={view} onCentre={centreOnArea} />
          <PlanMessages
            store={roof.store}
            fill={roof.fill}
            onDismiss={actions.dismissMessage}
            drawingError={errors?.drawing}
          />
          <div className="pvd-roof-drawer__view">
            <div className="pvd-roof-drawer__canvas">
              <PlanCanvas
                underlay={<ImageUnderlay image={image} />}
                background={
                  backdrop.mapsKey && backdrop.map === 'Google' ? (
                    <SatelliteBackdrop apiKey={backdrop.mapsKey} frame={frame} view={view} />
                  ) : undefined
                }
                tool={
                  surroundings.placing ? { kind: 'place', onPoint: surroundings.placing } : image.planTool
                }
                view={view}
                latitude={latitude}
                polygon={roof.polygon}
                closed={roof.closed}
                others={others}
                fill={roof.fill}
                store={roof.store}
                actions={actions}
                overlay={(handleM) => (
                  <SurroundingsOverlay edit={surroundings} fill={roof.fill} handleM={handleM} />
                )}
              />
            </div>
            <SurroundingsLegend edit={surroundings} />
          </div>
          <div className="pvd-roof-drawer__below">
            <ImageSizeReader image={image} />
            <CornerList
              closed={roof.closed}
              mayDelete={roof.mayDeleteCorner}
              polygon={polygon}
              actions={actions}
            />
            <ImageTools image={image} loadingStored={backdrop.loadingStored} />
          </div>
        </div>
      </div>
      {dialogs}
      {close.guard}
      {switching.guard}
    </Modal>
  );
}
