/**
 * The live results' rows of the first year's bill [TAR-5] [TAR-6]: the bill without PV, with PV
 * and (storage) with PV and the battery, what they save together and what the battery saves on
 * its own, and the PV curtailed by the export limit when there is any [TAR-8]; and, for a
 * grid-connected project with a load, the self-use figures of PV alone [LOAD-5]. Amounts in whole
 * units of the currency, as the report's investment pages print them, from the answer's figures.
 */
import type { TFunction } from 'i18next';
import { formatNumber } from '@/lib/format-number';
import type { Language } from '@/lib/language';
import type { ResultFigure } from './results-figures';
import type { DesignResults } from './use-design-results';

type Bill = NonNullable<DesignResults['bill']>;

/** The tariff the bills are priced by: its name, or the investment step's flat prices [TAR-4]. */
export function tariffLabel(bill: Pick<Bill, 'tariffKind' | 'tariffName'>, t: TFunction<'editorFinance'>) {
  return bill.tariffKind === 'flat' ? t('results.bill.flatTariff') : bill.tariffName;
}

/** The bill's rows, in the panel's order; none without a bill. */
export function billFigures(
  bill: DesignResults['bill'],
  t: TFunction<'editorFinance'>,
  language: Language,
): ResultFigure[] {
  if (!bill) return [];
  const money = (value: number) => `${formatNumber(value, language, 0)} ${bill.currency}`;
  const figures: ResultFigure[] = [
    { id: 'bill-without-pv', term: t('results.bill.withoutPv'), value: money(bill.withoutPv.total) },
    { id: 'bill-with-pv', term: t('results.bill.withPv'), value: money(bill.withPv.total) },
  ];
  if (bill.withPvAndBattery) {
    figures.push({
      id: 'bill-with-battery',
      term: t('results.bill.withPvAndBattery'),
      value: money(bill.withPvAndBattery.total),
    });
  }
  figures.push({ id: 'bill-savings', term: t('results.bill.savings'), value: money(bill.savings.total) });
  if (bill.savings.battery !== null) {
    figures.push({
      id: 'battery-savings',
      term: t('results.bill.batterySavings'),
      value: money(bill.savings.battery),
    });
  }
  // The system's curtailment: with the battery when there is one, else PV alone's.
  const curtailedKwh = bill.pvCurtailedKwh.withPvAndBattery ?? bill.pvCurtailedKwh.withPv;
  if (curtailedKwh > 0) {
    figures.push({
      id: 'curtailed',
      term: t('results.bill.curtailed'),
      value: `${formatNumber(curtailedKwh, language, 0)} kWh`,
    });
  }
  return figures;
}

/**
 * Self-use of PV alone from the load's section, for a project whose answer has no storage
 * self-use figures (a grid-connected project with a load).
 */
export function loadSelfUseFigures(
  data: Pick<DesignResults, 'selfUse' | 'load'>,
  t: TFunction<'editorFinance'>,
  language: Language,
): ResultFigure[] {
  if (data.selfUse || !data.load) return [];
  const percent = (value: number) => `${formatNumber(value, language, 1)} %`;
  const { selfUseRatio, selfSufficiency } = data.load.pvOnly;
  return [
    { id: 'self-use-ratio', term: t('results.selfUseRatio'), value: percent(selfUseRatio) },
    { id: 'self-sufficiency', term: t('results.selfSufficiency'), value: percent(selfSufficiency) },
  ];
}

type Finance = NonNullable<DesignResults['finance']>;

/** The battery's own payback and rate of return [FIN-6], to stand beside the system's. */
export function batteryFinanceFigures(
  finance: Pick<Finance, 'battery'>,
  t: TFunction<'editorFinance'>,
  language: Language,
): ResultFigure[] {
  const battery = finance.battery;
  if (!battery) return [];
  return [
    {
      id: 'battery-payback-year',
      term: t('results.bill.batteryPaybackYear'),
      value:
        battery.paybackYear === null
          ? t('results.paybackNever')
          : t('results.paybackValue', { year: battery.paybackYear }),
    },
    {
      id: 'battery-irr',
      term: t('results.bill.batteryInternalRateOfReturn'),
      value:
        battery.internalRateOfReturn === null
          ? '-'
          : `${formatNumber(battery.internalRateOfReturn, language, 2)} %`,
    },
  ];
}
