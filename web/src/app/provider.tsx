/**
 * Everything every page needs: the query layer and Cloudscape's own strings in the site's
 * language (the same language as i18next, the Culture header and <html lang>).
 */
import { I18nProvider } from '@cloudscape-design/components/i18n';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { loadCloudscapeMessages, loadedCloudscapeMessages } from '../lib/cloudscape-messages';
import { useLanguage } from '../lib/i18n';
import { queryClient as siteQueryClient } from '../lib/query-client';

function useCloudscapeMessages() {
  const language = useLanguage();
  const [messages, setMessages] = useState(() => loadedCloudscapeMessages(language) ?? []);
  useEffect(() => {
    let current = true;
    void loadCloudscapeMessages(language).then((loaded) => {
      if (current) setMessages(loaded);
    });
    return () => {
      current = false;
    };
  }, [language]);
  return { language, messages };
}

interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient = siteQueryClient }: AppProviderProps) {
  const { language, messages } = useCloudscapeMessages();
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={language} messages={messages}>
        {children}
      </I18nProvider>
    </QueryClientProvider>
  );
}
