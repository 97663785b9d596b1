/**
 * The locate button: the browser's position, or its two failures [ERR-5] —
 * checkBrowserTargetingIsNotSupported when the browser has no geolocation, checkBrowserLocationFailed
 * when it refuses or cannot tell.
 */
import { useState } from 'react';

export type LocateFailure = 'locationFailed' | 'targetingNotSupported';

export interface LocatedPosition {
  /** [°] WGS-84 (what browsers answer). */
  latitude: number;
  /** [°] */
  longitude: number;
}

/** How long the browser may take. [ms] */
const LOCATE_TIMEOUT_MS = 15_000;

export function useLocate(onLocated: (position: LocatedPosition) => void) {
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<LocateFailure | null>(null);
  const locate = () => {
    setFailure(null);
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setFailure('targetingNotSupported');
      return;
    }
    setLocating(true);
    geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onLocated({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      () => {
        setLocating(false);
        setFailure('locationFailed');
      },
      { timeout: LOCATE_TIMEOUT_MS, maximumAge: 60_000 },
    );
  };
  return { locate, locating, failure, dismiss: () => setFailure(null) };
}
