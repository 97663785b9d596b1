/**
 * The origin check of the one middleware stack: with ORIGIN_SECRET set (deployed), a request that
 * did not come through CloudFront (no or a wrong `x-origin-verify`) is refused before anything
 * runs, and the viewer's address is read from `x-viewer-ip` only on a request that carries the
 * secret; without a secret the header is never believed. Before, `x-viewer-ip` was believed from
 * anyone who called the execute-api address, so a client chose the address its attempts counted on.
 */
import { resetConfigForTests } from '@pvd/functions/_lib/config/env';
import { publicApiHandler } from '@pvd/functions/_lib/middleware/api-handler';
import { lambdaContext } from '@pvd/infra/local/handlers';
import { getTimezones } from '@pvd/shared/api/common';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleEvent } from '../../support/events';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

/** A real handler of the stack that answers the address it was given and counts its runs. */
const runs: string[] = [];
const handler = publicApiHandler(getTimezones, async ({ sourceIp }) => {
  runs.push(sourceIp);
  return [{ value: sourceIp, label: 'address' }];
});

async function call(headers: Record<string, string>) {
  const event = sampleEvent('Common/getTimezones'); // connection address 203.0.113.7
  event.headers = { ...event.headers, ...headers };
  const result = (await handler(event, lambdaContext('test'))) as APIGatewayProxyStructuredResultV2;
  return {
    status: result.statusCode,
    body: JSON.parse(result.body ?? '') as { code: number; data: unknown },
  };
}

function withSecret(secret: string | undefined) {
  vi.stubEnv('ORIGIN_SECRET', secret);
  resetConfigForTests();
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
  runs.length = 0;
});

describe('the origin check', () => {
  it('refuses a request without CloudFront’s secret, or with a wrong one, before the handler runs (114, 403)', async () => {
    // Prepare
    withSecret(SECRET);
    // Act
    const answers = [
      await call({ 'x-viewer-ip': '198.51.100.1' }),
      await call({ 'x-origin-verify': `${SECRET}x`, 'x-viewer-ip': '198.51.100.1' }),
      await call({ 'x-origin-verify': '' }),
    ];
    // Assess
    for (const answer of answers) expect(answer).toMatchObject({ status: 403, body: { code: 114 } });
    expect(runs).toEqual([]);
  });

  it('takes the viewer’s address from x-viewer-ip on a request that carries the secret', async () => {
    // Prepare
    withSecret(SECRET);
    // Act
    const answer = await call({ 'X-Origin-Verify': SECRET, 'x-viewer-ip': ' 198.51.100.1 ' });
    const withoutViewer = await call({ 'x-origin-verify': SECRET });
    // Assess
    expect(answer).toMatchObject({ status: 200, body: { code: 0 } });
    expect(runs).toEqual(['198.51.100.1', '203.0.113.7']);
    expect(withoutViewer.status).toBe(200);
  });

  it('never believes x-viewer-ip without a configured secret: the connection’s address counts', async () => {
    // Prepare
    withSecret(undefined);
    // Act
    const answer = await call({ 'x-viewer-ip': '198.51.100.1', 'x-origin-verify': SECRET });
    // Assess
    expect(answer.status).toBe(200);
    expect(runs).toEqual(['203.0.113.7']);
  });
});
