/** The array's panel in a form (manual and drawn arrays): the chosen panel with its size, and the button that opens the chooser. */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format-number';
import { useLanguage } from '@/lib/i18n';
import { type ChosenPanel, panelName } from './panel-copy';

interface PanelFieldProps {
  panel: ChosenPanel | null;
  errorText?: string;
  onChoose(): void;
}

export function PanelField({ panel, errorText, onChoose }: PanelFieldProps) {
  const { t } = useTranslation('editorArrays');
  const language = useLanguage();
  return (
    <FormField
      label={t('form.panel')}
      errorText={errorText}
      secondaryControl={
        <Button formAction="none" onClick={onChoose}>
          {t(panel ? 'form.changePanel' : 'form.choosePanel')}
        </Button>
      }
    >
      <Box>
        {panel
          ? t('form.panelSummary', {
              name: panelName(panel.panel),
              power: formatNumber(panel.panel.peakpower, language),
              length: formatNumber(panel.length, language, 3),
              width: formatNumber(panel.width, language, 3),
            })
          : t('form.noPanel')}
      </Box>
    </FormField>
  );
}
