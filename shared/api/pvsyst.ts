/**
 * The product's own call that reads a PVsyst component file (beyond the original call list): the
 * custom panel dialog (user), the system panel drawer and the inverter drawer (maintain) send a
 * .PAN or .OND file's text, decoded in the browser (shared/catalogue/pvsyst/decode.ts), and get
 * the product's fields filled from it for review, with the warnings. Nothing is stored: the
 * reviewed fields are saved through the existing calls.
 *
 * Refusal: 119 with the reason for a file that is not a readable .PAN or .OND file (its name,
 * its size, its first line, a block cut short …).
 */
import * as z from 'zod';
import {
  pvsystInverter,
  pvsystInverterExtras,
  pvsystModuleExtras,
  pvsystPanel,
} from '../catalogue/pvsyst/shapes';
import { Role } from '../constants/roles';
import { multiLine, requiredTextField } from './common-fields';
import { defineCall } from './define';

export const readPvsystFile = defineCall({
  group: 'component',
  name: 'readPvsystFile',
  summary:
    'Reads a PVsyst module (.PAN) or inverter (.OND) file into the product’s panel or inverter fields for review; stores nothing.',
  access: [Role.user, Role.maintain],
  request: z.object({
    /** The file's name; .PAN or .OND (any case). */
    fileName: requiredTextField(255),
    /**
     * The file's text (the request's 1 MB body bounds it; the reader refuses above 256 KB). Lines
     * and tabs as a file has them; no other control character, as every text the API takes.
     */
    content: multiLine(
      z.string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalidType') }),
    ),
  }),
  response: z.object({
    kind: z.enum(['module', 'inverter']),
    /** PVsyst's version as the file states it, or null. */
    version: z.string().nullable(),
    panel: pvsystPanel.optional(),
    /** What the file says that the product's panel does not keep, shown for review. */
    moduleExtras: pvsystModuleExtras.optional(),
    inverter: pvsystInverter.optional(),
    inverterExtras: pvsystInverterExtras.optional(),
    /** What the file lacks or the product cannot hold, in the caller's language. */
    warnings: z.array(z.string()),
  }),
});
