/**
 * A grid-connected project's own consumption (自发自用、余电上网) [LOAD-5]: optional, off by
 * default (every kWh exported, as before). On, the customer's load comes as on a storage
 * project's load step: the figures spread by a typical profile, or a meter file (load-source.tsx),
 * so the self-consumed kWh can earn the import price and the rest the export price.
 *
 * Why here: the spec's grid-connected wizard has no load step (WIZ-1: six steps), and the
 * investment step is where the import and export prices this load is weighed against are entered;
 * adding a step would change the spec's step list and its numbering for every grid project.
 */
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { useTranslation } from 'react-i18next';
import type { StepProps } from '../model/step-props';
import { LoadSource } from '../user-load/load-source';
import { MeterFileDeleteDialog, useMeterFileDeletion } from '../user-load/meter-file-section';

/** The figures a new own consumption starts from, as a new storage project's load step. */
const FIRST_LOAD = {
  daytimeLoadPowerRatio: 50,
  loadAnnualElectricityConsumption: 0,
  loadMonthlyElectricityConsumptionAbled: false,
};

export function OwnConsumptionSection(props: StepProps) {
  const { draft, update, keepMeterFile } = props;
  const { t } = useTranslation('editorBase');
  const meterFile = draft.meterFile ?? null;
  const on = draft.body.proUserLoadInformation != null || meterFile !== null;
  const switchOff = () => update((body) => ({ ...body, proUserLoadInformation: null }));
  const deletion = useMeterFileDeletion(draft.projectId, keepMeterFile, switchOff);
  function toggle(checked: boolean) {
    if (checked) update((body) => ({ ...body, proUserLoadInformation: FIRST_LOAD }));
    else if (meterFile) deletion.ask();
    else switchOff();
  }
  return (
    <Container
      header={
        <Header variant="h2" description={t('load.own.description')}>
          {t('load.own.title')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <FormField label={t('load.own.switch')} description={t('load.own.switchDescription')}>
          <Toggle
            checked={on}
            ariaLabel={t('load.own.switch')}
            onChange={({ detail }) => toggle(detail.checked)}
          >
            {t('load.own.switch')}
          </Toggle>
        </FormField>
        {on && <LoadSource {...props} />}
      </SpaceBetween>
      <MeterFileDeleteDialog deletion={deletion} meterFile={meterFile ?? null} />
    </Container>
  );
}
