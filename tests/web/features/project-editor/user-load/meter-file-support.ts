/**
 * Meter files for the load step's tests, read by the real reader: a fake server's preview and save
 * answer what shared/load would answer for the same bytes and choices.
 */
import { loadFilePreview } from '@pvd/shared/load/load-preview';
import type { MeterFileChoices } from '@pvd/shared/load/meter-file/choices';
import { readMeterFile } from '@pvd/shared/load/meter-file/read';
import type { MeterFileRecord } from '@pvd/shared/project/record/meter-file';
import { type Envelope, ok } from '@tests/web/support/fake-api';

export { quarterHourEnds } from '@tests/support/meter-files';

/** The preview the server answers for `text` read with `choices`, or its refusal. */
export function previewAnswer(text: string, fileName: string, choices: MeterFileChoices): Envelope {
  const result = readMeterFile(new TextEncoder().encode(text), fileName, choices);
  if (!result.ok) {
    const { code, params } = result.refusal;
    return { code: 118, message: code, data: { reason: code, row: params.row ?? null, params } };
  }
  return ok({ ...loadFilePreview(result.load), fileName });
}

/** The meter file a project keeps after `text` was saved with `choices`. */
export function keptMeterFile(
  text: string,
  fileName: string,
  choices: MeterFileChoices = {},
): MeterFileRecord {
  const answer = previewAnswer(text, fileName, choices).data as MeterFileRecord;
  return {
    ...answer,
    id: 'load-1',
    fileName,
    stepMinutes: answer.summary.stepMinutes,
    choices,
    savedAt: '2026-12-01T08:00:00.000Z',
  };
}
