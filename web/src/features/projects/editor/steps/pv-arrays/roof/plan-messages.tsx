/** The plan's messages (001 §5): the drawing's warning or refusal, the save's drawing error, and the panel count or the 800 ms redraw. */
import Alert from '@cloudscape-design/components/alert';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { type RoofDrawing, useShownCount } from './use-roof-drawing';

interface PlanMessagesProps {
  roof: RoofDrawing;
  /** The save's refusal of the drawing ('PV Array Not Drawn'), if any. */
  drawingError: string | undefined;
}

export function PlanMessages({ roof, drawingError }: PlanMessagesProps) {
  const { t } = useTranslation(['editorRoof', 'ui']);
  const { count, pending } = useShownCount(roof.store, roof.fill);
  return (
    <>
      {roof.message && (
        <Alert
          type={roof.message === 'panelFirst' ? 'warning' : 'error'}
          statusIconAriaLabel={t(roof.message === 'panelFirst' ? 'drawer.warningIcon' : 'drawer.errorIcon')}
          dismissible
          dismissAriaLabel={t('ui:dialog.close')}
          onDismiss={roof.actions.dismissMessage}
        >
          {t(`messages.${roof.message}`)}
        </Alert>
      )}
      {drawingError && (
        <Alert type="error" statusIconAriaLabel={t('drawer.errorIcon')}>
          {drawingError}
        </Alert>
      )}
      <StatusIndicator type={pending ? 'loading' : 'info'}>
        {pending ? t('plan.redrawing') : t('plan.panelCount', { count })}
      </StatusIndicator>
    </>
  );
}
