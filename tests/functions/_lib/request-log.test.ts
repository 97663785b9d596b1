/**
 * Every log line of an invocation carries the Lambda context (Powertools' `injectLambdaContext`
 * in the one middleware stack): a real handler, a sample event, the local runtime's context, and
 * the JSON lines the logger writes to stdout.
 */

import { lambdaContext } from '@pvd/infra/local/handlers';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleEvent } from '../../support/events';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

/** The JSON lines written to stdout while `act` runs. */
async function stdoutLines(act: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const written: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  try {
    await act();
  } finally {
    spy.mockRestore();
  }
  return written
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the request log', () => {
  let handler: Handler;

  beforeAll(async () => {
    // Prepare: the unit project runs with LOG_LEVEL=silent; the logger reads its level on import,
    // and counts cold starts only where Lambda says it initialised on demand.
    vi.stubEnv('LOG_LEVEL', 'info');
    vi.stubEnv('AWS_LAMBDA_INITIALIZATION_TYPE', 'on-demand');
    ({ handler } = (await import('@pvd/functions/Common/getTimezones')) as { handler: Handler });
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('writes one call line per request with the request id, cold start first, warm after', async () => {
    // Prepare
    const first = lambdaContext('Common-getTimezones');
    const second = lambdaContext('Common-getTimezones');

    // Act
    const firstLines = await stdoutLines(() => handler(sampleEvent('Common/getTimezones'), first));
    const secondLines = await stdoutLines(() => handler(sampleEvent('Common/getTimezones'), second));

    // Assess
    expect(firstLines).toHaveLength(1);
    expect(firstLines[0]).toMatchObject({
      level: 'INFO',
      message: 'call',
      call: 'Common/getTimezones',
      status: 200,
      code: 0,
      function_name: 'Common-getTimezones',
      function_request_id: first.awsRequestId,
      cold_start: true,
    });
    expect(firstLines[0]?.durationMs).toEqual(expect.any(Number));
    expect(secondLines).toHaveLength(1);
    expect(secondLines[0]).toMatchObject({
      message: 'call',
      function_request_id: second.awsRequestId,
      cold_start: false,
    });
    expect(second.awsRequestId).not.toBe(first.awsRequestId);
  });

  it('carries the request id on an error answer too, and neither the body nor the token', async () => {
    // Prepare
    const context = lambdaContext('Common-getTimezones');
    const event = sampleEvent('Common/getTimezones');
    event.body = '{"password":"hunter2-secret"';
    event.headers.token = 'token-that-must-not-be-logged';

    // Act
    const lines = await stdoutLines(() => handler(event, context));

    // Assess
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ message: 'call', code: 118, function_request_id: context.awsRequestId });
    const text = JSON.stringify(lines);
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('token-that-must-not-be-logged');
  });
});
