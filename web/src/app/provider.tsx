/**
 * Everything every page needs: the query layer and Cloudscape's own strings in the site's
 * language (the same language as i18next, the Culture header and <html lang>); a switch of
 * language asks the refused queries on screen again, in it [ACC-13].
 */
import { I18nProvider } from '@cloudscape-design/components/i18n';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { loadCloudscapeMessages, loadedCloudscapeMessages } from '../lib/cloudscape-messages';
import { useLanguage } from '../lib/i18n';
import { queryClient as siteQueryClient } from '../lib/query-client';
import { useRefusalsInLanguage } from '../lib/refusals-in-language';

const noMessages: never[] = [];

/**
 * Cloudscape's messages of the site's language. setLanguage loads them before it switches, so a
 * switch renders with them at once; only when their first load failed are they fetched here again.
 */
function useCloudscapeMessages() {
  const language = useLanguage();
  const [, setLoadedCount] = useState(0);
  const messages = loadedCloudscapeMessages(language);
  useEffect(() => {
    if (messages) return;
    let current = true;
    loadCloudscapeMessages(language).then(
      () => current && setLoadedCount((count) => count + 1),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language, messages]);
  return { language, messages: messages ?? noMessages };
}

interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient = siteQueryClient }: AppProviderProps) {
  const { language, messages } = useCloudscapeMessages();
  useRefusalsInLanguage(queryClient, language);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={language} messages={messages}>
        {children}
      </I18nProvider>
    </QueryClientProvider>
  );
}
