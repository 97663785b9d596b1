/** Entry: global styles, the brand theme (a stylesheet made at build time), Cloudscape's strings, then the site. */
import '@cloudscape-design/global-styles/index.css';
import 'virtual:brand-theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadCloudscapeMessages } from './lib/cloudscape-messages';
import { currentLanguage } from './lib/i18n';

// The console log is silenced in production (000 §9); warnings and errors still show.
if (import.meta.env.PROD) {
  console.log = () => undefined;
  console.debug = () => undefined;
}

// Cloudscape's strings first, so the first paint is already in the right language.
await loadCloudscapeMessages(currentLanguage());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
