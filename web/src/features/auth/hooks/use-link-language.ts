/** Mail links carry `l=cn|en`: the page opens in that language [ACC-3]. */
import { useEffect } from 'react';
import { setLanguage } from '@/lib/i18n';
import { languageFromLinkParameter } from '@/lib/language';

export function useLinkLanguage(parameter: string | null): void {
  useEffect(() => {
    const language = languageFromLinkParameter(parameter);
    if (language) void setLanguage(language);
  }, [parameter]);
}
