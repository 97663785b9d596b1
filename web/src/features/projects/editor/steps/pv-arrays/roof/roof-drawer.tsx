/**
 * The full-screen roof-drawing drawer of the PV array step (001 §2, issue 11 items 1-2): the
 * array's fields beside a plan view in metres around the project's coordinates, where the user
 * draws the area that `shared/layout` fills with panels. Saving puts an insertway-2 array with
 * its area, laying method, spacing and removed panels in the draft.
 */
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Modal from '@cloudscape-design/components/modal';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { PanelChoseWay } from '@pvd/shared/catalogue/panel';
import { planFrame } from '@pvd/shared/layout/plan-view';
import type { CopyRecords } from '@pvd/shared/project/copies';
import type { EngineSite } from '@pvd/shared/project/location';
import type { ObstacleInput } from '@pvd/shared/project/surroundings';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../../../../components/dialog-footer';
import { useErrorsAfterSubmit } from '../../../../../../hooks/use-errors-after-submit';
import { useGuardedClose } from '../../../../../../hooks/use-guarded-close';
import { useLanguage } from '../../../../../../lib/i18n';
import { setPendingRoofImage } from '../../../common/pending-roof-images';
import { useMapsKey } from '../../../common/use-maps-key';
import type { DraftHorizonPoint } from '../../../surroundings/surroundings-body';
import {
  SurroundingsOverlay,
  SurroundingsSide,
  useObstacleEdit,
} from '../../../surroundings/use-roof-surroundings';
import { type ArrayBody, newArrayId } from '../array-edits';
import { type ChosenPanel, chosenPanel, type StartAngles } from '../array-form-values';
import { useBestAngle, useDefaultPanel } from '../arrays-api';
import { PanelChooser } from '../panel-chooser';
import { RadiationDialog } from '../radiation-dialog';
import { ArraySwitch, useArraySwitch } from './array-switch';
import { startDrawing } from './drawing';
import { ImageSizeReader, ImageTools, ImageUnderlay } from './image-backdrop';
import { otherAreas } from './other-areas';
import { PlanCanvas, type PlanTool } from './plan-canvas';
import { PlanMessages } from './plan-messages';
import { CornerList, PlanTools } from './plan-tools';
import { PanelCountField, RoofAngles, RoofForm, useBestShown } from './roof-form';
import { planeOfValues, removedOf, withSetback } from './roof-surroundings';
import { newRoofValues, type RoofValues, roofArray, roofErrors, roofValues } from './roof-values';
import { SatelliteBackdrop } from './satellite-backdrop';
import { usePlanView } from './use-plan-view';
import { useLayingInputs, useRoofDrawing } from './use-roof-drawing';
import { backdropOfPlacement, useRoofImage } from './use-roof-image';
import { startImageOf, useStoredRoofImage } from './use-stored-roof-image';

/** The map backdrops of the drawer (the roof image lies over either). */
type MapBackdrop = 'Google' | 'plan';

interface RoofDrawerProps {
  /** The array edited; null draws a new one. */
  array: ArrayBody | null;
  /** Every array of the project: the other drawn ones show as read-only outlines. */
  arrays: ArrayBody[];
  copies: CopyRecords;
  site: EngineSite;
  start: StartAngles;
  onClose(): void;
  onSave(array: ArrayBody, panel: ChosenPanel): void;
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
  const [initial] = useState(() => (array ? roofValues(array, copies) : newRoofValues(start)));
  const [values, setValues] = useState<RoofValues>(initial);
  const [chooser, setChooser] = useState(false);
  const [radiation, setRadiation] = useState(false);
  // Stable callbacks and props: a panel removed re-renders the plan and the count, not the fields.
  const change = useCallback(
    (patch: Partial<RoofValues>) => setValues((current) => ({ ...current, ...patch })),
    [],
  );
  const openChooser = useCallback(() => setChooser(true), []);
  const openRadiation = useCallback(() => setRadiation(true), []);

  const { latitude, longitude } = site;
  const frame = useMemo(() => planFrame({ latitude, longitude }), [latitude, longitude]);
  const others = useMemo(() => otherAreas(arrays, id, frame), [arrays, id, frame]);
  const stored = array?.layout
    ? { corners: array.layout.areaLatLngs, removed: array.layout.removedPanels ?? [] }
    : null;
  const [firstDrawing] = useState(() => startDrawing(stored));

  const { spacingDefault, spacing, laying } = useLayingInputs(values, site.latitude);
  const surroundings = useObstacleEdit(frame, obstacles, array?.layout?.setbackM ?? 0);
  const { clearance } = surroundings;
  // The fill keeps the obstacles' footprints free, with the setback.
  const layingClear = useMemo(() => laying && { ...laying, ...clearance }, [laying, clearance]);
  const roof = useRoofDrawing({
    frame,
    initial: firstDrawing,
    others,
    laying: layingClear,
    hasPanel: values.panel !== null,
  });

  // 001 §2 "1 default (hidden)": a new array starts with the user's default panel, if any.
  const defaultPanel = useDefaultPanel(array === null);
  useEffect(() => {
    if (array === null && defaultPanel.data) {
      setValues((current) =>
        current.panel
          ? current
          : { ...current, panel: chosenPanel(PanelChoseWay.default, defaultPanel.data!) },
      );
    }
  }, [array, defaultPanel.data]);

  const bestTilt = useBestAngle('tilt', site, true);
  const bestAzimuth = useBestAngle('azimuth', site, true);
  const bestTiltShown = useBestShown(bestTilt);
  const bestAzimuthShown = useBestShown(bestAzimuth);

  const view = usePlanView(site.latitude, roof.polygon);

  const [startImage] = useState(() => startImageOf(array ?? { id }));
  const storedUrl = useStoredRoofImage(projectId, startImage && !startImage.file ? id : null);
  const image = useRoofImage(view.now, startImage, storedUrl.data ?? null);
  const imageAt = image.placement ? backdropOfPlacement(image.placement) : null;
  const mapsKey = useMapsKey();
  const [backdropChoice, setBackdropChoice] = useState<MapBackdrop | null>(null);
  // A key on the site: the satellite map, unless this array was drawn on the plan.
  const backdrop: MapBackdrop = mapsKey
    ? (backdropChoice ?? (array?.layout?.loadMapWay === 'plan' ? 'plan' : 'Google'))
    : 'plan';
  const tool: PlanTool = surroundings.placing
    ? { kind: 'place', onPoint: surroundings.placing }
    : image.placement && image.tool === 'move'
      ? { kind: 'move', onDrag: image.drag }
      : image.placement && image.tool === 'measure'
        ? { kind: 'measure', onPoint: image.measurePoint }
        : null;

  /** The array the drawer shows now (the drawing read from its store). */
  const arrayNow = () => {
    const drawn = roof.store.get();
    const next = roofArray(
      values,
      { corners: drawn.corners, closed: drawn.closed, removed: drawn.removed, panelCount: roof.countNow() },
      array ?? { id },
      spacing,
      image.placement ? 'image' : backdrop,
      imageAt,
    );
    return withSetback(next, surroundings.setbackM);
  };
  // Checked again at each render once saved: the drawer renders on every edit of the area.
  const { errors, submit: check } = useErrorsAfterSubmit(() => roofErrors(arrayNow(), language));

  function submit() {
    const next = arrayNow();
    if (!check() && values.panel && !surroundings.setbackError) {
      // The image follows the next save of the project (array-drawings.ts); the stored one stays.
      if (image.file || !image.placement) setPendingRoofImage(id, image.file);
      onObstacles(surroundings.obstacles.list);
      onSave(next, values.panel);
    }
  }

  const dirty =
    JSON.stringify(values) !== JSON.stringify(initial) ||
    roof.edited ||
    JSON.stringify(imageAt) !== JSON.stringify(startImage?.backdrop ?? null) ||
    image.file !== (startImage?.file ?? null) ||
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
      <Grid gridDefinition={[{ colspan: { default: 12, l: 4 } }, { colspan: { default: 12, l: 8 } }]}>
        <SpaceBetween size="m">
          <ArraySwitch array={array} arrays={arrays} onSwitch={switching.choose} />
          <RoofForm
            values={values}
            change={change}
            defaultSpacing={spacingDefault}
            errors={errors}
            onChoosePanel={openChooser}
          />
          <PanelCountField store={roof.store} fill={roof.fill} errorText={errors?.count ?? errors?.drawing} />
          <RoofAngles
            tilt={values.tilt}
            azimuth={values.azimuth}
            change={change}
            errors={errors}
            bestTilt={bestTiltShown}
            bestAzimuth={bestAzimuthShown}
            onRadiation={openRadiation}
          />
          <SurroundingsSide
            edit={surroundings}
            site={site}
            horizon={horizon}
            fill={roof.fill}
            removed={{ store: roof.store, part: removedOf }}
            plane={planeOfValues(values)}
            outline={roof.corners}
            closed={roof.closed}
          />
        </SpaceBetween>
        <SpaceBetween size="s">
          {mapsKey && (
            <FormField label={t('plan.backdrop')}>
              <SegmentedControl
                label={t('plan.backdrop')}
                selectedId={backdrop}
                onChange={({ detail }) => setBackdropChoice(detail.selectedId as MapBackdrop)}
                options={(['Google', 'plan'] as const).map((value) => ({
                  id: value,
                  text: t(`plan.backdrops.${value}`),
                }))}
              />
            </FormField>
          )}
          <PlanTools {...roof.tools} actions={roof.actions} view={view} onCentre={centreOnArea} />
          <PlanMessages roof={roof} drawingError={errors?.drawing} />
          <PlanCanvas
            underlay={<ImageUnderlay image={image} />}
            background={
              mapsKey && backdrop === 'Google' ? (
                <SatelliteBackdrop apiKey={mapsKey} frame={frame} view={view} />
              ) : undefined
            }
            tool={tool}
            view={view}
            latitude={site.latitude}
            polygon={roof.polygon}
            closed={roof.closed}
            others={others}
            fill={roof.fill}
            store={roof.store}
            actions={roof.actions}
            overlay={(handleM) => (
              <SurroundingsOverlay edit={surroundings} fill={roof.fill} handleM={handleM} />
            )}
          />
          <ImageSizeReader image={image} />
          <CornerList
            closed={roof.closed}
            mayDelete={roof.mayDeleteCorner}
            polygon={roof.polygon}
            actions={roof.actions}
          />
          <ImageTools image={image} loadingStored={storedUrl.isLoading} />
        </SpaceBetween>
      </Grid>
      {chooser && (
        <PanelChooser
          initial={values.panel}
          onClose={() => setChooser(false)}
          onChoose={(chosen) => {
            change({ panel: chosen });
            setChooser(false);
          }}
        />
      )}
      {radiation && (
        <RadiationDialog
          site={site}
          tilt={values.tilt}
          azimuth={values.azimuth}
          onTilt={(value) => change({ tilt: value })}
          onAzimuth={(value) => change({ azimuth: value })}
          bestTilt={bestTilt.data}
          bestAzimuth={bestAzimuth.data}
          onClose={() => setRadiation(false)}
        />
      )}
      {close.guard}
      {switching.guard}
    </Modal>
  );
}
