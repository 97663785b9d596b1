/**
 * The project list's search (by name or address, sent as proNameOrAddress) and its tag bar
 * [LIST-3]: a closable tag for each active filter, a clear-all button and the number of projects
 * found, shown while a filter applies.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import TokenGroup from '@cloudscape-design/components/token-group';
import { useTranslation } from 'react-i18next';
import type { ListSearch } from '@/hooks/use-list-search';

interface ProjectFiltersProps {
  search: ListSearch;
  /** Projects matching the filters; undefined while loading or after a failed load. */
  total: number | undefined;
}

export function ProjectFilters({ search, total }: ProjectFiltersProps) {
  const { t } = useTranslation('project');
  const clear = () => search.setText('');
  return (
    <SpaceBetween size="s">
      <TextFilter
        filteringText={search.text}
        onChange={({ detail }) => search.setText(detail.filteringText)}
        filteringPlaceholder={t('filterPlaceholder')}
        filteringAriaLabel={t('filterPlaceholder')}
      />
      {search.applied !== '' && (
        <section aria-label={t('tags.label')}>
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <TokenGroup
              disableOuterPadding
              items={[
                {
                  label: t('tags.search', { text: search.applied }),
                  dismissLabel: t('tags.remove', { text: search.applied }),
                },
              ]}
              onDismiss={clear}
            />
            <Button variant="link" onClick={clear}>
              {t('tags.clearAll')}
            </Button>
            {total !== undefined && (
              <Box color="text-body-secondary" variant="span">
                <span aria-live="polite">{t('tags.total', { count: total })}</span>
              </Box>
            )}
          </SpaceBetween>
        </section>
      )}
    </SpaceBetween>
  );
}
