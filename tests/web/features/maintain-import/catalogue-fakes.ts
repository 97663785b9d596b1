/**
 * Catalogue data and a fake S3 for the maintainer's page tests: inverter rows and details as the
 * inverter calls answer them, paged fakes, and a storage that accepts pre-signed PUTs (the fake
 * API only speaks JSON).
 */
import { SYSTEM_INVERTER_LIST_COLUMNS } from '@pvd/shared/catalogue/system-inverter-view';
import { vi } from 'vitest';
import { type Envelope, ok } from '../../support/fake-api';

/** A model as queryInverterInfo answers it. */
export function inverterInfo(i: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `inv-${i}`,
    modelname: `SUN-${i}K-G`,
    series: i % 2 ? 'SUN-S' : 'SUN-T',
    us: '0',
    img: null,
    invertertype: 1,
    mainsvoltype: 'Single-Phase',
    protectionclass: 'IP65',
    sizelength: 330,
    sizewidth: 360,
    sizeheight: 160,
    weight: 11.5,
    maxeffec: 97.8,
    europeeffec: 97.2,
    maxdcpower: '6500',
    maxdcvoltage: '550/550',
    maxdccurrent: '13/13',
    mppvoltagerangemin: 125,
    mppvoltagerangemax: 500,
    mpptcount: 2,
    mppnumberofstrings: '1/1',
    maxmppt: '3900/3900',
    gridconnectedvolrangemin: 160,
    gridconnectedvolrangemax: 300,
    gridconnectedfreqrangemin: 45,
    gridconnectedfreqrangemax: 65,
    nominalgridfrequency: '50/60',
    nominalgridvoltage: '220/230/240',
    ratedacoutputpower: i * 1000,
    maxacpower: i * 1100,
    maxaccurrent: 25,
    isneedallaccess: '0',
    vendor: 'PV-Sun',
    maxshortcircuitcurrent: '17/17',
    createtime: '2026-11-21T10:00:00.000Z',
    lastmodifytime: '2026-11-21T10:00:00.000Z',
    version: 2,
    ...overrides,
  };
}

/** The list row of pageQuerySystemInverter: the list columns and the image. */
export function inverterRow(i: number, overrides: Record<string, unknown> = {}) {
  const info: Record<string, unknown> = inverterInfo(i, overrides);
  return Object.fromEntries([...SYSTEM_INVERTER_LIST_COLUMNS, 'img'].map((column) => [column, info[column]]));
}

/** A fake paged call over `items` (ignoring filters). */
export function paged(items: readonly unknown[]) {
  return (body: Record<string, unknown>): Envelope => {
    const limit = Number(body.limit);
    const offset = Number(body.offset);
    return ok({
      resultData: items.slice((offset - 1) * limit, offset * limit),
      limit,
      offset,
      totalCount: items.length,
    });
  };
}

export interface StoredPut {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Lets pre-signed PUTs succeed (call after installFakeApi); answers what was put. */
export function acceptUploads(): StoredPut[] {
  const puts: StoredPut[] = [];
  const api = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method !== 'PUT') return api(input, init);
      puts.push({ url: String(input), headers: init.headers as Record<string, string>, body: init.body });
      return new Response(null, { status: 200 });
    }),
  );
  return puts;
}

/** What an upload call answers: a job and where to PUT the file. */
export function uploadStarted(jobId: string) {
  return ok({
    jobId,
    url: `https://storage.test/imports/${jobId}.xlsx`,
    headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    expiresAt: Date.now() + 900_000,
  });
}

/** A finished import job answering `code` with `data`. */
export function finishedJob(
  jobId: string,
  code: number,
  message: string | null,
  data: Record<string, unknown>,
) {
  return {
    jobId,
    kind: 'inverter',
    fileName: 'inverters.xlsx',
    state: 'done',
    code,
    message,
    data: { imported: 0, alreadyImported: [], rowErrors: [], rowErrorCount: 0, columns: [], ...data },
    progress: { done: 2, total: 2 },
    createtime: '2026-11-21T10:00:00.000Z',
    finishtime: '2026-11-21T10:00:01.000Z',
  };
}

/** An .xlsx file as the browser hands it over (the content is not read by the page). */
export function spreadsheet(name = 'inverters.xlsx', bytes = 2048): File {
  return new File([new Uint8Array(bytes)], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}
