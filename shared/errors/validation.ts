/**
 * Validation messages shared by the forms (web) and the handlers (118 answers). Zod schemas in
 * `shared/api` use these keys as their messages; both sides translate a key with
 * {@link validationMessage}, so a rule and its text are written once.
 *
 * One table of key → two texts per concept: any input (validation-request.ts), accounts
 * (validation-account.ts), the catalogue (validation-catalogue.ts), projects
 * (validation-project.ts), arrays' mountings (validation-mounting.ts), the engine and its weather files (validation-engine.ts), the PVsyst
 * reader (validation-pvsyst.ts), the meter data reader (validation-meter.ts) and tariffs
 * (validation-tariff.ts); a type check below keeps every key in one of them only.
 */
import type { Culture } from './codes';
import { accountMessages } from './validation-account';
import { catalogueMessages } from './validation-catalogue';
import { engineMessages } from './validation-engine';
import { meterMessages } from './validation-meter';
import { mountingMessages } from './validation-mounting';
import { projectMessages } from './validation-project';
import { pvsystMessages } from './validation-pvsyst';
import { requestMessages } from './validation-request';
import { tariffMessages } from './validation-tariff';

const tables = [
  requestMessages,
  accountMessages,
  catalogueMessages,
  projectMessages,
  mountingMessages,
  engineMessages,
  pvsystMessages,
  meterMessages,
  tariffMessages,
] as const;

/** Keys found in more than one table of `T` (never, when each key is in one only). */
type SharedKeys<T extends readonly object[]> = T extends readonly [infer Head, ...infer Rest extends object[]]
  ? (keyof Head & KeysOfEach<Rest[number]>) | SharedKeys<Rest>
  : never;
type KeysOfEach<U> = U extends object ? keyof U : never;

// One key, one message: no two tables may share a key (a spread would keep the last silently).
const noSharedKey: [SharedKeys<typeof tables>] extends [never] ? true : false = true;
void noSharedKey;

const messages = {
  ...requestMessages,
  ...accountMessages,
  ...catalogueMessages,
  ...projectMessages,
  ...mountingMessages,
  ...engineMessages,
  ...pvsystMessages,
  ...meterMessages,
  ...tariffMessages,
};

export type ValidationMessageKey = keyof typeof messages;

/** Every key, for tests and for the web's i18n parity checks. */
export const validationMessageKeys = Object.keys(messages) as ValidationMessageKey[];

/** True when `key` names a shared validation message. */
export function isValidationMessageKey(key: string): key is ValidationMessageKey {
  return Object.hasOwn(messages, key);
}

/** Text of a validation message; an unknown key is returned as it is (it is already text). */
export function validationMessage(key: string, culture: Culture): string {
  return isValidationMessageKey(key) ? messages[key][culture] : key;
}
