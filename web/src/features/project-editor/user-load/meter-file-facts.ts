/**
 * What the preview says a meter file held [LOAD-2]: the readings' first and last times and the
 * days they cover, the interval and layout, the unit, the times' meaning, the dates' order and
 * the clock, each with where it came from (the file, the data, a guess, the user's choice), then
 * the gaps filled and how, the rows dropped, and the energy read. Pure: the words come from `t`.
 */
import { formatLocalMinutes, stepStartMinutes } from '@pvd/shared/load/interval-series';
import type { GuessSource } from '@pvd/shared/load/meter-file/choices';
import type { TFunction } from 'i18next';
import { formatNumber } from '@/lib/format-number';
import type { Language } from '@/lib/language';
import type { MeterFilePreview } from './meter-file-api';

type T = TFunction<'editorBase'>;

export interface MeterFact {
  id: string;
  term: string;
  value: string;
}

/** `2025-01-01T00:00` as people write it: `2025-01-01 00:00`. */
export function stampText(stamp: string): string {
  return stamp.replace('T', ' ');
}

/**
 * The end of the last interval read (the year's steps before the extension of a partial year),
 * local standard time `YYYY-MM-DDTHH:MM`.
 */
export function lastReadingEnd(summary: MeterFilePreview['summary']): string {
  const read = Math.max(1, summary.steps - summary.extendedSteps);
  const starts = stepStartMinutes(summary, read);
  return formatLocalMinutes(starts[read - 1]! + summary.stepMinutes);
}

/** "kWh per interval (written in the file)". */
function withSource(value: string, from: GuessSource, t: T): string {
  return t('load.meter.withSource', { value, from: t(`load.meter.from.${from}`) });
}

function clockText(clock: string, t: T): string {
  return clock === 'standard' ? t('load.meter.facts.clockStandard') : clock;
}

function gapsText(summary: MeterFilePreview['summary'], t: T, language: Language): string {
  if (summary.filledSteps === 0) return t('load.meter.facts.gapsNone');
  const n = (value: number) => formatNumber(value, language, 0);
  return t('load.meter.facts.gapsValue', {
    steps: n(summary.filledSteps),
    linear: n(summary.filledBy.linear),
    weeks: n(summary.filledBy.neighbouringWeeks),
    day: n(summary.filledBy.sameTimeOfDay),
  });
}

/** The facts of a preview, in the order the dialog lists them. */
export function meterFacts(preview: MeterFilePreview, t: T, language: Language): MeterFact[] {
  const { summary, guesses } = preview;
  const n = (value: number, digits = 0) => formatNumber(value, language, digits);
  const facts: MeterFact[] = [
    {
      id: 'readings',
      term: t('load.meter.facts.readings'),
      value: t('load.meter.facts.readingsValue', {
        first: stampText(summary.firstIntervalStart),
        last: stampText(lastReadingEnd(summary)),
        days: n(summary.coveredDays),
      }),
    },
    {
      id: 'interval',
      term: t('load.meter.facts.interval'),
      value: t('load.meter.facts.intervalValue', { minutes: summary.stepMinutes }),
    },
    {
      id: 'layout',
      term: t('load.meter.facts.layout'),
      value: t(`load.meter.facts.layouts.${summary.layout}`),
    },
    {
      id: 'unit',
      term: t('load.meter.facts.unit'),
      value: withSource(t(`load.meter.units.${summary.unit}`), guesses.unit.from, t),
    },
    {
      id: 'stamps',
      term: t('load.meter.facts.stamps'),
      value: withSource(t(`load.meter.stampValues.${summary.stamps}`), guesses.stamps.from, t),
    },
  ];
  if (summary.dateOrder && guesses.dateOrder) {
    facts.push({
      id: 'date-order',
      term: t('load.meter.facts.dateOrder'),
      value: withSource(t(`load.meter.dateOrders.${summary.dateOrder}`), guesses.dateOrder.from, t),
    });
  }
  facts.push(
    {
      id: 'clock',
      term: t('load.meter.facts.clock'),
      value: withSource(clockText(guesses.clock.value, t), guesses.clock.from, t),
    },
    { id: 'gaps', term: t('load.meter.facts.gaps'), value: gapsText(summary, t, language) },
    { id: 'duplicates', term: t('load.meter.facts.duplicates'), value: n(summary.duplicateRows) },
  );
  if (summary.droppedLeapDayReadings + summary.droppedOutsideYearReadings > 0) {
    facts.push({
      id: 'dropped',
      term: t('load.meter.facts.dropped'),
      value: t('load.meter.facts.droppedValue', {
        leap: n(summary.droppedLeapDayReadings),
        outside: n(summary.droppedOutsideYearReadings),
      }),
    });
  }
  facts.push({
    id: 'measured',
    term: t('load.meter.facts.measuredKwh'),
    value: `${n(summary.measuredKwh)} kWh`,
  });
  if (summary.exportKwh !== null) {
    facts.push({ id: 'export', term: t('load.meter.facts.exportKwh'), value: `${n(summary.exportKwh)} kWh` });
  }
  return facts;
}
