/**
 * The automatic design's explanations (kinds with numbers, shared/electrical/auto-design-types)
 * in the user's language.
 */
import type {
  EmptyMpptReason,
  InverterNote,
  LeftoverReason,
  RowWarning,
  StringUnfitReason,
} from '@pvd/shared/electrical/auto-design-types';
import type { TFunction } from 'i18next';
import { formatNumber } from '@/lib/format-number';
import type { Language } from '@/lib/language';

type T = TFunction<'editorStrings'>;

export function unfitText(reason: StringUnfitReason, t: T, language: Language): string {
  const n = (value: number, digits = 2) => formatNumber(value, language, digits);
  switch (reason.kind) {
    case 'mppt-takes-no-strings':
      return t('design.unfit.mpptTakesNoStrings');
    case 'no-string-length-fits':
      return t('design.unfit.noStringLengthFits', {
        min: reason.window.minPanelsPerString,
        max: reason.window.maxPanelsPerString,
        vocCold: n(reason.window.openCircuitVoltageColdV),
        tMin: n(reason.window.siteMinTemperatureC, 1),
        vmpHot: n(reason.window.mppVoltageHotV),
        tHot: n(reason.window.hotCellTemperatureC, 1),
        maxDc: n(reason.window.maxDcVoltageV),
        mppMin: n(reason.window.mppVoltageMinV),
        mppMax: n(reason.window.mppVoltageMaxV),
      });
    case 'string-current-too-high':
      return t('design.unfit.currentTooHigh', {
        current: n(reason.mppCurrentA),
        max: n(reason.maxDcCurrentA),
        isc: n(reason.shortCircuitCurrentHotA),
        iscMax: n(reason.shortCircuitLimitA),
      });
    case 'string-power-too-high':
      return t('design.unfit.powerTooHigh', {
        power: n(reason.shortestStringPowerW, 0),
        max: n(reason.maxMpptPowerW, 0),
      });
    case 'cable-capacity-too-low':
      return reason.suggestedAreaMm2 === null
        ? t('design.unfit.cableCapacityNoSize', {
            current: n(reason.designCurrentA),
            capacity: n(reason.capacityA),
          })
        : t('design.unfit.cableCapacity', {
            current: n(reason.designCurrentA),
            capacity: n(reason.capacityA),
            area: n(reason.suggestedAreaMm2, 1),
          });
    case 'cable-loss-too-high':
      return t('design.unfit.cableLoss', { loss: n(reason.lowestLossPercent), limit: reason.limitPercent });
    case 'inverter-power-too-low':
      return t('design.unfit.inverterPower', {
        power: n(reason.shortestStringPowerW, 0),
        max: n(reason.inverterLimitW, 0),
      });
  }
}

export function leftoverText(
  reason: LeftoverReason,
  inverterName: (index: number) => string,
  t: T,
  language: Language,
): string {
  switch (reason.kind) {
    case 'no-mppt-fits':
      return reason.models
        .map(
          (model) =>
            `${model.inverterIndexes.map(inverterName).join(', ')}: ${unfitText(model.reason, t, language)}`,
        )
        .join(' ');
    case 'array-too-small':
      return t('design.leftover.arrayTooSmall', {
        panels: reason.panelcount,
        min: reason.minPanelsPerString,
      });
    case 'panels-left-make-no-string':
      return t('design.leftover.noString', {
        min: reason.minPanelsPerString,
        max: reason.maxPanelsPerString,
      });
    case 'no-free-mppt':
      return t('design.leftover.noFreeMppt');
    case 'mppt-limits-reached':
      return t('design.leftover.mpptLimits');
    case 'inverter-power-limit':
      return t('design.leftover.inverterPower');
    case 'mppt-pair-balance':
      return t('design.leftover.pairBalance');
  }
}

export function emptyMpptText(reason: EmptyMpptReason, t: T): string {
  const keys = {
    'all-panels-placed': 'design.emptyMppt.allPlaced',
    'no-array-fits': 'design.emptyMppt.noArrayFits',
    'inverter-power-limit': 'design.emptyMppt.inverterPower',
    'panels-left-make-no-string': 'design.emptyMppt.noString',
    'mppt-pair-balance': 'design.emptyMppt.pairBalance',
  } as const;
  return t(keys[reason]);
}

export function noteText(note: InverterNote, t: T, language: Language): string {
  if (note.kind === 'inverter-empty') return t('design.note.empty');
  return t('design.note.lowRatio', {
    ratio: formatNumber(note.ratioPercent, language, 2),
    min: note.normalMinPercent,
  });
}

/** One warning of a proposed row, with its figure and limit. */
export function rowWarningText(warning: RowWarning, t: T, language: Language): string {
  const n = (value: number, digits = 2) => formatNumber(value, language, digits);
  switch (warning.kind) {
    case 'max-dc-current':
      return t('design.warning.maxDcCurrent', { current: n(warning.currentA), limit: n(warning.limitA) });
    case 'string-input-power':
      return t('design.warning.stringPower', { power: n(warning.powerW, 0), limit: n(warning.limitW, 0) });
    case 'dc-cable-loss':
      return t('design.warning.cableLoss', { loss: n(warning.lossPercent), limit: n(warning.limitPercent) });
    case 'hot-mpp-voltage':
      return t('design.warning.hotMppVoltage', {
        voltage: n(warning.voltageV, 1),
        temperature: n(warning.cellTemperatureC, 1),
        min: n(warning.minV),
      });
    case 'short-circuit-current':
      return t('design.warning.shortCircuit', { current: n(warning.currentA), limit: n(warning.limitA) });
  }
}
