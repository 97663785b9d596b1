/**
 * The system loss step [WIZ-10]: the eight losses with their defaults, the DC line loss computed
 * from the string design, the alert when the losses sum to 100 % or more, and the engine's loss
 * waterfall of the draft from the live results (the same chain the report prints, ending at the
 * performance ratio [REP-5]). Leaving forwards is refused with the alert while the sum is 100 %
 * or more [WIZ-10]. Below the losses, the yield's uncertainty budget (uncertainty-section.tsx)
 * [UNC-2].
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { validationMessage } from '@pvd/shared/errors/validation';
import { projectDesign } from '@pvd/shared/project/design/engine-design';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DraftNumberInput } from '@/components/draft-number-input';
import { LossChainWaterfall } from '@/components/loss-chain-waterfall';
import { showAlert } from '@/lib/alerts';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';
import { useFieldIssues } from '../model/field-issues';
import type { StepProps } from '../model/step-props';
import { useLeaveGuard } from '../model/use-leave-guard';
import { useDesignResults } from '../results/use-design-results';
import { LOSS_FIELDS, type LossField, lossSum, lossValues, withLoss } from './system-loss-values';
import { UncertaintySection } from './uncertainty-section';

const LIMIT_PERCENT = 100;

/** The hint under a field: how ageing counts, and that module quality may be a gain [WIZ-10]. */
const CONSTRAINTS: Partial<Record<LossField, 'systemLoss.agingHint' | 'systemLoss.qualityHint'>> = {
  componentagingdecay: 'systemLoss.agingHint',
  modulequalitylosses: 'systemLoss.qualityHint',
};

export function SystemLossStep({ draft, live, update, showIssues, setLeaveGuard }: StepProps) {
  const { t } = useTranslation('editorFinance');
  const language = useLanguage();
  const values = lossValues(draft.body.systemLoss);
  const sum = lossSum(values);
  const tooLarge = sum >= LIMIT_PERCENT;
  const sumMessage = validationMessage('lossSumTooLarge', language);

  // The losses' sum under 100 % [WIZ-10], else the step cannot be left.
  useLeaveGuard(setLeaveGuard, () => {
    if (!tooLarge) return true;
    showAlert({ key: 'system-loss-sum', type: 'error', title: t('systemLoss.title'), message: sumMessage });
    return false;
  });

  const results = useDesignResults(draft);
  const dcLineLoss = useMemo(() => {
    if (!live.record) return null;
    const planned = projectDesign(live.record);
    return planned.ok && planned.design.arrayCount > 0 ? planned.design.losses.dcLine : null;
  }, [live.record]);

  // A loss out of its range (soiling −5 %) or no number is refused under its field once it is
  // left [WIZ-10], not first when the user tries to leave the step.
  const fieldIssues = useFieldIssues(live.issues, showIssues);

  const field = (name: LossField) => {
    const error = fieldIssues.errorOf(`systemLoss.${name}`);
    return (
      <FormField
        key={name}
        label={t(`systemLoss.fields.${name}`)}
        constraintText={CONSTRAINTS[name] && t(CONSTRAINTS[name])}
        errorText={error}
      >
        <DraftNumberInput
          value={values[name]}
          step={0.01}
          invalid={Boolean(error)}
          onBlur={() => fieldIssues.touch(`systemLoss.${name}`)}
          onChange={(value) => update((body) => withLoss(body, name, value))}
        />
      </FormField>
    );
  };

  return (
    <SpaceBetween size="l">
      <Container
        header={
          <Header variant="h2" description={t('systemLoss.description')}>
            {t('systemLoss.heading')}
          </Header>
        }
      >
        <SpaceBetween size="l">
          {tooLarge && (
            <Alert type="error" statusIconAriaLabel={t('systemLoss.title')}>
              {sumMessage}
            </Alert>
          )}
          <ColumnLayout columns={3}>
            {LOSS_FIELDS.map(field)}
            <FormField
              label={t('systemLoss.dcLineLoss')}
              constraintText={
                dcLineLoss === null ? t('systemLoss.dcLineLossPending') : t('systemLoss.dcLineLossHint')
              }
            >
              <Input readOnly value={dcLineLoss === null ? '' : formatNumber(dcLineLoss, language, 3)} />
            </FormField>
          </ColumnLayout>
          <Box color={tooLarge ? 'text-status-error' : 'text-body-secondary'}>
            {t('systemLoss.sum', { sum: formatNumber(sum, language, 3) })}
          </Box>
        </SpaceBetween>
      </Container>
      <UncertaintySection draft={draft} update={update} fieldIssues={fieldIssues} results={results.data} />
      <Container header={<Header variant="h2">{t('systemLoss.waterfallTitle')}</Header>}>
        {results.data ? (
          <LossChainWaterfall chain={results.data.lossChain} language={language} />
        ) : (
          <StatusIndicator type={results.isError ? 'warning' : 'loading'}>
            {t(
              results.isError || !results.hasArrays
                ? 'systemLoss.waterfallPending'
                : 'systemLoss.waterfallLoading',
            )}
          </StatusIndicator>
        )}
      </Container>
    </SpaceBetween>
  );
}
