/**
 * The shade map's colour scale beside the roof plan, under its heading: the legend the report
 * draws too (web/src/components/shade-legend.tsx). Beside the plan, not in the form: read against
 * the panels it explains.
 */
import Box from '@cloudscape-design/components/box';
import { useTranslation } from 'react-i18next';
import { ShadeLegend as ShadeClasses } from '@/components/shade-legend';

export function ShadeLegend() {
  const { t } = useTranslation('ui');
  return (
    <div className="pvd-roof-drawer__legend">
      <Box variant="small" fontWeight="bold">
        {t('shadeScale.legend')}
      </Box>
      <ShadeClasses />
    </div>
  );
}
