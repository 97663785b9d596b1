/** The header's full-screen toggle [NAV-4]; a browser without the API gets a warning instead. */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notifications';

export function useFullScreen() {
  const { t } = useTranslation('layout');
  const [fullScreen, setFullScreen] = useState(() => document.fullscreenElement != null);

  useEffect(() => {
    const update = () => setFullScreen(document.fullscreenElement != null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);

  const toggle = useCallback(() => {
    const unsupported = () => notify({ type: 'warning', content: t('header.fullScreenUnsupported') });
    if (!document.fullscreenEnabled) return unsupported();
    const change = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    change.catch(unsupported);
  }, [t]);

  return { fullScreen, toggle };
}
