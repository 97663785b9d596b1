/**
 * The sample events of events/ (`<group>/<call>.json` and its `.invalid` and `.unauthorized`
 * variants) stay true to the call list: each names a listed call on its own route, a sample's
 * body is one its call takes and an `.invalid` one is refused by the call's schema (or is no
 * JSON), and an `.unauthorized` one carries no token and is answered 102 by the handler before
 * anything is read. tests/api/hardening/sample-events.test.ts sends the `.invalid` ones through
 * the local runtime with a real session.
 */
import { readdirSync } from 'node:fs';
import type { LambdaApiHandler } from '@pvd/functions/_lib/middleware/api-handler';
import { callPath, findCall } from '@pvd/shared/api/calls';
import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { sampleEvent } from '../support/events';

const eventsDir = new URL('../../events/', import.meta.url);
const context = { functionName: 'test', getRemainingTimeInMillis: () => 10_000 } as Context;

/** Every call sample as [`group/call`, variant ('' for the sample itself)]. */
const samples = readdirSync(eventsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 's3')
  .flatMap((group) =>
    readdirSync(new URL(`${group.name}/`, eventsDir))
      .filter((file) => file.endsWith('.json'))
      .map((file) => {
        const [call, variant = ''] = file.slice(0, -'.json'.length).split('.');
        return [`${group.name}/${call}`, variant] as const;
      }),
  );

function bodyOf(name: string): unknown {
  try {
    return JSON.parse(sampleEvent(name).body ?? '');
  } catch {
    return undefined;
  }
}

describe('the sample events', () => {
  it('cover the meter file and tariff calls with all three variants', () => {
    const names = new Set(samples.map(([path, variant]) => `${path}${variant ? `.${variant}` : ''}`));
    for (const path of ['userload/saveLoadFile', 'userload/previewLoadFile', 'tariff/insertUserTariff']) {
      for (const name of [path, `${path}.invalid`, `${path}.unauthorized`]) expect(names).toContain(name);
    }
  });

  it.each(samples)('%s (%s) names its listed call on its route', (path, variant) => {
    const event = sampleEvent(`${path}${variant ? `.${variant}` : ''}`);
    const call = findCall(path);
    expect(call && callPath(call)).toBe(path);
    expect(event.rawPath).toBe(`/api/${path}`);
    expect(event.routeKey).toBe(`POST /api/${path}`);
  });

  it.each(samples.filter(([, variant]) => variant !== 'invalid'))(
    '%s (%s) has a body its call takes',
    (path, variant) => {
      const result = findCall(path)!.request.safeParse(bodyOf(`${path}${variant ? `.${variant}` : ''}`));
      expect(result.error?.issues ?? []).toEqual([]);
    },
  );

  it.each(samples.filter(([, variant]) => variant === 'invalid'))(
    '%s.invalid has a body its call refuses',
    (path) => {
      const body = bodyOf(`${path}.invalid`);
      expect(body === undefined || !findCall(path)!.request.safeParse(body).success).toBe(true);
    },
  );

  it.each(samples.filter(([, variant]) => variant === 'unauthorized'))(
    '%s.unauthorized carries no token and is answered 102',
    async (path) => {
      const event = sampleEvent(`${path}.unauthorized`);
      expect(Object.keys(event.headers).map((name) => name.toLowerCase())).not.toContain('token');
      const { handler } = (await import(`@pvd/functions/${path}`)) as { handler: LambdaApiHandler };
      const result = (await handler(event, context)) as { statusCode: number; body: string };
      expect([result.statusCode, JSON.parse(result.body).code]).toEqual([401, 102]);
    },
  );
});
