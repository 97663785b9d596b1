/**
 * A period's name as shown: the presets' names (critical, peak, flat, valley, deepValley,
 * sharpPeak, highPeak) in the site's language, any other name as the user wrote it.
 */
import { useTranslation } from 'react-i18next';

const KNOWN = ['critical', 'sharpPeak', 'highPeak', 'peak', 'flat', 'valley', 'deepValley'] as const;
type KnownPeriod = (typeof KNOWN)[number];

const isKnown = (name: string): name is KnownPeriod => (KNOWN as readonly string[]).includes(name);

export function usePeriodLabel(): (period: string) => string {
  const { t } = useTranslation('tariff');
  return (period) => (isKnown(period) ? t(`periodNames.${period}`) : period);
}
