/**
 * The report's file name [REP-2]: `<yyyyMMddHHmmss>_<name>.pdf`,
 * the time on the caller's clock, the project name made safe for every file system it may be
 * saved to, and the `Content-Disposition` that downloads it under that name.
 */
import { timezoneOffsetHours } from '@pvd/shared/constants/timezones';
import type { Culture } from '@pvd/shared/errors/codes';

/** Longest project-name part kept. [characters (code points)] */
export const MAX_NAME_CHARACTERS = 80;

/** Name used when nothing of the project name is left. */
const FALLBACK_NAME = 'report';

/**
 * Characters no file may carry: C0 and C1 control characters, the line and paragraph separators,
 * the bidirectional embeddings, overrides and isolates (an override shows 'report\u202Efdp.exe'
 * as 'reportexe.pdf'), the path separators and the characters Windows reserves (`<>:"/\|?*`).
 * The API refuses all but the last two kinds in names; a record stored before that may hold them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069<>:"/\\|?*]+/g;

/**
 * The offset of the caller's clock from UTC [h]: the account's time zone when it is a known code,
 * else by language (UTC+8 for zh-CN, the product's home market; UTC for en).
 */
export function callerClockOffsetHours(culture: Culture, accountTimezone?: string): number {
  const accountOffset = accountTimezone ? timezoneOffsetHours(accountTimezone) : undefined;
  if (accountOffset !== undefined) return accountOffset;
  return culture === 'zh-CN' ? 8 : 0;
}

/** `yyyyMMddHHmmss` of `instant` on a clock `offsetHours` [h] from UTC. */
export function fileTimestamp(instant: Date, offsetHours: number): string {
  const local = new Date(instant.getTime() + Math.round(offsetHours * 60) * 60_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return [
    String(local.getUTCFullYear()).padStart(4, '0'),
    two(local.getUTCMonth() + 1),
    two(local.getUTCDate()),
    two(local.getUTCHours()),
    two(local.getUTCMinutes()),
    two(local.getUTCSeconds()),
  ].join('');
}

/**
 * The project name as a file-name part: unsafe characters become `_` (runs of them one `_`),
 * leading and trailing dots and spaces go (Windows drops trailing ones, a leading dot hides the
 * file), at most {@link MAX_NAME_CHARACTERS} code points; Chinese and other letters are kept.
 */
export function safeNamePart(projectName: string): string {
  const cleaned = projectName
    .normalize('NFC')
    .replace(UNSAFE_CHARACTERS, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  // Array.from splits by code point, so a capped name never ends in half a surrogate pair.
  const capped = Array.from(cleaned)
    .slice(0, MAX_NAME_CHARACTERS)
    .join('')
    .replace(/[\s.]+$/, '');
  return capped || FALLBACK_NAME;
}

/** `<yyyyMMddHHmmss>_<safe name><ending>`, e.g. ending '.pdf' or '_bill-of-materials.xlsx'. */
export function projectFileName(
  projectName: string,
  instant: Date,
  offsetHours: number,
  ending: string,
): string {
  return `${fileTimestamp(instant, offsetHours)}_${safeNamePart(projectName)}${ending}`;
}

/** `<yyyyMMddHHmmss>_<safe name>.pdf`. */
export function reportFileName(projectName: string, instant: Date, offsetHours: number): string {
  return projectFileName(projectName, instant, offsetHours, '.pdf');
}

/** RFC 5987 percent-encoding: encodeURIComponent leaves `'()*`, which attr-char does not allow. */
function rfc5987Encode(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `attachment; filename="<ASCII fallback>"; filename*=UTF-8''<UTF-8 name>` (RFC 6266): browsers
 * use the UTF-8 name (Chinese kept), older clients the fallback, where every non-ASCII character
 * is `_`. `fileName` must already be safe (no quotes or backslashes).
 */
export function attachmentDisposition(fileName: string): string {
  const asciiFallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${asciiFallback}"; filename*=UTF-8''${rfc5987Encode(fileName)}`;
}
