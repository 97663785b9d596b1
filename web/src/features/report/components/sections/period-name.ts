/**
 * A tariff period's name as the report prints it: the presets' names (critical, peak, flat,
 * valley …) in the report's language, any other name as the user wrote it.
 */
import { useTranslation } from 'react-i18next';

const KNOWN = ['critical', 'sharpPeak', 'highPeak', 'peak', 'flat', 'valley', 'deepValley'] as const;
type KnownPeriod = (typeof KNOWN)[number];

const isKnown = (name: string): name is KnownPeriod => (KNOWN as readonly string[]).includes(name);

export function usePeriodName(): (period: string) => string {
  const { t } = useTranslation('report');
  return (period) => (isKnown(period) ? t(`periodNames.${period}`) : period);
}
