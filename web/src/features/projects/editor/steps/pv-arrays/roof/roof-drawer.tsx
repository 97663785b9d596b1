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
import { planFrame, planToCorner } from '@pvd/shared/layout/plan-view';
import type { CopyRecords } from '@pvd/shared/project/copies';
import type { EngineSite } from '@pvd/shared/project/location';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../../../../components/dialog-footer';
import { useGuardedClose } from '../../../../../../hooks/use-guarded-close';
import { useLanguage } from '../../../../../../lib/i18n';
import type { FieldErrors } from '../../../../../../lib/validation';
import { setPendingRoofImage } from '../../../common/pending-roof-images';
import { useMapsKey } from '../../../common/use-maps-key';
import { type ArrayBody, newArrayId } from '../array-edits';
import { type ChosenPanel, chosenPanel, type StartAngles } from '../array-form-values';
import { useBestAngle, useDefaultPanel } from '../arrays-api';
import { PanelChooser } from '../panel-chooser';
import { RadiationDialog } from '../radiation-dialog';
import { ArraySwitch } from './array-switch';
import { startDrawing } from './drawing';
import { ImageSizeReader, ImageTools, ImageUnderlay } from './image-backdrop';
import { otherAreas } from './other-areas';
import { PlanCanvas, type PlanTool } from './plan-canvas';
import { PlanMessages } from './plan-messages';
import { CornerList, PlanTools } from './plan-tools';
import { RoofForm } from './roof-form';
import {
  defaultSpacing,
  newRoofValues,
  type RoofValues,
  roofArray,
  roofErrors,
  roofValues,
  typedSpacing,
} from './roof-values';
import { SatelliteBackdrop } from './satellite-backdrop';
import { usePlanView } from './use-plan-view';
import { type LayingInputs, useRoofDrawing } from './use-roof-drawing';
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
}: RoofDrawerProps) {
  const { t } = useTranslation(['editorRoof', 'ui']);
  const language = useLanguage();
  const [id] = useState(() => array?.id ?? newArrayId());
  const [initial] = useState(() => (array ? roofValues(array, copies) : newRoofValues(start)));
  const [values, setValues] = useState<RoofValues>(initial);
  const [errors, setErrors] = useState<FieldErrors | null>(null);
  const [chooser, setChooser] = useState(false);
  const [radiation, setRadiation] = useState(false);
  const change = (patch: Partial<RoofValues>) => setValues((current) => ({ ...current, ...patch }));

  const { latitude, longitude } = site;
  const frame = useMemo(() => planFrame({ latitude, longitude }), [latitude, longitude]);
  const others = useMemo(() => otherAreas(arrays, id, frame), [arrays, id, frame]);
  const stored = array?.layout
    ? { corners: array.layout.areaLatLngs, removed: array.layout.removedPanels ?? [] }
    : null;
  const [firstDrawing] = useState(() => startDrawing(stored));

  const spacingDefault = defaultSpacing(values, site.latitude);
  const spacing = values.spacingEdited ? typedSpacing(values.rowSpacing) : spacingDefault;
  const { panel, layingMethod, tilt, azimuth } = values;
  const laying = useMemo<LayingInputs>(
    () =>
      panel && spacing !== null
        ? {
            panelLengthM: panel.length,
            panelWidthM: panel.width,
            layingMethod,
            tilt,
            azimuth,
            rowSpacingM: spacing,
          }
        : null,
    [panel, spacing, layingMethod, tilt, azimuth],
  );
  const roof = useRoofDrawing({ frame, initial: firstDrawing, others, laying, hasPanel: panel !== null });

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

  const view = usePlanView(site.latitude, roof.polygon);
  const { zoom, centre, box } = view;

  const [startImage] = useState(() => startImageOf(array ?? { id }));
  const storedUrl = useStoredRoofImage(projectId, startImage && !startImage.file ? id : null);
  const image = useRoofImage(centre, box.width, startImage, storedUrl.data ?? null);
  const imageAt = image.placement ? backdropOfPlacement(image.placement) : null;
  const mapsKey = useMapsKey();
  const [backdropChoice, setBackdropChoice] = useState<MapBackdrop | null>(null);
  // A key on the site: the satellite map, unless this array was drawn on the plan.
  const backdrop: MapBackdrop = mapsKey
    ? (backdropChoice ?? (array?.layout?.loadMapWay === 'plan' ? 'plan' : 'Google'))
    : 'plan';
  const tool: PlanTool =
    image.placement && image.tool === 'move'
      ? { kind: 'move', onDrag: image.drag }
      : image.placement && image.tool === 'measure'
        ? { kind: 'measure', onPoint: image.measurePoint }
        : null;

  function submit() {
    const next = roofArray(
      values,
      {
        corners: roof.drawing.corners,
        closed: roof.drawing.closed,
        removed: roof.drawing.removed,
        panelCount: roof.countNow(),
      },
      array ?? { id },
      spacing,
      image.placement ? 'image' : backdrop,
      imageAt,
    );
    const found = roofErrors(next, language);
    setErrors(found);
    if (!found && values.panel) {
      // The image follows the next save of the project (array-drawings.ts); the stored one stays.
      if (image.file || !image.placement) setPendingRoofImage(id, image.file);
      onSave(next, values.panel);
    }
  }

  const dirty =
    JSON.stringify(values) !== JSON.stringify(initial) ||
    roof.drawing.history.length > 0 ||
    JSON.stringify(imageAt) !== JSON.stringify(startImage?.backdrop ?? null) ||
    image.file !== (startImage?.file ?? null);
  const close = useGuardedClose(dirty, onClose);
  // Another array of the list: unsaved changes are asked about first, as on closing.
  const switchTarget = useRef<ArrayBody | null>(null);
  const switching = useGuardedClose(dirty, () => onSwitch(switchTarget.current));

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
          <ArraySwitch
            array={array}
            arrays={arrays}
            onSwitch={(next) => {
              switchTarget.current = next;
              switching.requestClose();
            }}
          />
          <RoofForm
            values={values}
            change={change}
            defaultSpacing={spacingDefault}
            panelCount={roof.panelCount}
            pending={roof.pending}
            errors={errors}
            best={{ tilt: bestTilt, azimuth: bestAzimuth }}
            onChoosePanel={() => setChooser(true)}
            onRadiation={() => setRadiation(true)}
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
          <PlanTools
            roof={roof}
            zoom={zoom}
            onZoom={view.zoomTo}
            onPan={view.pan}
            onCentre={() => view.centreOn(roof.polygon)}
          />
          <PlanMessages roof={roof} drawingError={errors?.drawing} />
          <PlanCanvas
            underlay={<ImageUnderlay image={image} />}
            background={
              mapsKey && backdrop === 'Google' ? (
                <SatelliteBackdrop apiKey={mapsKey} centre={planToCorner(frame, centre)} zoom={zoom} />
              ) : undefined
            }
            tool={tool}
            box={box}
            zoom={zoom}
            latitude={site.latitude}
            polygon={roof.polygon}
            closed={roof.drawing.closed}
            others={others}
            layout={roof.layout}
            removed={roof.removed}
            pending={roof.pending}
            onAddCorner={roof.addCorner}
            onCloseArea={roof.closeArea}
            onBeginMove={roof.beginMove}
            onMoveCorner={roof.moveCorner}
            onEndMove={roof.endMove}
            onRemovePanel={roof.removePanel}
            onUndo={roof.undo}
          />
          <ImageSizeReader image={image} />
          <CornerList roof={roof} />
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
