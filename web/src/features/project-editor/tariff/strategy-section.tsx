/**
 * A storage project's battery strategy [TAR-7] [TAR-10] [TAR-11] [TAR-14]: self-consumption,
 * time-of-use or peak shaving (with its import target; empty: each month's own best), whether the
 * battery may charge from the grid in cheap periods (time-of-use and peak shaving), and the backup
 * reserve kept for outages in all three. Without a tariff (one price at every hour) it says that
 * time-of-use has nothing to move; peak shaving on a tariff without a demand charge, that it lowers
 * the peak at the cost of part of time-of-use's savings (docs/storage-dispatch.md).
 */
import Alert from '@cloudscape-design/components/alert';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { DraftNumberInput } from '@/components/draft-number-input';
import type { useFieldIssues } from '../model/field-issues';
import type { StepProps } from '../model/step-props';
import { STRATEGY_KINDS, type StrategyKind, strategyValues, withStrategy } from './strategy-values';
import { useShownTariff } from './use-shown-tariff';

interface StrategySectionProps extends Pick<StepProps, 'draft' | 'update'> {
  issues: ReturnType<typeof useFieldIssues>;
}

export function StrategySection({ draft, update, issues }: StrategySectionProps) {
  const { t } = useTranslation('tariff');
  const values = strategyValues(draft.body.storageStrategy);
  const tariff = useShownTariff(draft);
  const selfConsumption = values.strategy === 'self-consumption';
  const targetError = issues.errorOf('storageStrategy.peakTargetKw');
  const reserveError = issues.errorOf('storageStrategy.backupReservePercent');
  return (
    <Container
      header={
        <Header variant="h2" description={t('strategy.description')}>
          {t('strategy.title')}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <FormField label={t('strategy.strategy')}>
          <RadioGroup
            value={values.strategy}
            ariaLabel={t('strategy.strategy')}
            onChange={({ detail }) =>
              update((body) => withStrategy(body, { strategy: detail.value as StrategyKind }))
            }
            items={STRATEGY_KINDS.map((value) => ({
              value,
              label: t(`strategy.kinds.${value}`),
              description: t(`strategy.kindHints.${value}`),
            }))}
          />
        </FormField>
        {!selfConsumption && !draft.body.tariff && (
          <Alert type="info" statusIconAriaLabel={t('strategy.title')}>
            {t('strategy.flatTariff')}
          </Alert>
        )}
        {values.strategy === 'peak-shaving' && tariff && !tariff.demandChargePerKwMonth && (
          <Alert type="info" statusIconAriaLabel={t('strategy.title')}>
            {t('strategy.noDemandCharge')}
          </Alert>
        )}
        {values.strategy === 'peak-shaving' && (
          <FormField
            label={t('strategy.peakTarget')}
            constraintText={t('strategy.peakTargetHint')}
            errorText={targetError}
          >
            <DraftNumberInput
              value={values.peakTargetKw}
              step={1}
              invalid={Boolean(targetError)}
              onBlur={() => issues.touch('storageStrategy.peakTargetKw')}
              onChange={(next) =>
                update((body) => withStrategy(body, { peakTargetKw: next === '' ? null : next }))
              }
            />
          </FormField>
        )}
        <Checkbox
          checked={values.gridCharging && !selfConsumption}
          disabled={selfConsumption}
          description={selfConsumption ? t('strategy.gridChargingNever') : t('strategy.gridChargingHint')}
          onChange={({ detail }) => update((body) => withStrategy(body, { gridCharging: detail.checked }))}
        >
          {t('strategy.gridCharging')}
        </Checkbox>
        <FormField
          label={t('strategy.reserve')}
          constraintText={t('strategy.reserveHint')}
          errorText={reserveError}
        >
          <DraftNumberInput
            value={values.backupReservePercent}
            step={5}
            invalid={Boolean(reserveError)}
            onBlur={() => issues.touch('storageStrategy.backupReservePercent')}
            onChange={(next) => update((body) => withStrategy(body, { backupReservePercent: next }))}
          />
        </FormField>
      </SpaceBetween>
    </Container>
  );
}
