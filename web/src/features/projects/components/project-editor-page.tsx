/**
 * /user/project/create/:type and /user/project/edit/:type/:id: the design wizard (second
 * document). Without an id the edit route shows 'project primary key lost' (001 §2).
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { type ProjectType, projectTypes } from '../../../config/paths';

function isProjectType(value: string | undefined): value is ProjectType {
  return projectTypes.includes(value as ProjectType);
}

export function ProjectEditorPage() {
  const { t } = useTranslation(['common', 'layout', 'pages']);
  const { type, id } = useParams();
  const creating = !useLocation().pathname.startsWith('/user/project/edit/');
  const title = t(creating ? 'layout:pages.projectCreate' : 'layout:pages.projectEdit');
  if (!isProjectType(type)) {
    return <PlaceholderPage title={title} description={t('pages:projectEditor.unknownType')} />;
  }
  const keyLost = !creating && !id;
  return (
    <PlaceholderPage
      title={`${title} · ${t(`pages:projectEditor.types.${type}`)}`}
      description={t(
        creating ? 'pages:projectEditor.createDescription' : 'pages:projectEditor.editDescription',
      )}
      notice={
        keyLost && (
          <Box padding={{ bottom: 'm' }}>
            <Alert type="error">{t('pages:projectEditor.keyLost')}</Alert>
          </Box>
        )
      }
    />
  );
}
