/**
 * The project image [PRJ-8]: the stored image, or the default station image when there is
 * none or it fails to load; choose (a photo over the upload limit reduced in the browser first,
 * saying so; uploaded at once: UploadProjectImage) and reset
 * (SetProjectDefaultImage). A new project has no id before its first save, so the image is offered
 * after the first pre-save; until then the field says so and shows the default image.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import * as projectCalls from '@pvd/shared/api/project';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageChooser } from '@/components/image-field';
import { DEFAULT_STATION_IMAGE } from '@/components/station-image';
import { useImageFitting } from '@/hooks/use-image-fitting';
import { api } from '@/lib/api';
import { uploadImage } from '@/lib/uploads';

function imageKey(projectId: string) {
  return ['project', 'getUserProjectBaseInfo', { projectId }, 'proImage'] as const;
}

/** The image with the default station image in its place when it has none or fails to load. */
function StationImage({ url, alt }: { url: string | null; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = url && failed !== url ? url : DEFAULT_STATION_IMAGE;
  return (
    <div className="pvd-image-frame">
      <img src={shown} alt={alt} className="pvd-image-frame__image" onError={() => setFailed(url)} />
    </div>
  );
}

function SavedProjectImage({ projectId }: { projectId: string }) {
  const { t } = useTranslation('editorBase');
  const fitting = useImageFitting();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | undefined>();
  const [note, setNote] = useState<string | undefined>();
  const image = useQuery({
    queryKey: imageKey(projectId),
    queryFn: async () => (await api(projectCalls.getUserProjectBaseInfo, { projectId })).proImage,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const setImage = (url: string | null) => queryClient.setQueryData(imageKey(projectId), url);
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const uploadId = await uploadImage('projectImage', file);
      return (await api(projectCalls.UploadProjectImage, { pro_id: projectId, uploadId })).url;
    },
    onSuccess: setImage,
  });
  const reset = useMutation({
    mutationFn: () => api(projectCalls.SetProjectDefaultImage, { proId: projectId }),
    onSuccess: () => setImage(null),
  });
  const choose = async (file: File | null) => {
    setError(undefined);
    setNote(undefined);
    if (!file) return;
    const fitted = await fitting.fit(file);
    if ('error' in fitted) return setError(fitted.error);
    if (fitted.reduced) setNote(fitting.note(file.name, fitted.reduced));
    upload.mutate(fitted.file);
  };
  const url = image.data ?? null;
  return (
    <SpaceBetween direction="horizontal" size="l">
      <StationImage url={url} alt={url ? t('image.preview') : t('image.defaultImage')} />
      <SpaceBetween size="s">
        <ImageChooser
          label={t('image.label')}
          hint={t('image.hint')}
          chooseLabel={t('image.choose')}
          file={null}
          error={error}
          onFileChange={(file) => void choose(file)}
        />
        {note && (
          <Box variant="small" color="text-body-secondary" data-testid="image-reduced">
            {note}
          </Box>
        )}
        {upload.isPending && <Box color="text-body-secondary">{t('image.uploading')}</Box>}
        <Button
          formAction="none"
          iconName="undo"
          disabled={url === null || reset.isPending || upload.isPending}
          loading={reset.isPending}
          onClick={() => reset.mutate()}
        >
          {t('image.reset')}
        </Button>
      </SpaceBetween>
    </SpaceBetween>
  );
}

export function ProjectImage({ projectId }: { projectId: string | null }) {
  const { t } = useTranslation('editorBase');
  if (projectId) return <SavedProjectImage projectId={projectId} />;
  return (
    <SpaceBetween direction="horizontal" size="l">
      <StationImage url={null} alt={t('image.defaultImage')} />
      <SpaceBetween size="xs">
        <Box variant="awsui-key-label">{t('image.label')}</Box>
        <Alert type="info">{t('image.afterFirstSave')}</Alert>
      </SpaceBetween>
    </SpaceBetween>
  );
}
