import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { PanelChoseWay } from '@pvd/shared/catalogue/panel';
import type { CopyRecords } from '@pvd/shared/project/copies';
import type { EngineSite } from '@pvd/shared/project/location';
import { InsertWay } from '@pvd/shared/project/pv-array';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../../../components/dialog-footer';
import { useErrorsAfterSubmit } from '../../../../../hooks/use-errors-after-submit';
import { useGuardedClose } from '../../../../../hooks/use-guarded-close';
import { useLanguage } from '../../../../../lib/i18n';
import { AngleField } from './angle-field';
import { type ArrayBody, newArrayId } from './array-edits';
import {
  type ArrayFormValues,
  arrayErrors,
  arrayOfValues,
  arrayValues,
  type ChosenPanel,
  chosenPanel,
  newArrayValues,
  type StartAngles,
} from './array-form-values';
import { useBestAngle, useDefaultPanel } from './arrays-api';
import { PanelChooser } from './panel-chooser';
import { PanelField } from './panel-field';
import { RadiationDialog } from './radiation-dialog';

interface ArrayFormProps {
  /** The array edited; null adds one. */
  array: ArrayBody | null;
  copies: CopyRecords;
  site: EngineSite;
  /** Angles to start a new array with until the site's best ones are known. */
  start: StartAngles;
  onClose(): void;
  /** The form is valid: the step puts the array and its panel copy in the draft. */
  onSave(array: ArrayBody, panel: ChosenPanel): void;
}

/** Keeps an angle on the site's best value while its box is ticked. */
function useFollowBest(
  kind: 'tilt' | 'azimuth',
  site: EngineSite,
  following: boolean,
  set: (value: number) => void,
) {
  const best = useBestAngle(kind, site, true);
  const value = best.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `set` is a new closure each render.
  useEffect(() => {
    if (following && value !== undefined) set(value);
  }, [following, value]);
  return best;
}

export function ArrayForm({ array, copies, site, start, onClose, onSave }: ArrayFormProps) {
  const { t } = useTranslation(['editorArrays', 'ui']);
  const language = useLanguage();
  const [initial] = useState(() => (array ? arrayValues(array, copies) : newArrayValues(start)));
  const [values, setValues] = useState<ArrayFormValues>(initial);
  const [panelTouched, setPanelTouched] = useState(false);
  const [chooser, setChooser] = useState(false);
  const [radiation, setRadiation] = useState(false);
  const [id] = useState(() => array?.id ?? newArrayId());
  const drawn = array?.insertway === InsertWay.drawn;

  const change = (patch: Partial<ArrayFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const bestTilt = useFollowBest('tilt', site, values.bestTilt, (tilt) => change({ tilt }));
  const bestAzimuth = useFollowBest('azimuth', site, values.bestAzimuth, (azimuth) => change({ azimuth }));

  // 001 §2 "1 default (hidden)": a new array starts with the user's default panel, if any.
  const defaultPanel = useDefaultPanel(array === null);
  useEffect(() => {
    if (array === null && !panelTouched && defaultPanel.data) {
      setValues((current) =>
        current.panel
          ? current
          : { ...current, panel: chosenPanel(PanelChoseWay.default, defaultPanel.data!) },
      );
    }
  }, [array, panelTouched, defaultPanel.data]);

  // Moving an angle by hand stops it following the best value.
  const setTilt = (tilt: number) => change({ tilt, bestTilt: tilt === bestTilt.data && values.bestTilt });
  const setAzimuth = (azimuth: number) =>
    change({ azimuth, bestAzimuth: azimuth === bestAzimuth.data && values.bestAzimuth });

  const { errors, submit: check } = useErrorsAfterSubmit(() =>
    arrayErrors(arrayOfValues(values, array ?? { id }), language),
  );
  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!check() && values.panel) onSave(arrayOfValues(values, array ?? { id }), values.panel);
  }

  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const close = useGuardedClose(dirty, onClose);
  const bestStatus = (best: typeof bestTilt) =>
    best.isError ? (
      <StatusIndicator type="warning">{t('form.bestUnavailable')}</StatusIndicator>
    ) : best.isLoading ? (
      <StatusIndicator type="loading">{t('form.bestLoading')}</StatusIndicator>
    ) : null;

  return (
    <Modal
      visible
      size="large"
      position="top"
      onDismiss={close.requestClose}
      header={t(array ? 'form.editTitle' : 'form.addTitle')}
      closeAriaLabel={t('ui:dialog.close')}
      footer={<DialogFooter onCancel={close.requestClose} onConfirm={submit} />}
    >
      <form onSubmit={submit} noValidate>
        <SpaceBetween size="l">
          <FormField label={t('form.name')} errorText={errors?.name}>
            <Input value={values.name} onChange={({ detail }) => change({ name: detail.value })} />
          </FormField>
          <PanelField panel={values.panel} errorText={errors?.panel} onChoose={() => setChooser(true)} />
          <FormField
            label={t('form.count')}
            description={drawn ? t('form.countDrawn') : undefined}
            errorText={errors?.count}
          >
            <Input
              type="number"
              inputMode="numeric"
              step={1}
              value={values.count}
              readOnly={drawn}
              onChange={({ detail }) => change({ count: detail.value })}
            />
          </FormField>
          <AngleField
            kind="tilt"
            value={values.tilt}
            onChange={setTilt}
            errorText={errors?.tilt}
            secondaryControl={
              <SpaceBetween size="xs" direction="horizontal">
                <Checkbox
                  checked={values.bestTilt}
                  onChange={({ detail }) => change({ bestTilt: detail.checked })}
                  disabled={bestTilt.isError}
                >
                  {t('form.bestTilt', { value: bestTilt.data ?? '-' })}
                </Checkbox>
                {bestStatus(bestTilt)}
              </SpaceBetween>
            }
          />
          <AngleField
            kind="azimuth"
            value={values.azimuth}
            onChange={setAzimuth}
            errorText={errors?.azimuth}
            secondaryControl={
              <SpaceBetween size="xs" direction="horizontal">
                <Checkbox
                  checked={values.bestAzimuth}
                  onChange={({ detail }) => change({ bestAzimuth: detail.checked })}
                  disabled={bestAzimuth.isError}
                >
                  {t('form.bestAzimuth', { value: bestAzimuth.data ?? '-' })}
                </Checkbox>
                {bestStatus(bestAzimuth)}
              </SpaceBetween>
            }
          />
          <Button formAction="none" iconName="status-info" onClick={() => setRadiation(true)}>
            {t('form.radiation')}
          </Button>
          {/* Enter in a field submits the form. */}
          <button type="submit" hidden />
        </SpaceBetween>
      </form>
      {chooser && (
        <PanelChooser
          initial={values.panel}
          onClose={() => setChooser(false)}
          onChoose={(panel) => {
            setPanelTouched(true);
            change({ panel });
            setChooser(false);
          }}
        />
      )}
      {radiation && (
        <RadiationDialog
          site={site}
          tilt={values.tilt}
          azimuth={values.azimuth}
          onTilt={setTilt}
          onAzimuth={setAzimuth}
          bestTilt={bestTilt.data}
          bestAzimuth={bestAzimuth.data}
          onClose={() => setRadiation(false)}
        />
      )}
      {close.guard}
    </Modal>
  );
}
