/**
 * For every call of the call list: a JSON value that is not an object (null,
 * an array, a number, a string) and a body not declared as application/json (what a cross-site
 * HTML form can send) answer 118 and change nothing. Before the fix, seven calls answered 500 to
 * `null` (their cross-field checks read fields of it) and every call parsed text/plain as JSON.
 */
import { allCalls, callPath } from '@pvd/shared/api/calls';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api-client';
import { onlyUseInTestsSnapshotTable } from '../../support/table';
import { demoToken } from '../catalogue/support/accounts';

const paths = allCalls.map(callPath);
let before: string[];
let adminToken: string;

beforeAll(async () => {
  // The admin passes every role check, so the body is the only thing that can be refused.
  adminToken = await demoToken('admin');
  before = await onlyUseInTestsSnapshotTable();
});

describe('request bodies that are not JSON objects', () => {
  it.each(['null', '[]', '[{"id":"x"}]', '42', '"text"'])('every call answers %s with 118', async (raw) => {
    // Act
    const answers = await Promise.all(
      paths.map(
        async (path) => [path, await callApi(path, undefined, { rawBody: raw, token: adminToken })] as const,
      ),
    );
    // Assess
    for (const [path, answer] of answers) {
      expect({ path, status: answer.status, code: answer.code }).toEqual({ path, status: 400, code: 118 });
    }
  });

  it('every call refuses a text/plain body (a cross-site form) with 118 and HTTP 415', async () => {
    // Act
    const answers = await Promise.all(
      paths.map(
        async (path) =>
          [
            path,
            await callApi(path, {}, { contentType: 'text/plain', token: adminToken, culture: 'zh-CN' }),
          ] as const,
      ),
    );
    // Assess
    for (const [path, answer] of answers) {
      expect({ path, status: answer.status, code: answer.code }).toEqual({ path, status: 415, code: 118 });
      expect(answer.message).toBe('请求内容类型必须是 application/json');
    }
  });

  it('changed nothing in the table', async () => {
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });
});
