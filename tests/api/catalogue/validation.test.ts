/**
 * Bad input, call by call: a missing required field (115), a wrong-typed field (118), an
 * oversized text (118 tooLong) and a body that is not an object (118). None changes anything.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api-client';
import { onlyUseInTestsSnapshotTable } from '../../support/table';
import { demoToken } from './support/accounts';
import { fieldKeys } from './support/answers';
import { panelAndMaterialCases } from './support/bad-input-cases';
import { inverterAndOptionCases } from './support/bad-input-cases-inverter';

const cases = [...panelAndMaterialCases, ...inverterAndOptionCases];

let before: string[];

beforeAll(async () => {
  await Promise.all([demoToken('user'), demoToken('maintain')]);
  before = (await onlyUseInTestsSnapshotTable()).filter((line) => !line.includes('"PK":"IMPORTJOB#'));
});

describe('bad input', () => {
  it('covers every catalogue call', () => {
    expect(new Set(cases.map((c) => c.path)).size).toBe(50);
  });

  const missing = cases.filter((c) => c.missing).map((c) => [c.path, c] as const);
  it.each(missing)('%s answers 115 when a required field is missing', async (path, c) => {
    // Act
    const answer = await callApi(path, c.missing![0], { token: await demoToken(c.role) });
    // Assess
    expect(answer.code).toBe(115);
    expect(fieldKeys(answer).map(([field]) => field)).toContain(c.missing![1]);
  });

  it.each(cases.map((c) => [c.path, c] as const))(
    '%s answers 118 for a wrong-typed field or body',
    async (path, c) => {
      // Act
      const answer = await callApi(path, c.wrongType[0], { token: await demoToken(c.role) });
      // Assess
      expect(answer).toMatchObject({ status: 400, code: 118 });
      expect(fieldKeys(answer).map(([field]) => field)).toContain(c.wrongType[1]);
    },
  );

  const oversized = cases.filter((c) => c.oversized).map((c) => [c.path, c] as const);
  it.each(oversized)('%s answers 118 tooLong for an oversized text', async (path, c) => {
    // Act
    const answer = await callApi(path, c.oversized![0], { token: await demoToken(c.role) });
    // Assess
    expect(answer.code).toBe(118);
    expect(fieldKeys(answer)).toContainEqual([c.oversized![1], 'tooLong']);
  });

  it('changed nothing in the table through all of these refusals', async () => {
    const after = (await onlyUseInTestsSnapshotTable()).filter((line) => !line.includes('"PK":"IMPORTJOB#'));
    expect(after).toEqual(before);
  });
});
