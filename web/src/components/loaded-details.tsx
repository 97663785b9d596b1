/**
 * An edit dialog or drawer that opens only once the item's details have loaded: a
 * loading overlay meanwhile. A failed load closes it: the API client has already told the user
 * why, and there is nothing to edit.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { LoadingOverlay } from './loading-overlay';

interface LoadedDetailsProps<T> {
  /** The query of the item's details. */
  details: UseQueryResult<T>;
  /** What the overlay says while the details load. */
  loadingText: string;
  /** Closes the dialog (called when the load fails). */
  onFailed(): void;
  /** The dialog, given the loaded details. */
  children(data: T): ReactNode;
}

/**
 * @example
 * <LoadedDetails details={useSystemPanel(id)} loadingText={t('panels.loadingOne')} onFailed={onClose}>
 *   {(panel) => <PanelDrawer panel={panel} onClose={onClose} />}
 * </LoadedDetails>
 */
export function LoadedDetails<T>({ details, loadingText, onFailed, children }: LoadedDetailsProps<T>) {
  useEffect(() => {
    if (details.isError) onFailed();
  }, [details.isError, onFailed]);
  if (details.data === undefined) return <LoadingOverlay text={details.isError ? null : loadingText} />;
  return <>{children(details.data)}</>;
}
