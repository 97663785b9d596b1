/**
 * The stored project stays far below DynamoDB's 400 KB item limit at the largest project the
 * editor allows, and its request fits the API's 1 MB body limit.
 */

import { projectBodyBytes } from '@pvd/functions/_lib/db/entities/project';
import { TARIFF_LIMITS } from '@pvd/shared/constants/limits';
import { rounded } from '@pvd/shared/numbers/rounding';
import type { MeterFileRecord } from '@pvd/shared/project/record/meter-file';
import type { ProjectInput, ProjectRecord } from '@pvd/shared/project/record/project';
import { assembleProject } from '@pvd/shared/project/save/assemble';
import type { Tariff } from '@pvd/shared/tariff/schema';
import {
  largestCopies,
  largestProjectBody,
  largestProjectInput,
} from '@tests/shared/project/support/largest-project';
import { describe, expect, it } from 'vitest';

/** DynamoDB's item limit. [bytes] */
const ITEM_LIMIT = 400 * 1024;
/** The API's body limit (functions/_lib/middleware/request-body.ts). [bytes] */
const BODY_LIMIT = 1024 * 1024;

function assembled(input: ProjectInput) {
  const result = assembleProject(input, largestCopies, {
    projectId: 'p-largest',
    proType: 0,
    version: 1,
    createTime: '2026-11-24T00:00:00.000Z',
    now: '2026-11-24T00:00:00.000Z',
    sharedBy: null,
  });
  if (!result.ok) throw new Error('the project did not assemble');
  return result.record;
}

describe('the largest project', () => {
  it('stores its body at every limit at once in under a third of an item', () => {
    // Act: random figures everywhere, the compressor's worst case.
    const record = assembled(largestProjectInput());
    const bytes = projectBodyBytes(record);
    // Assess
    expect(record.inverter[0]!.inverters.flatMap((unit) => unit.DC)).toHaveLength(3200);
    expect(record.pvArray.every((array) => array.layout!.removedPanels.length === 1000)).toBe(true);
    expect(bytes).toBeLessThan(ITEM_LIMIT / 3);
    // Why compression: the record itself (about 1.1 MB) would not fit in one item.
    expect(Buffer.byteLength(JSON.stringify(record))).toBeGreaterThan(ITEM_LIMIT);
  });

  it('stores the issue’s large project (20 drawn arrays of 5 000 panels, 200 removed each, 50 inverters of 12 MPPTs) in a sixth of an item', () => {
    // Prepare
    const input = largestProjectInput();
    for (const array of input.pvArray)
      array.layout!.removedPanels = array.layout!.removedPanels.slice(0, 200);
    for (const unit of input.inverter[0]!.inverters) unit.DC = unit.DC.slice(0, 12);
    // Act
    const bytes = projectBodyBytes(assembled(input));
    // Assess
    expect(bytes).toBeLessThan(ITEM_LIMIT / 6);
  });

  it('is sent in one request under the API’s body limit', () => {
    expect(Buffer.byteLength(largestProjectBody())).toBeLessThan(BODY_LIMIT);
  });

  it('stays under a third of an item with the largest tariff copy and a meter file beside it', () => {
    // Prepare: 6 periods of 32 random characters in all three schedules, every holiday, the
    // longest note; a meter file's preview of random figures (12 × 24 and 7 × 96 values).
    const random = () => Math.random().toString(36).slice(2);
    const periods = Array.from({ length: TARIFF_LIMITS.periods }, () =>
      `${random()}${random()}`.slice(0, 32),
    );
    const schedule = () =>
      Array.from({ length: 12 }, () =>
        Array.from({ length: 24 }, () => periods[Math.floor(Math.random() * 6)]!),
      );
    const tariff: Tariff = {
      name: random(),
      currency: 'CNY',
      periods: Object.fromEntries(
        periods.map((name) => [name, { import: Math.random(), export: Math.random() }]),
      ),
      weekday: schedule(),
      weekend: schedule(),
      holiday: schedule(),
      holidays: Array.from({ length: TARIFF_LIMITS.holidays }, (_, i) => `20${20 + (i % 30)}-01-01`),
      note: Array.from({ length: 200 }, random).join(' ').slice(0, 2000),
    };
    // Random kW up to 1,000 with the 3 decimals the preview keeps (loadFilePreview rounds every
    // figure it stores as 'loadKw'; only the server writes a meter file's preview).
    const matrix = (rows: number, columns: number) =>
      Array.from({ length: rows }, () =>
        Array.from({ length: columns }, () => rounded(Math.random() * 1000, 'loadKw')),
      );
    const meterFile = {
      id: random(),
      fileName: `${random()}.csv`,
      stepMinutes: 1,
      choices: { timeZone: 'Asia/Shanghai' },
      savedAt: '2026-12-02T00:00:00.000Z',
      summary: { monthHourKw: matrix(12, 24), typicalWeekKw: matrix(7, 96) },
      guesses: {},
      needs: [],
    } as unknown as MeterFileRecord;
    const record: ProjectRecord = {
      ...assembled(largestProjectInput()),
      tariff: { source: 'own', sourceId: null, version: 0, tariff },
      userLoad: { typicalShape: 'office', meterFile },
    };
    // Act
    const bytes = projectBodyBytes(record);
    // Assess
    expect(bytes).toBeLessThan(ITEM_LIMIT / 3);
  });
});
