/**
 * The investment items of the investment step [FIN-6]: the battery's own cost per kWh, a separate
 * PCS and the battery's O&M (storage projects), the PV's O&M, insurance, an inverter replacement
 * and the flat prices' escalation. An empty field takes its stated default, shown as the field's
 * placeholder in the project's currency (docs/investment-items.md gives the sources); the field's
 * message comes from the shared schema once the field is left. A project saved before the items
 * has none stored and its figures count only the battery's cost: the section says so and offers
 * the stated defaults. A battery priced in the itemised costs too is told which price the figures take.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { CurrencyOption } from '@pvd/shared/finance/currency';
import { useTranslation } from 'react-i18next';
import { DraftNumberInput } from '@/components/draft-number-input';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';
import type { useFieldIssues } from '../model/field-issues';
import {
  type CostItemKey,
  costItemDefaultsIn,
  costItemKeys,
  itemisedBatteryPerW,
  withCostItem,
  withStatedCostItems,
} from './cost-items-values';
import type { InvestmentValues } from './investment-values';

export interface CostItemsSectionProps {
  values: InvestmentValues;
  currencies: readonly CurrencyOption[] | undefined;
  storage: boolean;
  change(next: (current: InvestmentValues) => InvestmentValues): void;
  fieldIssues: ReturnType<typeof useFieldIssues>;
}

/** Years are whole; the others take cents or hundredths of a percent. */
const stepOf = (key: CostItemKey) => (key === 'inverterReplacementYear' ? 1 : 0.01);

export function CostItemsSection({
  values,
  currencies,
  storage,
  change,
  fieldIssues,
}: CostItemsSectionProps) {
  const { t } = useTranslation('editorFinance');
  const language = useLanguage();
  const currency = values.currency;
  const defaults = costItemDefaultsIn(currency, currencies);
  const items = (values.costItems ?? {}) as Record<string, number | string | undefined>;
  const stated = Boolean(values.costItems);
  const itemisedBattery = itemisedBatteryPerW(values, storage);
  const perKwhStated = items.batteryCostPerKwh !== undefined;
  // Priced by the itemised batteries, the battery's cost is no default.
  const batteryCostIsDefault = storage && !perKwhStated && itemisedBattery === undefined;
  const pathOf = (key: CostItemKey) => `investment.costItems.${key}`;

  const field = (key: CostItemKey) => {
    const error = fieldIssues.errorOf(pathOf(key));
    const fallback = defaults?.[key];
    return (
      <FormField
        key={key}
        label={t(`investment.costItems.${key}`, { currency })}
        errorText={error}
        constraintText={
          fallback === undefined
            ? undefined
            : t('investment.costItems.defaultHint', { value: formatNumber(fallback, language, 3) })
        }
      >
        <DraftNumberInput
          value={items[key] ?? ''}
          placeholder={fallback === undefined ? undefined : String(fallback)}
          step={stepOf(key)}
          invalid={Boolean(error)}
          onBlur={() => fieldIssues.touch(pathOf(key))}
          onChange={(next) => change((current) => withCostItem(current, key, next))}
        />
      </FormField>
    );
  };

  return (
    <Container
      header={
        <Header variant="h3" description={t('investment.costItems.description')}>
          {t('investment.costItems.title')}
        </Header>
      }
    >
      <SpaceBetween size="m">
        {!stated && (
          <SpaceBetween size="xs" direction="horizontal" alignItems="center">
            <Box color="text-body-secondary" data-testid="cost-items-unstated">
              {t(storage ? 'investment.costItems.unstatedStorage' : 'investment.costItems.unstated')}
            </Box>
            <Button variant="inline-link" onClick={() => change(withStatedCostItems)}>
              {t('investment.costItems.applyDefaults')}
            </Button>
          </SpaceBetween>
        )}
        <ColumnLayout columns={3}>{costItemKeys(storage).map(field)}</ColumnLayout>
        {batteryCostIsDefault && defaults && (
          // A battery is never free: say which price the figures take until the installer's own.
          <Box color="text-status-warning" data-testid="battery-cost-default">
            {t('investment.costItems.batteryCostDefault', {
              value: formatNumber(defaults.batteryCostPerKwh, language, 3),
              currency,
            })}
          </Box>
        )}
        {itemisedBattery !== undefined && (
          <Alert type="info" data-testid="battery-itemised">
            {t(perKwhStated ? 'investment.costItems.itemisedReplaced' : 'investment.costItems.itemisedUsed', {
              value: formatNumber(itemisedBattery, language, 3),
              currency,
            })}
          </Alert>
        )}
      </SpaceBetween>
    </Container>
  );
}
