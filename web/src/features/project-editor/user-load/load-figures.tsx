/**
 * The load's figures, the spec's fields of the user load step [WIZ-3]: the daytime
 * load ratio, the annual consumption or twelve monthly ones with their total (recomputed 500 ms
 * after a change, 3 decimals when fractional), a warning when the consumption is implausible for
 * the installed capacity (load-plausibility.ts: kept, only questioned), and the hourly load
 * profile they imply. The same fields are a grid-connected project's own consumption [LOAD-5].
 */

import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { MONTH_KEYS } from '@pvd/shared/api/climate';
import { arraysPeakPowerKw } from '@pvd/shared/project/design/draft-design';
import { CapacityUnit, capacityInKw } from '@pvd/shared/project/record/base';
import type { ProjectInputBody } from '@pvd/shared/project/record/project';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';
import { useFieldIssues } from '../model/field-issues';
import type { StepProps } from '../model/step-props';
import { loadWarning } from './load-plausibility';
import { averageDayProfile, formatTotal, monthlySum } from './load-profile';
import { LoadProfileChart } from './load-profile-chart';

type UserLoad = NonNullable<ProjectInputBody['proUserLoadInformation']>;

/** The monthly total is recomputed 500 ms after a change [WIZ-3]. [ms] */
export const TOTAL_DEBOUNCE_MS = 500;

const PATH = 'proUserLoadInformation';

/** A typed number as the draft holds it: empty text is absent (null), else the number (NaN refused). */
function numberFromText(text: string): number {
  return (text.trim() === '' ? null : Number(text)) as number;
}

/** The load before the user gave one; one object, so the debounced profile below settles. */
const NO_LOAD: UserLoad = { daytimeLoadPowerRatio: 50 };

function textOf(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? '' : String(value);
}

/** The load step's draft fields: `NO_LOAD` until the user types one. */
export function loadOfDraft(body: StepProps['draft']['body']): UserLoad {
  return body.proUserLoadInformation ?? NO_LOAD;
}

export function LoadFigures({
  draft,
  live,
  update,
  showIssues,
}: Pick<StepProps, 'draft' | 'live' | 'update' | 'showIssues'>) {
  const { t } = useTranslation('editorBase');
  const { errorOf, touch } = useFieldIssues(live.issues, showIssues);
  const load: UserLoad = loadOfDraft(draft.body);
  const change = (next: (load: UserLoad) => UserLoad) =>
    update((body) => ({ ...body, proUserLoadInformation: next(body.proUserLoadInformation ?? load) }));
  const monthlyOn =
    load.loadMonthlyElectricityConsumptionAbled === true || load.loadMonthlyElectricityConsumptionAbled === 1;
  const monthly = (load.loadMonthlyElectricityConsumption ?? {}) as Record<string, number | null | undefined>;
  const total = useDebouncedValue(monthlySum(monthly), TOTAL_DEBOUNCE_MS);
  const settled = useDebouncedValue(load, TOTAL_DEBOUNCE_MS);
  const profile = useMemo(() => averageDayProfile(settled), [settled]);
  const months = t('months', { returnObjects: true }) as string[];
  const language = useLanguage();
  const base = draft.body.projectBase;
  // The arrays' peak power once the draft has arrays; before, the capacity of base info (a new
  // draft's 1 kW default until the user changes it), and the message says which [REP-8].
  const arrays = live.record?.pvArray ?? [];
  const capacityKw =
    arrays.length > 0
      ? arraysPeakPowerKw(arrays)
      : capacityInKw(Number(base.proCapacity) || 0, base.proCapacityUnit ?? CapacityUnit.kW);
  const annualKwh = monthlyOn ? total : Number(load.loadAnnualElectricityConsumption);
  const warning = loadWarning(annualKwh, capacityKw);
  const warningText = warning
    ? `${t(`load.implausible.${warning.kind}`, {
        load: formatNumber(annualKwh, language, 0),
        capacity: formatNumber(capacityKw, language, 2),
        yield: formatNumber(warning.typicalYieldKwh, language, 0),
      })} ${t(arrays.length > 0 ? 'load.implausible.basisArrays' : 'load.implausible.basisBase')}`
    : undefined;
  const setMonth = (key: string, text: string) =>
    change((l) => ({
      ...l,
      loadMonthlyElectricityConsumption: {
        ...(l.loadMonthlyElectricityConsumption ?? {}),
        [key]: numberFromText(text),
      },
    }));
  return (
    <SpaceBetween size="l">
      <FormField
        label={t('load.daytimeRatio')}
        constraintText={t('load.daytimeRatioHint')}
        errorText={errorOf(`${PATH}.daytimeLoadPowerRatio`)}
      >
        <Input
          type="number"
          inputMode="decimal"
          value={textOf(load.daytimeLoadPowerRatio)}
          onChange={({ detail }) =>
            change((l) => ({ ...l, daytimeLoadPowerRatio: numberFromText(detail.value) }))
          }
          onBlur={() => touch(`${PATH}.daytimeLoadPowerRatio`)}
        />
      </FormField>
      <FormField label={t('load.monthlySwitch')} description={t('load.monthlySwitchDescription')}>
        <Toggle
          checked={monthlyOn}
          ariaLabel={t('load.monthlySwitch')}
          onChange={({ detail }) =>
            change((l) => ({ ...l, loadMonthlyElectricityConsumptionAbled: detail.checked }))
          }
        >
          {t('load.monthlySwitch')}
        </Toggle>
      </FormField>
      {monthlyOn ? (
        <SpaceBetween size="m">
          <ColumnLayout columns={4}>
            {MONTH_KEYS.map((key, index) => {
              const path = `${PATH}.loadMonthlyElectricityConsumption.${key}`;
              return (
                <FormField
                  key={key}
                  label={t('load.month', { month: months[index] })}
                  errorText={errorOf(path)}
                >
                  <Input
                    type="number"
                    inputMode="decimal"
                    value={textOf(monthly[key])}
                    onChange={({ detail }) => setMonth(key, detail.value)}
                    onBlur={() => touch(path)}
                  />
                </FormField>
              );
            })}
          </ColumnLayout>
          <div>
            <Box variant="awsui-key-label">{t('load.total')}</Box>
            <output aria-label={t('load.total')}>{formatTotal(total)}</output>
          </div>
          {warningText && <Alert type="warning">{warningText}</Alert>}
        </SpaceBetween>
      ) : (
        <FormField
          label={t('load.annual')}
          errorText={errorOf(`${PATH}.loadAnnualElectricityConsumption`)}
          warningText={warningText}
        >
          <Input
            type="number"
            inputMode="decimal"
            value={textOf(load.loadAnnualElectricityConsumption)}
            onChange={({ detail }) =>
              change((l) => ({ ...l, loadAnnualElectricityConsumption: numberFromText(detail.value) }))
            }
            onBlur={() => touch(`${PATH}.loadAnnualElectricityConsumption`)}
          />
        </FormField>
      )}
      <LoadProfileChart profile={profile} daytimeRatio={Number(settled.daytimeLoadPowerRatio) || 0} />
    </SpaceBetween>
  );
}
