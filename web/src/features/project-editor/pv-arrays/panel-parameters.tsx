/** The chosen panel's datasheet in the chooser: the user sees what they choose. */
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import type { PanelSnapshot } from '@pvd/shared/project/record/snapshots';
import { useTranslation } from 'react-i18next';
import {
  PANEL_FIELD_ORDER,
  type PanelField,
  temperatureUnitLabel,
} from '@/components/panel-form/panel-values';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';

/** Fields the datasheet's list (`PANEL_FIELD_ORDER`) has that are not shown as they stand. */
const NOT_SHOWN: ReadonlySet<PanelField> = new Set<PanelField>([
  // Edited beside the datasheet.
  'componentlength',
  'componentwidth',
  // Shown below, each with its unit.
  'tempcoefficientvoc',
  'tempcoefficientvocunit',
  'tempcoefficientisc',
  'tempcoefficientiscunit',
  'tempCoefficientPmax',
]);

/** The datasheet's fields in the forms' order (one list: panel-values.ts). */
const SHOWN = PANEL_FIELD_ORDER.filter((field) => !NOT_SHOWN.has(field));

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
