/**
 * The checks one MPPT row and one AC cable show, each with its name, result, the figure and the
 * limit it was compared with as one short line for the cell ("Voc −7.6 °C: 1,081.3 / 1,100 V"),
 * and the reason in words for the tip, and the temperature-corrected advisories beside them
 * (`shared/electrical/advisories.ts`), in the user's language.
 */
import type { InverterAcCheck } from '@pvd/shared/electrical/ac-checks';
import type { HotMppVoltageAdvisory, ShortCircuitAdvisory } from '@pvd/shared/electrical/advisories';
import type { CheckResult } from '@pvd/shared/electrical/check-result';
import {
  AC_LINE_LOSS_LIMIT_PERCENT,
  DC_LINE_LOSS_LIMIT_PERCENT,
  RATED_POWER_RATIO,
} from '@pvd/shared/electrical/constants';
import type { MpptRowCheck } from '@pvd/shared/electrical/string-checks';
import type { TFunction } from 'i18next';
import { formatNumber } from '@/lib/format-number';
import type { Language } from '@/lib/language';

export interface CheckItem {
  id: string;
  name: string;
  result: CheckResult;
  /** The figure against its limit, short enough for a table cell. */
  line: string;
  /** The reason in words, with the same figures. */
  detail: string;
}

type T = TFunction<'editorStrings'>;

/** Decimals of the figures a cell shows: volts to a tenth, amperes and shares to a hundredth. */
const DIGITS = { volts: 1, amperes: 2, watts: 0, percent: 2, celsius: 1 } as const;

function numbers(language: Language) {
  return (value: number, kind: keyof typeof DIGITS) => formatNumber(value, language, DIGITS[kind]);
}

/** The first five checks of an MPPT row [STR-1]-[STR-5], in the DC table's order. */
export function rowCheckItems(check: MpptRowCheck, siteMinC: number, t: T, language: Language): CheckItem[] {
  const n = numbers(language);
  const { limits, checks } = check;
  const voltageRange = {
    value: n(check.stringVoltageV, 'volts'),
    min: n(limits.mppVoltageMinV, 'volts'),
    max: n(limits.mppVoltageMaxV, 'volts'),
  };
  const current = { value: n(check.stringCurrentA, 'amperes'), max: n(limits.maxDcCurrentA, 'amperes') };
  const openCircuit = {
    temperature: n(siteMinC, 'celsius'),
    value: n(check.openCircuitVoltageAtMinV, 'volts'),
    max: n(limits.maxDcVoltageV, 'volts'),
  };
  const power = { value: n(check.stringPowerW, 'watts'), max: n(limits.maxMpptPowerW, 'watts') };
  const loss = { value: n(check.dcCableLossPercent, 'percent'), limit: DC_LINE_LOSS_LIMIT_PERCENT };
  return [
    {
      id: 'voltageRange',
      name: t('checks.names.voltageRange'),
      result: checks.voltageRange,
      line: t('checkLines.voltageRange', voltageRange),
      detail: t('checks.details.voltageRange', voltageRange),
    },
    {
      id: 'maxDcCurrent',
      name: t('checks.names.maxDcCurrent'),
      result: checks.maxDcCurrent,
      line: t('checkLines.maxDcCurrent', current),
      detail: t('checks.details.maxDcCurrent', current),
    },
    {
      id: 'openCircuitVoltage',
      name: t('checks.names.openCircuitVoltage'),
      result: checks.openCircuitVoltage,
      line: t('checkLines.openCircuitVoltage', openCircuit),
      detail: t('checks.details.openCircuitVoltage', openCircuit),
    },
    {
      id: 'stringInputPower',
      name: t('checks.names.stringInputPower'),
      result: checks.stringInputPower,
      line: t('checkLines.stringInputPower', power),
      detail: t('checks.details.stringInputPower', power),
    },
    {
      id: 'dcPowerLossRate',
      name: t('checks.names.dcPowerLossRate'),
      result: checks.dcPowerLossRate,
      line: t('checkLines.cableLoss', loss),
      detail: t('checks.details.dcPowerLossRate', {
        ...loss,
        loss: formatNumber(check.dcCableLossW, language, 2),
      }),
    },
  ];
}

/** The DC cable's capacity check [STR-9]: 1.25 × Isc × strings against what the cable carries. */
export function dcCapacityItem(check: MpptRowCheck, siteMaxC: number, t: T, language: Language): CheckItem {
  const n = numbers(language);
  const figures = {
    value: n(check.dcDesignCurrentA, 'amperes'),
    max: n(check.dcCableCapacityA, 'amperes'),
    temperature: n(siteMaxC, 'celsius'),
  };
  return {
    id: 'cableAmpacity',
    name: t('cableCheck.name'),
    result: check.checks.cableAmpacity,
    line: t('checkLines.cableCurrent', figures),
    detail: t('cableCheck.detailDc', figures),
  };
}

/** The two temperature-corrected advisories of an MPPT row (never errors). */
export function advisoryItems(
  hot: HotMppVoltageAdvisory,
  shortCircuit: ShortCircuitAdvisory,
  t: T,
  language: Language,
): CheckItem[] {
  const n = numbers(language);
  const hotFigures = {
    temperature: n(hot.cellTemperatureC, 'celsius'),
    value: n(hot.stringMppVoltageV, 'volts'),
    min: n(hot.mppVoltageMinV, 'volts'),
  };
  const shortFigures = {
    temperature: n(shortCircuit.cellTemperatureC, 'celsius'),
    value: n(shortCircuit.shortCircuitCurrentA, 'amperes'),
    max: n(shortCircuit.limitA, 'amperes'),
  };
  return [
    {
      id: 'hotMppVoltage',
      name: t('checks.names.hotMppVoltage'),
      result: hot.result,
      line: t('checkLines.hotMppVoltage', hotFigures),
      detail: t('checks.details.hotMppVoltage', hotFigures),
    },
    {
      id: 'shortCircuit',
      name: t('checks.names.shortCircuit'),
      result: shortCircuit.result,
      line: t('checkLines.shortCircuit', shortFigures),
      detail: t(
        shortCircuit.limitSource === 'model'
          ? 'checks.details.shortCircuitModel'
          : 'checks.details.shortCircuitDerived',
        shortFigures,
      ),
    },
  ];
}

/** The four AC checks [STR-7] [STR-9]. */
export function acCheckItems(
  ac: InverterAcCheck,
  maxDcPowerW: number,
  siteMaxC: number,
  t: T,
  language: Language,
): CheckItem[] {
  const n = numbers(language);
  const loss = { value: n(ac.lineLossPercent, 'percent'), limit: AC_LINE_LOSS_LIMIT_PERCENT };
  const power = { value: n(ac.totalStringPowerW, 'watts'), max: n(maxDcPowerW, 'watts') };
  const ratio = {
    value: n(ac.acRatedPowerRatioPercent, 'percent'),
    min: RATED_POWER_RATIO.normalMin,
    max: RATED_POWER_RATIO.normalMax,
  };
  const current = {
    value: n(ac.acDesignCurrentA, 'amperes'),
    max: n(ac.acCableCapacityA, 'amperes'),
    temperature: n(siteMaxC, 'celsius'),
  };
  return [
    {
      id: 'lineLoss',
      name: t('checks.names.lineLoss'),
      result: ac.checks.lineLoss,
      line: t('checkLines.cableLoss', loss),
      detail: t('checks.details.lineLoss', loss),
    },
    {
      id: 'cableAmpacity',
      name: t('cableCheck.name'),
      result: ac.checks.cableAmpacity,
      line: t('checkLines.cableCurrent', current),
      detail: t('cableCheck.detailAc', current),
    },
    {
      id: 'maxDcPower',
      name: t('checks.names.maxDcPower'),
      result: ac.checks.maxDcPower,
      line: t('checkLines.maxDcPower', power),
      detail: t('checks.details.maxDcPower', power),
    },
    {
      id: 'ratedPowerRatio',
      name: t('checks.names.ratedPowerRatio'),
      result: ac.checks.ratedPowerRatio,
      line: t('checkLines.ratedPowerRatio', ratio),
      detail: t('checks.details.ratedPowerRatio', ratio),
    },
  ];
}
