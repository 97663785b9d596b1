/** Business constants shared by the web and the functions (000 §9, 001 §9, ARCHITECTURE.md). */

/** A session lives 7 days. [ms] */
export const SESSION_LIFETIME_MS = 7 * 24 * 3600 * 1000;
/** An activation link stays valid 48 hours. [ms] */
export const ACTIVATION_KEY_LIFETIME_MS = 48 * 3600 * 1000;
/** A password-reset link stays valid 1 hour. [ms] */
export const RESET_KEY_LIFETIME_MS = 3600 * 1000;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** RFC 5321 path limit. */
export const EMAIL_MAX_LENGTH = 254;

/** Table pages: default 10 rows; sizes 10-50; the first page is offset 1. */
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;
/** The common battery list's own page sizes (000 §9). */
export const COMMON_BATTERY_PAGE_SIZES = [10, 15, 20, 25] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** Largest page a client may ask for. */
export const MAX_PAGE_SIZE = 100;

/** Largest image upload (company logo, inverter, project and array images). [bytes] */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Largest catalogue spreadsheet. [bytes] */
export const SPREADSHEET_MAX_BYTES = 10 * 1024 * 1024;
/** Image types accepted for upload. */
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/** Brand colour (000 §9). */
export const BRAND_COLOUR = '#f08519';
