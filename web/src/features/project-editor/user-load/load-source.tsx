/**
 * Where the load comes from [LOAD-5], the body of the storage project's load step and of a
 * grid-connected project's own consumption: the consumption figures spread by a typical profile
 * of the building type [LOAD-3], or the customer's meter file [LOAD-2]; then the load's summary.
 * A project keeps one load: with a meter file kept, going back to the figures deletes it (after
 * a confirmation); without one, choosing the meter file only opens its section (nothing is
 * kept until a file is saved).
 */
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tiles from '@cloudscape-design/components/tiles';
import { TYPICAL_SHAPE_IDS, type TypicalShapeId } from '@pvd/shared/load/typical-shapes/ids';
import { projectLoadView } from '@pvd/shared/project/report/load-view';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import type { StepProps } from '../model/step-props';
import { LoadFigures, loadOfDraft, TOTAL_DEBOUNCE_MS } from './load-figures';
import { LoadSummary } from './load-summary';
import { MeterFileSection, useMeterFileDeletion } from './meter-file-section';
import { uploadAfterSave } from './upload-after-save';

type Source = 'figures' | 'meterFile';

/** The profile select's value of the default (no shape named). */
const DEFAULT_SHAPE = 'default';

export type LoadSourceProps = Pick<
  StepProps,
  'draft' | 'live' | 'update' | 'showIssues' | 'keepMeterFile' | 'preSave'
>;

function ShapeField({ draft, update }: Pick<StepProps, 'draft' | 'update'>) {
  const { t } = useTranslation('editorBase');
  const shape = draft.body.userLoad?.typicalShape ?? DEFAULT_SHAPE;
  const options = [DEFAULT_SHAPE, ...TYPICAL_SHAPE_IDS].map((id) => ({
    value: id,
    label: t(`load.shapes.${id as TypicalShapeId}`),
  }));
  return (
    <FormField label={t('load.shapeLabel')} description={t('load.shapeDescription')}>
      <Select
        selectedOption={options.find((entry) => entry.value === shape) ?? null}
        options={options}
        onChange={({ detail }) => {
          const value = detail.selectedOption.value;
          // null goes back to the default profile; absent would keep what is stored.
          const typicalShape = value === DEFAULT_SHAPE ? null : (value as TypicalShapeId);
          update((body) => ({ ...body, userLoad: { ...body.userLoad, typicalShape } }));
        }}
      />
    </FormField>
  );
}

export function LoadSource(props: LoadSourceProps) {
  const { draft, keepMeterFile } = props;
  const { t } = useTranslation('editorBase');
  const meterFile = draft.meterFile ?? null;
  // An upload asked for before the first save comes back to the meter file's section.
  const [chosen, setChosen] = useState<Source>(() => (uploadAfterSave.waiting() ? 'meterFile' : 'figures'));
  const source: Source = meterFile ? 'meterFile' : chosen;
  const deletion = useMeterFileDeletion(draft.projectId, keepMeterFile, () => setChosen('figures'));
  const settled = useDebouncedValue(loadOfDraft(draft.body), TOTAL_DEBOUNCE_MS);
  const typicalShape = draft.body.userLoad?.typicalShape;
  const view = useMemo(
    () => projectLoadView({ proUserLoadInformation: settled, userLoad: { typicalShape, meterFile } }),
    [settled, typicalShape, meterFile],
  );
  function choose(next: Source) {
    if (next === 'figures' && meterFile) deletion.ask();
    else setChosen(next);
  }
  return (
    <SpaceBetween size="l">
      <FormField label={t('load.sourceLabel')} stretch>
        <Tiles
          value={source}
          onChange={({ detail }) => choose(detail.value as Source)}
          ariaLabel={t('load.sourceLabel')}
          items={[
            {
              value: 'figures',
              label: t('load.sourceFigures'),
              description: t('load.sourceFiguresDescription'),
            },
            {
              value: 'meterFile',
              label: t('load.sourceMeter'),
              description: t('load.sourceMeterDescription'),
            },
          ]}
        />
      </FormField>
      {source === 'figures' ? (
        <SpaceBetween size="l">
          <ShapeField draft={draft} update={props.update} />
          <LoadFigures {...props} />
        </SpaceBetween>
      ) : (
        <MeterFileSection
          projectId={draft.projectId}
          meterFile={meterFile}
          keepMeterFile={keepMeterFile}
          preSave={props.preSave}
        />
      )}
      <section aria-labelledby="load-summary-title" data-testid="load-summary">
        <SpaceBetween size="s">
          <Header variant="h3" headingTagOverride="h3">
            <span id="load-summary-title">{t('load.summaryTitle')}</span>
          </Header>
          <LoadSummary view={source === 'figures' || meterFile ? view : null} />
        </SpaceBetween>
      </section>
      {deletion.asking && meterFile && (
        <ConfirmDialog
          title={t('load.meter.switchTitle')}
          confirmLabel={t('load.meter.deleteConfirm')}
          busy={deletion.removal.isPending}
          onConfirm={() => deletion.removal.mutate()}
          onCancel={deletion.cancel}
        >
          {t('load.meter.switchText', { name: meterFile.fileName })}
        </ConfirmDialog>
      )}
    </SpaceBetween>
  );
}
