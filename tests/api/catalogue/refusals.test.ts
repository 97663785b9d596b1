/**
 * The refusals every catalogue call shares, call by call: no token (102), an expired token (101),
 * the wrong role (114, HTTP 403) and a body that is not JSON (118). None of them changes anything.
 */

import { calls } from '@pvd/shared/api/calls';
import { Role } from '@pvd/shared/constants/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api-client';
import { onlyUseInTestsSnapshotTable } from '../../support/table';
import { demoToken, expiredToken } from './support/accounts';

const catalogueCalls = [
  ...Object.values(calls.component),
  ...Object.values(calls.cablematerial),
  // queryUserProInverter and queryMonthPowerGeneration belong to projects and the engine.
  ...Object.values(calls.inverter).filter(
    (call) => call.name !== 'queryUserProInverter' && call.name !== 'queryMonthPowerGeneration',
  ),
  calls.Common.queryCurrencyOptions,
  calls.Common.queryNominalGridVoltageOptions,
  calls.Common.queryNominalGridFrequencyOptions,
  calls.Common.queryComponentOptions,
  calls.Common.queryAllSystemManufacturerOptions,
  calls.Common.queryAllUserManufacturerOptions,
  calls.Common.queryAllManufacturerOptions,
  calls.upload.queryImportJob,
  calls.upload.queryImportTemplate,
];
const named = catalogueCalls.map((call) => [`${call.group}/${call.name}`, call] as const);

/** The role that may not use a call, when there is one (admin passes every check). */
function wrongRole(access: readonly number[]): 'user' | 'maintain' | undefined {
  if (!access.includes(Role.user)) return 'user';
  if (!access.includes(Role.maintain)) return 'maintain';
  return undefined;
}

let before: string[];
let expired: string;

beforeAll(async () => {
  expired = await expiredToken();
  await Promise.all([demoToken('user'), demoToken('maintain')]);
  before = await onlyUseInTestsSnapshotTable();
});

describe('every catalogue call', () => {
  it('covers the issue’s calls and readPvsystFile: 16 component, 7 cablematerial, 18 inverter, 7 Common, 2 upload', () => {
    expect(catalogueCalls).toHaveLength(50);
  });

  it.each(named)('%s answers 102 without a token', async (path) => {
    // Act
    const answer = await callApi(path, {});
    // Assess
    expect(answer).toMatchObject({ status: 401, code: 102, data: null });
  });

  it.each(named)('%s answers 101 with an expired token', async (path) => {
    // Act
    const answer = await callApi(path, {}, { token: expired });
    // Assess
    expect(answer).toMatchObject({ status: 401, code: 101, data: null });
  });

  it.each(named)('%s answers 118 for a body that is not JSON', async (path) => {
    // Prepare
    const token = await demoToken('maintain');
    // Act
    const answer = await callApi(path, {}, { token, rawBody: '{"limit": 10,' });
    // Assess
    expect(answer).toMatchObject({ status: 400, code: 118, message: 'The request body is not valid JSON' });
  });

  const roleBound = named.filter(([, call]) => call.access !== 'public' && wrongRole(call.access));
  it.each(roleBound)('%s answers 114 (HTTP 403) to the wrong role', async (_path, call) => {
    // Prepare
    const role = wrongRole(call.access as number[])!;
    // Act
    const answer = await callApi(`${call.group}/${call.name}`, {}, { token: await demoToken(role) });
    // Assess
    expect(answer).toMatchObject({ status: 403, code: 114, data: null });
  });

  it('changed nothing in the table through all of these refusals', async () => {
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });
});
