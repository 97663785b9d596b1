import { handler as login } from '@pvd/functions/account/login';
import { handler as pageQueryUser } from '@pvd/functions/account/pageQueryUser';
import { handler as queryAccountInfo } from '@pvd/functions/account/queryAccountInfo';
import { handler as register } from '@pvd/functions/account/register';
import { handler as getTimezones } from '@pvd/functions/Common/getTimezones';
import type { APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { sampleEvent } from '../../support/events';

const context = { functionName: 'test', getRemainingTimeInMillis: () => 10_000 } as Context;

function envelope(result: APIGatewayProxyResultV2) {
  const r = result as { statusCode: number; body: string };
  return { status: r.statusCode, ...JSON.parse(r.body) } as {
    status: number;
    code: number;
    message: string;
    data: unknown;
  };
}

// These refusals happen before any table read, so they run without AWS or emulators.
describe('handlers on the sample events (no AWS needed before the first read)', () => {
  it('Common/getTimezones answers the zones in Chinese', async () => {
    const answer = envelope(await getTimezones(sampleEvent('Common/getTimezones'), context));
    expect(answer.code).toBe(0);
    expect(answer.data).toEqual(
      expect.arrayContaining([{ value: 'UP8', label: '(UTC+08:00) 北京、重庆、香港、台北、新加坡' }]),
    );
  });

  it('Common/getTimezones.invalid (bad JSON) answers 118', async () => {
    expect(envelope(await getTimezones(sampleEvent('Common/getTimezones.invalid'), context))).toMatchObject({
      status: 400,
      code: 118,
    });
  });

  it('account/login.invalid (no e-mail) answers 104', async () => {
    expect(envelope(await login(sampleEvent('account/login.invalid'), context))).toMatchObject({
      status: 400,
      code: 104,
    });
  });

  it('account/register.invalid lists the three bad fields', async () => {
    const answer = envelope(await register(sampleEvent('account/register.invalid'), context));
    expect(answer.code).toBe(118);
    expect((answer.data as { fieldErrors: { field: string }[] }).fieldErrors.map((e) => e.field)).toEqual([
      'email',
      'password',
      'timeZoneId',
    ]);
  });

  it('the .unauthorized variants answer 102', async () => {
    expect(
      envelope(await queryAccountInfo(sampleEvent('account/queryAccountInfo.unauthorized'), context)),
    ).toMatchObject({ status: 401, code: 102 });
    expect(
      envelope(await pageQueryUser(sampleEvent('account/pageQueryUser.unauthorized'), context)),
    ).toMatchObject({ code: 102 });
  });
});
