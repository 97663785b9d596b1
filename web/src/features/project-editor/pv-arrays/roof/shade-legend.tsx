/**
 * The shade map's colour scale beside the roof plan: each class of a panel's yearly irradiation
 * against the best unshaded panel's, in the colours the plan fills the panels with. Beside the
 * plan, not in the form: read against the panels it explains.
 */
import Box from '@cloudscape-design/components/box';
import { useTranslation } from 'react-i18next';
import { SHADE_CLASSES } from './shade-scale';

export function ShadeLegend() {
  const { t } = useTranslation('editorSurroundings');
  return (
    <div className="pvd-roof-drawer__legend">
      <Box variant="small" fontWeight="bold">
        {t('shade.legend')}
      </Box>
      <ul
        aria-label={t('shade.legend')}
        data-testid="shade-legend"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {SHADE_CLASSES.map((shade, index) => (
          <li key={shade.colour} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <span
              aria-hidden="true"
              style={{
                width: 16,
                height: 12,
                background: shade.colour,
                border: '1px solid #5f6b7a',
                display: 'inline-block',
              }}
            />
            <Box variant="small">
              {index === SHADE_CLASSES.length - 1
                ? t('shade.classBelow', { from: Math.round(SHADE_CLASSES[index - 1]!.from * 100) })
                : index === 0
                  ? t('shade.classTop', { from: Math.round(shade.from * 100) })
                  : t('shade.classRange', {
                      from: Math.round(shade.from * 100),
                      to: Math.round(SHADE_CLASSES[index - 1]!.from * 100),
                    })}
            </Box>
          </li>
        ))}
      </ul>
    </div>
  );
}
