/**
 * The load's summary in the live results [LOAD-5]: the annual kWh, the peak kW, the source and
 * the month × hour heat map of the draft's load (its meter file, else its figures spread by the
 * typical profile), for a storage project and a grid-connected one with its own consumption;
 * nothing for a project without a load. From what the draft holds: no call.
 */
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { projectLoadView } from '@pvd/shared/project/report/load-view';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import type { EditorDraft } from '../model/draft';
import { LoadSummary } from '../user-load/load-summary';

/** The live results follow the draft 300 ms after a change, as the engine's figures. [ms] */
const LOAD_DEBOUNCE_MS = 300;

export function DraftLoadSummary({ draft }: { draft: EditorDraft }) {
  const { t } = useTranslation('editorBase');
  const info = useDebouncedValue(draft.body.proUserLoadInformation, LOAD_DEBOUNCE_MS);
  const typicalShape = draft.body.userLoad?.typicalShape;
  const meterFile = draft.meterFile ?? null;
  const view = useMemo(
    () => projectLoadView({ proUserLoadInformation: info, userLoad: { typicalShape, meterFile } }),
    [info, typicalShape, meterFile],
  );
  if (!view) return null;
  return (
    <section aria-label={t('load.summaryTitle')} data-testid="live-load-summary">
      <SpaceBetween size="s">
        <Box variant="h3">{t('load.summaryTitle')}</Box>
        <LoadSummary view={view} compact />
      </SpaceBetween>
    </section>
  );
}
