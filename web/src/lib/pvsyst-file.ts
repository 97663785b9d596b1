/**
 * Reading a PVsyst .PAN or .OND file chosen in the browser: its bytes are decoded here (UTF-8 or
 * Windows-1252, shared/catalogue/pvsyst/decode.ts) and its text goes to component/readPvsystFile,
 * which answers the product's fields and the warnings. A file that is plainly not one (its name,
 * its size, bytes no text file holds: a picture renamed .PAN) is refused before anything is sent;
 * the server's refusal (119, or a 118 of its text) comes back as text for the form to show, never
 * as a notice behind the form's dialog.
 */

import { MULTI_LINE_TEXT } from '@pvd/shared/api/common-fields';
import type { CallResponse } from '@pvd/shared/api/define';
import * as pvsystCalls from '@pvd/shared/api/pvsyst';
import { decodePvsystBytes } from '@pvd/shared/catalogue/pvsyst/decode';
import { PVSYST_MAX_CHARACTERS } from '@pvd/shared/catalogue/pvsyst/parse';
import { kindOfFileName, type PvsystKind } from '@pvd/shared/catalogue/pvsyst/read';
import { validationMessage } from '@pvd/shared/errors/validation';
import { api } from './api';
import { ApiError } from './api-error';
import type { Language } from './language';

export type PvsystRead = CallResponse<typeof pvsystCalls.readPvsystFile>;

/** What the chooser shows: the file's extensions in both cases. */
export const PVSYST_ACCEPT: Record<PvsystKind, string> = { module: '.pan,.PAN', inverter: '.ond,.OND' };

/** The fields read, or why not: `message` for the form to show; none when the client showed it. */
export type PvsystFileOutcome = { ok: true; read: PvsystRead } | { ok: false; message?: string };

const refused = (message: string): PvsystFileOutcome => ({ ok: false, message });

/**
 * Reads `file` for a form that wants `kind`. Failures other than a refusal of the file (the
 * network, the server) are shown by the API client.
 */
export async function readPvsystFile(
  file: File,
  kind: PvsystKind,
  language: Language,
): Promise<PvsystFileOutcome> {
  if (!kindOfFileName(file.name)) return refused(validationMessage('pvsystFileType', language));
  // A character takes at least one byte in UTF-8 and in Windows-1252.
  if (file.size > PVSYST_MAX_CHARACTERS) return refused(validationMessage('pvsystFileTooLarge', language));
  const content = decodePvsystBytes(new Uint8Array(await file.arrayBuffer()));
  // Control characters (a NUL, an image's header) are in no text file; the call would refuse them.
  if (!MULTI_LINE_TEXT.test(content)) return refused(validationMessage('pvsystNotText', language));
  try {
    const read = await api(
      pvsystCalls.readPvsystFile,
      { fileName: file.name, content },
      { quiet: [118, 119] },
    );
    if (read.kind !== kind) {
      return refused(
        validationMessage(kind === 'module' ? 'pvsystNotModule' : 'pvsystNotInverter', language),
      );
    }
    return { ok: true, read };
  } catch (error) {
    // The server's refusal of the file is the form's to show; anything else the client showed.
    if (error instanceof ApiError && error.code === 119) return refused(error.message);
    if (error instanceof ApiError && error.code === 118) {
      return refused(error.fieldErrors[0]?.message ?? validationMessage('pvsystNotText', language));
    }
    return { ok: false };
  }
}

/**
 * Puts the fields read into a form: every field the form has takes the file's value as text; the
 * others keep what they hold (a field the file lacks stays as typed).
 */
export function fillForm<F extends string>(
  values: Readonly<Record<F, string>>,
  read: Readonly<Partial<Record<string, string | number>>> | undefined,
  change: (field: F, value: string) => void,
): void {
  for (const [field, value] of Object.entries(read ?? {})) {
    if (value !== undefined && Object.hasOwn(values, field)) change(field as F, String(value));
  }
}
