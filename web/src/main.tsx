/**
 * Entry: global styles, the brand theme (a stylesheet made at build time), then the site. The
 * strings of the site's language (ours and Cloudscape's) are loaded by lib/i18n before it renders.
 */
import '@cloudscape-design/global-styles/index.css';
import 'virtual:brand-theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

// The console log is silenced in production [NAV-7]; warnings and errors still show.
if (import.meta.env.PROD) {
  console.log = () => undefined;
  console.debug = () => undefined;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
