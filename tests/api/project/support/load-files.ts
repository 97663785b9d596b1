/**
 * Meter files the way the browser sends them: a pre-signed PUT (createLoadFileUpload), then
 * previewLoadFile or saveLoadFile; and the meter files the tests write (a known load of
 * tests/shared/load/meter-file/support/fixtures.ts as `time,kw`).
 */

import {
  energyOf,
  intervalStarts,
  isoSpace,
  knownKw,
  lines,
  START_2023,
  utf8,
} from '@tests/shared/load/meter-file/support/fixtures';
import { type ApiAnswer, callApi } from '@tests/support/api-client';
import { onlyUseInTestsListObjects } from '@tests/support/bucket';
import type { PresignedUpload } from '../../engine/support/weather-upload';

export interface MeterFileAnswer {
  id: string;
  fileName: string;
  stepMinutes: number;
  choices: Record<string, string>;
  savedAt: string;
  summary: Record<string, unknown> & {
    annualKwh: number;
    peakKw: number;
    monthHourKw: number[][];
    typicalWeekKw: number[][];
  };
  guesses: Record<string, { value: string; from: string }>;
  needs: string[];
}

/** Asks for an upload URL (for `projectId` when given) and PUTs the bytes; answers the upload id. */
export async function putLoadFile(
  token: string,
  fileName: string,
  bytes: Uint8Array,
  projectId?: string,
): Promise<string> {
  const upload = await callApi<PresignedUpload>(
    'userload/createLoadFileUpload',
    { fileName, size: bytes.byteLength, ...(projectId && { projectId }) },
    { token },
  );
  if (upload.code !== 0) throw new Error(`createLoadFileUpload failed: ${upload.code} ${upload.message}`);
  const put = await fetch(upload.data.url, { method: 'PUT', headers: upload.data.headers, body: bytes });
  if (!put.ok) throw new Error(`the pre-signed PUT failed with HTTP ${put.status}`);
  return upload.data.uploadId;
}

/** Uploads and saves a meter file for the project; answers saveLoadFile's whole answer. */
export async function saveMeterFile(
  token: string,
  projectId: string,
  fileName: string,
  bytes: Uint8Array,
  options: { choices?: Record<string, string>; culture?: 'zh-CN' | 'en' } = {},
): Promise<ApiAnswer<{ version: number; meterFile: MeterFileAnswer }>> {
  const uploadId = await putLoadFile(token, fileName, bytes, projectId);
  return callApi(
    'userload/saveLoadFile',
    { projectId, uploadId, fileName, ...(options.choices && { choices: options.choices }) },
    { token, culture: options.culture ?? 'en' },
  );
}

/** `time,kw` lines of the known load, every `stepMinutes` for `days` days from 2023-01-01. */
export function knownLoadFile(stepMinutes: number, days = 365, header = 'time,kw'): Uint8Array {
  const starts = intervalStarts(START_2023, stepMinutes, days);
  return utf8(lines([header, ...starts.map((m) => `${isoSpace(m)},${knownKw(m)}`)]));
}

/** The known load's energy and peak over `days` days at `stepMinutes`. [kWh], [kW] */
export function knownLoadFigures(stepMinutes: number, days = 365) {
  return energyOf(intervalStarts(START_2023, stepMinutes, days), stepMinutes, knownKw);
}

/** Every load object of the bucket. */
export function loadObjects(): Promise<string[]> {
  return onlyUseInTestsListObjects('loads/');
}
