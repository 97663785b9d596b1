/**
 * Build time only (run by vite.config.ts, never bundled into the site): the brand theme as CSS
 * custom properties, served as the module `virtual:brand-theme.css`.
 */
import { generateThemeStylesheet } from '@cloudscape-design/components/theming';
import { brandTheme } from './theme';

export const brandThemeStylesheet: string = generateThemeStylesheet({ theme: brandTheme });
