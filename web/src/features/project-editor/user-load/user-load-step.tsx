/**
 * The user load step of storage projects [WIZ-3] [LOAD-5]: where the load comes from (the
 * consumption figures spread by a typical profile, or a meter file) and its summary
 * (load-source.tsx).
 */
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { useTranslation } from 'react-i18next';
import type { StepProps } from '../model/step-props';
import { LoadSource } from './load-source';

export { TOTAL_DEBOUNCE_MS } from './load-figures';

export function UserLoadStep(props: StepProps) {
  const { t } = useTranslation('editorBase');
  return (
    <Container header={<Header variant="h2">{t('load.header')}</Header>}>
      <LoadSource {...props} />
    </Container>
  );
}
