import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api-client';
import { onlyUseInTestsSnapshotTable } from '../../support/table';

describe('account/login', () => {
  it('answers a token for a demo account, whatever the e-mail case and spaces', async () => {
    // Act
    const answer = await callApi<{ token: string; accountRole: number }>('account/login', {
      email: ' Demo-User@Example.com ',
      password: inject('runtime').demoPassword,
    });
    // Assess
    expect(answer.code).toBe(0);
    expect(answer.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.data.accountRole).toBe(0);
  });

  it('answers 106 for a wrong password and changes nothing', async () => {
    // Prepare
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const answer = await callApi('account/login', { email: 'demo-user@example.com', password: 'not-the-password' });
    // Assess
    expect(answer).toMatchObject({ status: 200, code: 106, message: 'Email Or Password Is Wrong' });
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });
});
