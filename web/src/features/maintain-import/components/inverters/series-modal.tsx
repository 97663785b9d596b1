/** Setting the series of the selected models [CAT-5]; an empty series clears it. */
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import * as inverterCalls from '@pvd/shared/api/inverter';
import type { SystemInverterRow } from '@pvd/shared/catalogue/system-inverter-view';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { useFieldForm } from '@/hooks/use-field-form';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { useGuardedClose } from '@/hooks/use-guarded-close';
import { useSetInverterSeries } from '../../api/inverters';

/** The series the selected models share, else empty. */
function sharedSeries(selected: readonly SystemInverterRow[]): string {
  const all = new Set(selected.map((row) => row.series));
  return all.size === 1 ? (selected[0]?.series ?? '') : '';
}

export function SeriesModal({
  selected,
  onClose,
}: {
  selected: readonly SystemInverterRow[];
  onClose(): void;
}) {
  const { t } = useTranslation(['inverter', 'ui']);
  const setSeries = useSetInverterSeries();
  const form = useFieldForm(() => ({ series: sharedSeries(selected) }), ['series'] as const);

  const save = useFormSubmit({
    form,
    schema: inverterCalls.setInverterSeries.request,
    send: setSeries.mutate,
    notice: ({ updated }) => t('series.done', { count: updated }),
    onSaved: onClose,
  });

  function submit() {
    save({ series: form.values.series, inverterIds: selected.map((row) => row.id) });
  }

  const close = useGuardedClose(form.dirty, onClose, setSeries.isPending);
  return (
    <FormDialog header={t('series.title')} close={close} busy={setSeries.isPending} onSubmit={submit}>
      <SpaceBetween size="m">
        <Box variant="p">{t('series.forSelected', { count: selected.length })}</Box>
        <FormField
          label={t('fields.series')}
          constraintText={t('series.hint')}
          errorText={form.errors.series}
        >
          <Input
            ref={form.register('series')}
            value={form.values.series}
            autoFocus
            invalid={Boolean(form.errors.series)}
            onChange={({ detail }) => form.change('series', detail.value)}
          />
        </FormField>
      </SpaceBetween>
    </FormDialog>
  );
}
