/**
 * The plan's messages [WIZ-5]: the drawing's warning or refusal, the save's drawing error, and the
 * panel count or the 800 ms redraw. Renders on its own when they change, not the drawer.
 */
import Alert from '@cloudscape-design/components/alert';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import type { Store } from '@/lib/store';
import type { FillState } from './use-fill-redraw';
import { type RoofEditStore, useDrawingMessage, useShownCount } from './use-roof-edit';

interface PlanMessagesProps {
  store: RoofEditStore;
  fill: Store<FillState>;
  onDismiss(): void;
  /** The save's refusal of the drawing ('PV Array Not Drawn'), if any. */
  drawingError: string | undefined;
}

export function PlanMessages({ store, fill, onDismiss, drawingError }: PlanMessagesProps) {
  const { t } = useTranslation(['editorRoof', 'ui']);
  const message = useDrawingMessage(store);
  const { count, pending } = useShownCount(store, fill);
  return (
    <>
      {message && (
        <Alert
          type={message === 'panelFirst' ? 'warning' : 'error'}
          statusIconAriaLabel={t(message === 'panelFirst' ? 'drawer.warningIcon' : 'drawer.errorIcon')}
          dismissible
          dismissAriaLabel={t('ui:dialog.close')}
          onDismiss={onDismiss}
        >
          {t(`messages.${message}`)}
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
