/**
 * The manual array drawer [WIZ-4]: name, panel and count, tilt and azimuth each with its 'best'
 * box (a new array follows the site's best angles until an angle is moved by hand), and the
 * radiation dialog. A drawn array's count is its drawing's, shown read only here.
 */
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { InsertWay } from '@pvd/shared/project/record/pv-array';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '@/components/dialog-footer';
import { Modal } from '@/components/modal';
import { useErrorsAfterSubmit } from '@/hooks/use-errors-after-submit';
import { useGuardedClose } from '@/hooks/use-guarded-close';
import { useLanguage } from '@/lib/i18n';
import { AngleField, useAngleValidity } from './angle-field';
import { newArrayId } from './array-edits';
import { type AngleKind, type ArrayDrawerProps, arrayErrors, withAngle } from './array-fields';
import { type ManualValues, manualArray, manualValuesOf, newManualValues } from './manual-values';
import { DEFAULT_BIFACIAL, MountingFields } from './mounting-fields';
import { PanelField } from './panel-field';
import { type BestAngle, useBestAngles, useDefaultPanel } from './use-array-defaults';
import { useArrayDialogs } from './use-array-dialogs';

/** An angle's 'best' box: ticked, the angle follows the site's best value. */
function BestBox(props: {
  kind: AngleKind;
  best: BestAngle;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const { kind, best } = props;
  const { t } = useTranslation('editorArrays');
  return (
    <SpaceBetween size="xs" direction="horizontal">
      <Checkbox
        checked={props.checked}
        onChange={({ detail }) => props.onChange(detail.checked)}
        disabled={best.isError}
      >
        {t(kind === 'tilt' ? 'form.bestTilt' : 'form.bestAzimuth', { value: best.data ?? '-' })}
      </Checkbox>
      {best.isError ? (
        <StatusIndicator type="warning">{t('form.bestUnavailable')}</StatusIndicator>
      ) : best.isLoading ? (
        <StatusIndicator type="loading">{t('form.bestLoading')}</StatusIndicator>
      ) : null}
    </SpaceBetween>
  );
}

export function ManualForm({ array, copies, site, start, onClose, onSave }: ArrayDrawerProps) {
  const { t } = useTranslation(['editorArrays', 'ui']);
  const language = useLanguage();
  const [initial] = useState(() => (array ? manualValuesOf(array, copies) : newManualValues(start)));
  const [values, setValues] = useState<ManualValues>(initial);
  const [id] = useState(() => array?.id ?? newArrayId());
  const drawn = array?.insertway === InsertWay.drawn;
  const angles = useAngleValidity();

  const change = (patch: Partial<ManualValues>) => setValues((current) => ({ ...current, ...patch }));
  const best = useBestAngles(site, values.followBest, setValues);
  useDefaultPanel(array === null, setValues);
  const setAngle = (kind: AngleKind, value: number) =>
    change(withAngle(values, kind, value, best[kind].data));
  const { openChooser, openRadiation, dialogs } = useArrayDialogs({
    site,
    fields: values,
    best,
    // A new array whose panel is bifacial counts its rear side unless the user turns it off [MNT-3].
    onPanel: (panel) =>
      change({
        panel,
        ...(array === null &&
          (panel.panel.bifacialityFactor ?? 0) > 0 && { bifacial: values.bifacial ?? DEFAULT_BIFACIAL }),
      }),
    onAngle: setAngle,
  });
  const follow = (kind: AngleKind) => (checked: boolean) =>
    change({ followBest: { ...values.followBest, [kind]: checked } });

  const { errors, submit: check } = useErrorsAfterSubmit(() =>
    arrayErrors(manualArray(values, array ?? { id }), language),
  );
  function submit(event?: FormEvent) {
    event?.preventDefault();
    // An angle typed out of range shows its error under the field and keeps the array unsaved.
    if (!check() && angles.allValid && values.panel)
      onSave(manualArray(values, array ?? { id }), values.panel);
  }

  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const close = useGuardedClose(dirty, onClose);

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
          <PanelField panel={values.panel} errorText={errors?.panel} onChoose={openChooser} />
          <FormField
            label={t('form.count')}
            description={drawn ? t('form.countDrawn') : undefined}
            errorText={errors?.count ?? errors?.drawing}
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
          {(['tilt', 'azimuth'] as const).map((kind) => (
            <AngleField
              key={kind}
              kind={kind}
              value={values[kind]}
              onChange={(value) => setAngle(kind, value)}
              onValidity={angles.report(kind)}
              errorText={errors?.[kind]}
              secondaryControl={
                <BestBox
                  kind={kind}
                  best={best[kind]}
                  checked={values.followBest[kind]}
                  onChange={follow(kind)}
                />
              }
            />
          ))}
          <MountingFields
            mounting={values.mounting}
            bifacial={values.bifacial}
            bifacialityFactor={values.panel?.panel.bifacialityFactor}
            errors={errors}
            onMounting={(mounting) => change({ mounting })}
            onBifacial={(bifacial) => change({ bifacial })}
          />
          <Button formAction="none" iconName="status-info" onClick={openRadiation}>
            {t('form.radiation')}
          </Button>
          {/* Enter in a field submits the form. */}
          <button type="submit" hidden />
        </SpaceBetween>
      </form>
      {dialogs}
      {close.guard}
    </Modal>
  );
}
