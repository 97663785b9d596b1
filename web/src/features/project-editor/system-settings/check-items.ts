/**
 * The checks one MPPT row and one AC cable show, each with its name, result and the reason with its
 * numbers, and the temperature-corrected advisories beside them
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
  detail: string;
}

type T = TFunction<'editorStrings'>;

/** The five checks of an MPPT row [STR-1]-[STR-5], in the DC table's order. */
export function rowCheckItems(check: MpptRowCheck, siteMinC: number, t: T, language: Language): CheckItem[] {
  const n = (value: number, digits = 2) => formatNumber(value, language, digits);
  const { limits, checks } = check;
  return [
    {
      id: 'voltageRange',
      name: t('checks.names.voltageRange'),
      result: checks.voltageRange,
      detail: t('checks.details.voltageRange', {
        value: n(check.stringVoltageV),
        min: n(limits.mppVoltageMinV),
        max: n(limits.mppVoltageMaxV),
      }),
    },
    {
      id: 'maxDcCurrent',
      name: t('checks.names.maxDcCurrent'),
      result: checks.maxDcCurrent,
      detail: t('checks.details.maxDcCurrent', {
        value: n(check.stringCurrentA),
        max: n(limits.maxDcCurrentA),
      }),
    },
    {
      id: 'openCircuitVoltage',
      name: t('checks.names.openCircuitVoltage'),
      result: checks.openCircuitVoltage,
      detail: t('checks.details.openCircuitVoltage', {
        temperature: n(siteMinC, 1),
        value: n(check.openCircuitVoltageAtMinV),
        max: n(limits.maxDcVoltageV),
      }),
    },
    {
      id: 'stringInputPower',
      name: t('checks.names.stringInputPower'),
      result: checks.stringInputPower,
      detail: t('checks.details.stringInputPower', {
        value: n(check.stringPowerW, 0),
        max: n(limits.maxMpptPowerW, 0),
      }),
    },
    {
      id: 'dcPowerLossRate',
      name: t('checks.names.dcPowerLossRate'),
      result: checks.dcPowerLossRate,
      detail: t('checks.details.dcPowerLossRate', {
        value: n(check.dcCableLossPercent),
        loss: n(check.dcCableLossW),
        limit: DC_LINE_LOSS_LIMIT_PERCENT,
      }),
    },
  ];
}

/** The two temperature-corrected advisories of an MPPT row (never errors). */
export function advisoryItems(
  hot: HotMppVoltageAdvisory,
  shortCircuit: ShortCircuitAdvisory,
  t: T,
  language: Language,
): CheckItem[] {
  const n = (value: number, digits = 2) => formatNumber(value, language, digits);
  return [
    {
      id: 'hotMppVoltage',
      name: t('checks.names.hotMppVoltage'),
      result: hot.result,
      detail: t('checks.details.hotMppVoltage', {
        temperature: n(hot.cellTemperatureC, 1),
        value: n(hot.stringMppVoltageV),
        min: n(hot.mppVoltageMinV),
      }),
    },
    {
      id: 'shortCircuit',
      name: t('checks.names.shortCircuit'),
      result: shortCircuit.result,
      detail: t(
        shortCircuit.limitSource === 'model'
          ? 'checks.details.shortCircuitModel'
          : 'checks.details.shortCircuitDerived',
        {
          temperature: n(shortCircuit.cellTemperatureC, 1),
          value: n(shortCircuit.shortCircuitCurrentA),
          max: n(shortCircuit.limitA),
        },
      ),
    },
  ];
}

/** The three AC checks [STR-7]. */
export function acCheckItems(
  ac: InverterAcCheck,
  maxDcPowerW: number,
  t: T,
  language: Language,
): CheckItem[] {
  const n = (value: number, digits = 2) => formatNumber(value, language, digits);
  return [
    {
      id: 'lineLoss',
      name: t('checks.names.lineLoss'),
      result: ac.checks.lineLoss,
      detail: t('checks.details.lineLoss', {
        value: n(ac.lineLossPercent),
        limit: AC_LINE_LOSS_LIMIT_PERCENT,
      }),
    },
    {
      id: 'maxDcPower',
      name: t('checks.names.maxDcPower'),
      result: ac.checks.maxDcPower,
      detail: t('checks.details.maxDcPower', { value: n(ac.totalStringPowerW, 0), max: n(maxDcPowerW, 0) }),
    },
    {
      id: 'ratedPowerRatio',
      name: t('checks.names.ratedPowerRatio'),
      result: ac.checks.ratedPowerRatio,
      detail: t('checks.details.ratedPowerRatio', {
        value: n(ac.acRatedPowerRatioPercent),
        min: RATED_POWER_RATIO.normalMin,
        max: RATED_POWER_RATIO.normalMax,
      }),
    },
  ];
}
