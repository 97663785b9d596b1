/** The chosen panel's datasheet in the chooser: the user sees what they choose. */
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import type { PanelSnapshot } from '@pvd/shared/project/snapshots';
import { useTranslation } from 'react-i18next';
import { temperatureUnitLabel } from '@/components/panel-form/panel-values';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';

/** The fields shown; length and width are edited beside them. */
const SHOWN = [
  'manufacturer',
  'componentmodelname',
  'wafermaterial',
  'peakpower',
  'efficiency',
  'mppvoltage',
  'mppcurrent',
  'opencircuitvoltage',
  'shortcircuitcurrent',
  'allowedvoltage',
] as const;

export function PanelParameters({ panel }: { panel: PanelSnapshot }) {
  const { t } = useTranslation('panel');
  const language = useLanguage();
  const items = SHOWN.map((field) => {
    const value = panel[field];
    return {
      label: t(`fields.${field}`),
      value: typeof value === 'number' ? formatNumber(value, language, 3) : value,
    };
  });
  items.push(
    {
      label: t('fields.tempcoefficientvoc'),
      value: `${formatNumber(panel.tempcoefficientvoc, language, 3)} ${temperatureUnitLabel(panel.tempcoefficientvocunit)}`,
    },
    {
      label: t('fields.tempcoefficientisc'),
      value: `${formatNumber(panel.tempcoefficientisc, language, 3)} ${temperatureUnitLabel(panel.tempcoefficientiscunit)}`,
    },
  );
  return <KeyValuePairs columns={3} items={items} />;
}
