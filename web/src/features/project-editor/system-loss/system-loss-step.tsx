/**
 * The system loss step [WIZ-10]: the eight losses with their defaults, the DC line loss computed
 * from the string design, the alert when the losses sum to 100 % or more, and the waterfall of the
 * loss bars. Leaving forwards is refused with the alert while the sum is 100 % or more [WIZ-10].
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { validationMessage } from '@pvd/shared/errors/validation';
import { projectDesign } from '@pvd/shared/project/design/engine-design';
import { lossWaterfall } from '@pvd/shared/project/report/loss-waterfall';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DraftNumberInput } from '@/components/draft-number-input';
import { showAlert } from '@/lib/alerts';
import { Waterfall } from '@/lib/charts/waterfall';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';
import { useFieldIssues } from '../model/field-issues';
import type { StepProps } from '../model/step-props';
import { useLeaveGuard } from '../model/use-leave-guard';
import { useDesignResults } from '../results/use-design-results';
import { LOSS_FIELDS, type LossField, lossNumber, lossSum, lossValues, withLoss } from './system-loss-values';

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

  const waterfall = lossWaterfall(
    {
      incidenceanglelosses: lossNumber(values.incidenceanglelosses),
      soilinglosses: lossNumber(values.soilinglosses),
      thermallosses: lossNumber(values.thermallosses),
      lidlosses: lossNumber(values.lidlosses),
    },
    dcLineLoss ?? 0,
    // The live results' answer (the panel's own query, from the cache): each shading step (the
    // far horizon, the obstacles, the rows, the shade's electrical effect) its own bar.
    results.data?.shading?.annual ?? results.data?.shadingLossPercent ?? 0,
  );

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
      <Container header={<Header variant="h2">{t('systemLoss.waterfallTitle')}</Header>}>
        <Waterfall
          start={{ name: t('systemLoss.waterfall.start'), value: 100 }}
          steps={waterfall.steps.map((step) => ({
            name: t(`systemLoss.waterfall.${step.key}`),
            value: step.value,
          }))}
          totalName={t('systemLoss.waterfall.remaining')}
          unit="%"
          language={language}
          digits={2}
          axisFrom={(from) => t('systemLoss.waterfall.axisFrom', { from })}
        />
      </Container>
    </SpaceBetween>
  );
}
