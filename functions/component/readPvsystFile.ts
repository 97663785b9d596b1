/**
 * component/readPvsystFile: a PVsyst .PAN or .OND file's text → the product's panel or inverter
 * fields for review, with the warnings in the caller's language (119 with the reason for a file
 * that is not a readable one). Reads nothing and stores nothing.
 */
import { readPvsystFile } from '@pvd/shared/api/pvsyst';
import { readPvsystText } from '@pvd/shared/catalogue/pvsyst/read';
import { warningText } from '@pvd/shared/catalogue/pvsyst/warnings';
import { Code } from '@pvd/shared/errors/codes';
import { AppError } from '../_lib/errors';
import { apiHandler } from '../_lib/middleware/api-handler';

export const handler = apiHandler(readPvsystFile, async ({ input, culture }) => {
  const result = readPvsystText(input.fileName, input.content);
  if (!result.ok) {
    const status = result.reason === 'pvsystFileTooLarge' ? 413 : undefined;
    throw new AppError(Code.fileRejected, { messageKey: result.reason, status });
  }
  const { warnings, ...read } = result.read;
  return { ...read, warnings: warnings.map((warning) => warningText(warning, culture)) };
});
