/**
 * The project's climate data on the base info step [ENG-6]: the source in use (named, an
 * estimate marked, its notice in the reader's language), the sources to choose from (the automatic
 * ones or one of the user's weather files), an upload with its preview, and a delete after a
 * confirmation. The choice is the draft's `mapLocation.weatherFileId`: every engine call of the
 * project (the steps', the live results', the report's) then computes with that file.
 */
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ClimateSource } from '@pvd/shared/api/climate';
import { climateSourceLabel } from '@pvd/shared/api/climate-source-label';
import { climateSourceNotice } from '@pvd/shared/api/climate-source-notice';
import type { ProjectInputBody } from '@pvd/shared/project/record/project';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListErrorState } from '@/components/list-error-state';
import { useLanguage } from '@/lib/i18n';
import { siteOf } from './coordinates';
import { deleteWeatherFile, type WeatherFile, weatherFilesKey, weatherFilesQuery } from './weather-file-api';
import { WeatherFileDialog } from './weather-file-dialog';
import { WeatherFileTable } from './weather-file-table';

type MapLocation = ProjectInputBody['mapLocation'];

export interface ClimateDataSectionProps {
  location: MapLocation;
  updateLocation(change: (location: MapLocation) => MapLocation): void;
  /** The source the step's temperatures came from, and whether it is being asked. */
  climate: { loading: boolean; source: ClimateSource | null };
}

/** The source in use, named in the reader's language, with its notice. */
function InUse({ climate }: Pick<ClimateDataSectionProps, 'climate'>) {
  const { t } = useTranslation('editorClimate');
  const language = useLanguage();
  const { source } = climate;
  if (!source) return null;
  const notice = climateSourceNotice(source, language);
  return (
    <SpaceBetween size="s">
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        <Box data-testid="climate-in-use">
          {t('section.inUse', { source: climateSourceLabel(source, language) })}
        </Box>
        {source.isEstimate && <Badge color="severity-medium">{t('section.estimate')}</Badge>}
      </SpaceBetween>
      {/* An estimate's figures are guesses: say by how much, and how to get real ones (the upload above). */}
      {notice && !climate.loading && <Alert type={source.isEstimate ? 'warning' : 'info'}>{notice}</Alert>}
    </SpaceBetween>
  );
}

export function ClimateDataSection({ location, updateLocation, climate }: ClimateDataSectionProps) {
  const { t } = useTranslation('editorClimate');
  const queryClient = useQueryClient();
  const files = useQuery(weatherFilesQuery());
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<WeatherFile | null>(null);
  const chosenId = location.weatherFileId ?? null;
  const choose = (weatherFileId: string | null) => updateLocation((l) => ({ ...l, weatherFileId }));
  const remove = useMutation({
    mutationFn: (file: WeatherFile) => deleteWeatherFile(file.weatherFileId),
    onSuccess: (_, file) => {
      // The project that used it goes back to the automatic sources.
      if (file.weatherFileId === chosenId) choose(null);
      setDeleting(null);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: weatherFilesKey }),
  });
  const project = siteOf(location);
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={t('section.description')}
          actions={
            <Button iconName="upload" onClick={() => setUploading(true)}>
              {t('section.upload')}
            </Button>
          }
        >
          {t('section.title')}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <InUse climate={climate} />
        {chosenId !== null && files.data && !files.data.some((file) => file.weatherFileId === chosenId) && (
          <Alert type="warning">{t('section.missing')}</Alert>
        )}
        {files.isError ? (
          <ListErrorState error={files.error} onRetry={() => void files.refetch()} />
        ) : (
          <WeatherFileTable
            files={files.data ?? []}
            loading={files.isPending}
            selectedId={chosenId}
            project={project}
            empty={<Box color="text-body-secondary">{t('section.empty')}</Box>}
            onSelect={choose}
            onDelete={setDeleting}
          />
        )}
        <Box variant="small" color="text-body-secondary">
          {t('section.saveNote')}
        </Box>
      </SpaceBetween>
      {uploading && (
        <WeatherFileDialog
          project={project}
          onClose={() => setUploading(false)}
          onUse={(file) => {
            choose(file.weatherFileId);
            setUploading(false);
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('remove.title')}
          confirmLabel={t('remove.confirm')}
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting)}
        >
          <SpaceBetween size="s">
            <Box>{t('remove.question', { name: deleting.fileName })}</Box>
            {deleting.weatherFileId === chosenId && <Box>{t('remove.inUse')}</Box>}
            <Box color="text-body-secondary">{t('remove.others')}</Box>
          </SpaceBetween>
        </ConfirmDialog>
      )}
    </Container>
  );
}
