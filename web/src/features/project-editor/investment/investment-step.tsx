/**
 * The investment step [WIZ-11] [WIZ-12]: the switch;
 * the currency, whose change converts every amount at the rate ratio (3 decimals, years
 * untouched); total cost per W; the electricity prices; subsidy and its years; the price after
 * the feed-in tariff expires; the installation allowance (per Wh for storage, per W otherwise);
 * the loan block (enabled by its switch) and the itemised costs (enabled by theirs), whose sum
 * becomes the total cost 500 ms after a change (switched on with no item, the total typed goes to
 * 'other', so it is kept); then the investment items [FIN-6] (cost-items-section.tsx).
 * A grid-connected project's own consumption follows the investment fields
 * (own-consumption-section.tsx).
 */
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { CHARGE_DETAIL_KEYS } from '@pvd/shared/finance/investment';
import { ProjectType } from '@pvd/shared/project/record/base';
import type { ProjectInputBody } from '@pvd/shared/project/record/project';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DraftNumberInput } from '@/components/draft-number-input';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';
import { useFieldIssues } from '../model/field-issues';
import type { StepProps } from '../model/step-props';
import { CostItemsSection } from './cost-items-section';
import {
  convertCurrency,
  type InvestmentValues,
  investmentValues,
  itemisedTotal,
  withInvestment,
  withItemising,
} from './investment-values';
import { OwnConsumptionSection } from './own-consumption-section';
import { SwitchedSection } from './switched-section';
import { useCurrencies } from './use-currencies';

/** The total cost follows the itemised costs 500 ms after a change [WIZ-11]. [ms] */
export const TOTAL_RECOMPUTE_DELAY_MS = 500;

type Path = readonly [keyof InvestmentValues] | readonly ['loanDetails' | 'chargeDetails', string];

function setAt(values: InvestmentValues, path: Path, value: unknown): InvestmentValues {
  if (path.length === 1) return { ...values, [path[0]]: value };
  const [block, key] = path;
  return { ...values, [block]: { ...values[block], [key]: value } };
}

function InvestmentFields({ draft, live, update, showIssues }: StepProps) {
  const { t } = useTranslation('editorFinance');
  const language = useLanguage();
  const currencies = useCurrencies();
  const options = currencies.data;
  const values = investmentValues(draft.body.investment, language, options);
  const currency = values.currency;
  const storage = draft.proType === ProjectType.energyStorage;

  /** Applies a change to the latest body (the whole record is written). */
  const change = (next: (current: InvestmentValues) => InvestmentValues) =>
    update((body: ProjectInputBody) =>
      withInvestment(body, next(investmentValues(body.investment, language, options))),
    );
  const set = (path: Path) => (value: unknown) => change((current) => setAt(current, path, value));

  // With itemised costs the total is their sum, recomputed 500 ms after a change [WIZ-11].
  const total = values.chargeDetailsShow ? itemisedTotal(values.chargeDetails) : undefined;
  const stored = Boolean(draft.body.investment);
  const changeRef = useRef(change);
  changeRef.current = change;
  useEffect(() => {
    if (!stored || total === undefined || total === values.totalCost) return;
    const timer = setTimeout(
      () =>
        changeRef.current((current) => ({
          ...current,
          totalCost: itemisedTotal(current.chargeDetails) ?? current.totalCost,
        })),
      TOTAL_RECOMPUTE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [stored, total, values.totalCost]);

  // A field with no number (an emptied total cost) or out of range is refused under it once it is
  // left [WIZ-11], not first when the user tries to leave the step.
  const fieldIssues = useFieldIssues(live.issues, showIssues);
  const pathOf = (path: Path) => ['investment', ...path].join('.');
  const issueOf = (path: Path) => fieldIssues.errorOf(pathOf(path));

  const number = (
    path: Path,
    label: string,
    options: { step?: number; disabled?: boolean; hint?: string; emptyIsNull?: boolean } = {},
  ) => {
    const error = issueOf(path);
    const value =
      path.length === 1
        ? values[path[0]]
        : (values[path[0]] as unknown as Record<string, number | string>)[path[1]];
    return (
      <FormField key={path.join('.')} label={label} errorText={error} constraintText={options.hint}>
        <DraftNumberInput
          value={value as number | string | null}
          step={options.step ?? 0.01}
          disabled={options.disabled}
          invalid={Boolean(error)}
          onBlur={() => fieldIssues.touch(pathOf(path))}
          onChange={(next) => set(path)(options.emptyIsNull && next === '' ? null : next)}
        />
      </FormField>
    );
  };

  const currencyOptions = (options ?? []).map((option) => ({
    value: option.code,
    label: `${option.code} ${option.symbol}`,
    description: option.name,
  }));
  const selectedCurrency = currencyOptions.find((option) => option.value === currency) ?? {
    value: currency,
    label: currency,
  };

  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">{t('investment.heading')}</Header>}>
        <SpaceBetween size="l">
          <Toggle
            checked={values.needInvestment}
            onChange={({ detail }) => set(['needInvestment'])(detail.checked)}
          >
            {t('investment.needInvestment')}
          </Toggle>
          {!values.needInvestment && (
            <Box color="text-body-secondary">{t('investment.needInvestmentOff')}</Box>
          )}
        </SpaceBetween>
      </Container>
      {values.needInvestment && (
        <>
          <Container>
            <ColumnLayout columns={3}>
              <FormField
                label={t('investment.currency')}
                constraintText={t('investment.currencyHint')}
                errorText={currencies.isError ? t('investment.currencyError') : issueOf(['currency'])}
              >
                <Select
                  selectedOption={selectedCurrency}
                  options={currencyOptions}
                  statusType={currencies.isPending ? 'loading' : currencies.isError ? 'error' : 'finished'}
                  loadingText={t('investment.currencyLoading')}
                  errorText={t('investment.currencyError')}
                  onChange={({ detail }) => {
                    const to = options?.find((option) => option.code === detail.selectedOption.value);
                    if (!to || to.code === currency) return;
                    change((current) =>
                      convertCurrency(
                        current,
                        options?.find((option) => option.code === current.currency),
                        to,
                      ),
                    );
                  }}
                />
              </FormField>
              {number(['totalCost'], t('investment.totalCost', { currency }), {
                disabled: values.chargeDetailsShow,
                hint: values.chargeDetailsShow ? t('investment.totalCostItemised') : undefined,
              })}
              {number(
                ['installationAllowance'],
                t(storage ? 'investment.installationAllowanceWh' : 'investment.installationAllowanceW', {
                  currency,
                }),
              )}
            </ColumnLayout>
          </Container>
          <Container header={<Header variant="h3">{t('investment.prices')}</Header>}>
            <ColumnLayout columns={3}>
              {number(['electricityPrice'], t('investment.electricityPrice', { currency }))}
              {number(['onGridElectricityPrice'], t('investment.onGridElectricityPrice', { currency }))}
              {number(['electricitySalesSubsidy'], t('investment.electricitySalesSubsidy', { currency }))}
              {number(['electricitySalesSubsidyYears'], t('investment.electricitySalesSubsidyYears'), {
                step: 1,
              })}
              {number(
                ['sellingPriceOnExpiryOfTheFeedInTariff'],
                t('investment.sellingPriceOnExpiryOfTheFeedInTariff', { currency }),
                // None keeps the on-grid price after the tariff expires.
                { emptyIsNull: true, hint: t('investment.expiryPriceHint') },
              )}
            </ColumnLayout>
          </Container>
          <SwitchedSection
            title={t('investment.loan')}
            switchLabel={t('investment.needLoan')}
            checked={values.needLoan}
            onChange={set(['needLoan'])}
          >
            <ColumnLayout columns={3}>
              {number(['loanDetails', 'proportion'], t('investment.loanProportion'), {
                disabled: !values.needLoan,
              })}
              {number(['loanDetails', 'interestRate'], t('investment.loanInterestRate'), {
                disabled: !values.needLoan,
              })}
              {number(['loanDetails', 'years'], t('investment.loanYears'), {
                step: 1,
                disabled: !values.needLoan,
              })}
            </ColumnLayout>
          </SwitchedSection>
          <SwitchedSection
            title={t('investment.chargeDetails')}
            description={t('investment.chargeDetailsHint')}
            switchLabel={t('investment.chargeDetailsShow')}
            checked={values.chargeDetailsShow}
            onChange={(on) => change((current) => withItemising(current, on))}
          >
            <SpaceBetween size="m">
              <ColumnLayout columns={4}>
                {CHARGE_DETAIL_KEYS.map((key) =>
                  number(['chargeDetails', key], t(`investment.items.${key}`, { currency }), {
                    step: 0.1,
                    disabled: !values.chargeDetailsShow,
                  }),
                )}
              </ColumnLayout>
              {values.chargeDetailsShow && (
                <Box color="text-body-secondary">
                  {t('investment.chargeDetailsSum', {
                    sum: formatNumber(itemisedTotal(values.chargeDetails), language, 3),
                    currency,
                  })}
                </Box>
              )}
            </SpaceBetween>
          </SwitchedSection>
          <CostItemsSection
            values={values}
            currencies={options}
            storage={storage}
            change={change}
            fieldIssues={fieldIssues}
          />
        </>
      )}
    </SpaceBetween>
  );
}

export function InvestmentStep(props: StepProps) {
  return (
    <SpaceBetween size="l">
      <InvestmentFields {...props} />
      {props.draft.proType === ProjectType.gridConnected && <OwnConsumptionSection {...props} />}
    </SpaceBetween>
  );
}
