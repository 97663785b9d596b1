/** Setting the series of the selected models (000 §2 settings menu); an empty series clears it. */
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { SystemInverterRow } from '@pvd/shared/catalogue/system-inverter-view';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../../components/dialog-footer';
import { notify } from '../../../../lib/notifications';
import { serverFieldErrors } from '../../../../lib/validation';
import { useSetInverterSeries } from '../../api/inverters';

export function SeriesModal({
  selected,
  onClose,
}: {
  selected: readonly SystemInverterRow[];
  onClose(): void;
}) {
  const { t } = useTranslation(['inverter', 'ui']);
  const setSeries = useSetInverterSeries();
  const [series, setValue] = useState(() => {
    const all = new Set(selected.map((row) => row.series));
    return all.size === 1 ? (selected[0]?.series ?? '') : '';
  });
  const [error, setError] = useState<string | undefined>();

  function submit(event?: FormEvent) {
    event?.preventDefault();
    setSeries.mutate(
      { series: series.trim(), inverterIds: selected.map((row) => row.id) },
      {
        onSuccess: ({ updated }) => {
          notify({ type: 'success', content: t('series.done', { count: updated }) });
          onClose();
        },
        onError: (failure) => setError(serverFieldErrors(failure)?.series),
      },
    );
  }

  return (
    <Modal
      visible
      onDismiss={() => !setSeries.isPending && onClose()}
      header={t('series.title')}
      closeAriaLabel={t('ui:dialog.close')}
      footer={<DialogFooter busy={setSeries.isPending} onCancel={onClose} onConfirm={submit} />}
    >
      <form onSubmit={submit} noValidate>
        <SpaceBetween size="m">
          <Box variant="p">{t('series.forSelected', { count: selected.length })}</Box>
          <FormField label={t('fields.series')} constraintText={t('series.hint')} errorText={error}>
            <Input
              value={series}
              autoFocus
              invalid={Boolean(error)}
              onChange={({ detail }) => setValue(detail.value)}
            />
          </FormField>
        </SpaceBetween>
      </form>
    </Modal>
  );
}
