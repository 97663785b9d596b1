/**
 * The browser's session as the site keeps it [ACC-5], shared by the web, which stores it at
 * login, and the PDF renderer, which seeds it into the report page it prints so the route's
 * guard lets the caller in (shared/project/report/report-print.ts).
 */
import type { Culture } from '../errors/codes';
import type { Role } from './roles';

/** Storage key of the session (local storage when remembered, else session storage). */
export const SESSION_STORAGE_KEY = 'pvd.session';

/** Storage key of the chosen language (kept locally; read before the browser's [ACC-12]). */
export const LANGUAGE_STORAGE_KEY = 'pvd.language';

export interface BrowserSession {
  token: string;
  accountName: string;
  role: Role;
  /** When the session ends. [ms since epoch] */
  expiresAt: number;
  language: Culture;
}
