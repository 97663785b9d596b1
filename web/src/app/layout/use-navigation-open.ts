/** Whether the side navigation is open; remembered in this browser [NAV-4]. */
import { useCallback, useState } from 'react';
import { storageKeys } from '../../config/storage-keys';

function stored(): boolean {
  try {
    return localStorage.getItem(storageKeys.navigationOpen) !== 'false';
  } catch {
    return true;
  }
}

export function useNavigationOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(stored);
  const change = useCallback((next: boolean) => {
    setOpen(next);
    try {
      localStorage.setItem(storageKeys.navigationOpen, String(next));
    } catch {
      // Not remembered when storage is blocked.
    }
  }, []);
  return [open, change];
}
