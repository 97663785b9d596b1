/**
 * A read-only dialog of one item's details (a list row's view): its title and content once
 * the details have loaded, a loading status until then, and what went wrong when they did not
 * load (the dialog stays, so the user sees it). Closed with its one button.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, type ModalProps } from '@/components/modal';

interface DetailsModalProps<T> {
  /** The query of the item's details. */
  details: UseQueryResult<T>;
  size: ModalProps.Size;
  /** The title once the details are loaded. */
  title(data: T): string;
  /** The title until then. */
  loadingTitle: string;
  loadingText: string;
  failedText: string;
  onClose(): void;
  /** The content, given the loaded details. */
  children(data: T): ReactNode;
}

/**
 * @example
 * <DetailsModal details={useSystemPanel(id)} size="large" title={(panel) => panel.componentmodelname} … >
 *   {(panel) => <Details panel={panel} />}
 * </DetailsModal>
 */
export function DetailsModal<T>(props: DetailsModalProps<T>) {
  const { details, size, title, loadingTitle, loadingText, failedText, onClose, children } = props;
  const { t } = useTranslation('ui');
  return (
    <Modal
      visible
      size={size}
      onDismiss={onClose}
      header={details.data === undefined ? loadingTitle : title(details.data)}
      closeAriaLabel={t('dialog.close')}
      footer={
        <Box float="right">
          <Button variant="primary" onClick={onClose}>
            {t('dialog.close')}
          </Button>
        </Box>
      }
    >
      {details.data === undefined ? (
        <StatusIndicator type={details.isError ? 'error' : 'loading'}>
          {details.isError ? failedText : loadingText}
        </StatusIndicator>
      ) : (
        children(details.data)
      )}
    </Modal>
  );
}
