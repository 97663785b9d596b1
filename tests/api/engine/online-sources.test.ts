/**
 * The engine handlers with online climate sources, run in this process against the test runtime's
 * DynamoDB and with PVGIS and NASA POWER played by a loopback server: the order PVGIS → NASA
 * POWER → estimate, the table cache per source and rounded location, and the source named in
 * every answer. (The runtime's own handlers cannot be pointed at a fake server: they run in
 * another process with their own environment.)
 */
import { readFileSync } from 'node:fs';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type FakeServer,
  nasaPowerAnswer,
  pvgisTmyAnswer,
  startFakeServer,
} from '../../functions/climate/support/fake-sources';
import { demo, loginAs } from '../../support/accounts';
import { onlyUseInTestsGetItem } from '../../support/table';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

const context = { functionName: 'test', getRemainingTimeInMillis: () => 30_000 } as Context;
const pvgisYear = JSON.stringify(pvgisTmyAnswer({ latitude: 45, longitude: 8 }));
const pvgisHorizon = readFileSync(
  new URL('../../shared/project/fixtures/pvgis-horizon-45n8e.json', import.meta.url),
  'utf8',
);
const savedEnv = { ...process.env };

let server: FakeServer;
let token: string;
let handlers: Record<'horizontal' | 'radiation' | 'location' | 'horizon', Handler>;
let cache: typeof import('@pvd/functions/_lib/climate/default-service');

function event(path: string, body: unknown): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: `POST /api/${path}`,
    rawPath: `/api/${path}`,
    rawQueryString: '',
    headers: { 'content-type': 'application/json', token, culture: 'en' },
    requestContext: { http: { method: 'POST', path: `/api/${path}`, sourceIp: '127.0.0.1' } },
    body: JSON.stringify(body),
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
}

async function call<T>(handler: Handler, path: string, body: unknown) {
  const result = (await handler(event(path, body), context)) as { statusCode: number; body: string };
  return { status: result.statusCode, ...(JSON.parse(result.body) as { code: number; data: T }) };
}

interface Source {
  id: string;
  isEstimate: boolean;
  notice?: string;
  latitude: number;
  longitude: number;
}

beforeAll(async () => {
  server = await startFakeServer((path) => {
    const pvgis = path.startsWith('/pvgis/');
    if (path.startsWith('/pvgis/printhorizon') && path.includes('lat=45&'))
      return { status: 200, body: pvgisHorizon };
    if (path.includes('lat=45&') && pvgis) return { status: 200, body: pvgisYear };
    if (pvgis) return { status: 400, body: '{"message":"Location over the sea."}' };
    if (path.includes('latitude=46')) return { status: 200, body: JSON.stringify(nasaPowerAnswer()) };
    return { status: 503, body: '' };
  });
  const runtime = inject('runtime');
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: runtime.dynamoDbEndpoint,
    AWS_ENDPOINT_URL_S3: runtime.s3Endpoint,
    TABLE_NAME: runtime.tableName,
    BUCKET_NAME: runtime.bucket,
    VALIDATE_RESPONSES: '1',
    LOG_LEVEL: 'silent',
    PVGIS_API_URL: `${server.url}/pvgis`,
    NASA_POWER_API_URL: `${server.url}/nasa`,
    CLIMATE_SOURCE_TIMEOUT_MS: '3000',
  });
  (await import('@pvd/functions/_lib/config/env')).resetConfigForTests();
  token = await loginAs(demo.user);
  handlers = {
    horizontal: (await import('@pvd/functions/Common/queryHorizontalRadiationInfo')).handler,
    radiation: (await import('@pvd/functions/Common/queryRadiationInfo')).handler,
    location: (await import('@pvd/functions/project/queryLocationAdditional')).handler,
    horizon: (await import('@pvd/functions/climate/queryHorizonProfile')).handler,
  };
  cache = await import('@pvd/functions/_lib/climate/default-service');
});

afterAll(async () => {
  await server?.close();
  for (const name of Object.keys(process.env)) if (!(name in savedEnv)) delete process.env[name];
  Object.assign(process.env, savedEnv);
});

describe('engine handlers with online sources', () => {
  it('answer from PVGIS, name it, and store the year at the rounded location for 180 days', async () => {
    // Act
    const answer = await call<{ GAnnual: number; source: Source }>(
      handlers.horizontal,
      'Common/queryHorizontalRadiationInfo',
      { Latitude: '45.0012', Longitude: '7.9987' },
    );
    // Assess
    expect(answer.code).toBe(0);
    expect(answer.data.source).toMatchObject({
      id: 'pvgis-tmy',
      isEstimate: false,
      latitude: 45,
      longitude: 8,
    });
    expect(answer.data.source.notice).toBeUndefined();
    const item = await onlyUseInTestsGetItem('CLIMATE#pvgis-tmy#45.00_8.00', 'CLIMATE');
    expect(item).toBeDefined();
    expect((item!.hourly as Uint8Array).byteLength).toBeLessThan(100_000);
    const days = (Number(item!.expiresAt) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(179);
    expect(days).toBeLessThanOrEqual(180);
  });

  it('answer the next calls at that place without asking the source again', async () => {
    const asked = server.requests.length;
    const radiation = await call<{ source: Source }>(handlers.radiation, 'Common/queryRadiationInfo', {
      Latitude: 45.004,
      Longitude: 8,
      TiltAngle: 35,
      AzimuthAngle: 180,
    });
    expect(radiation.data.source.id).toBe('pvgis-tmy');
    expect(server.requests.length).toBe(asked);
  });

  it('a new container reads the stored year from the table', async () => {
    const stored = await cache.tableClimateCache.get('pvgis-tmy', {
      latitude: 45,
      longitude: 8,
      key: '45.00_8.00',
    });
    expect(stored?.weather().ghi.length).toBe(8760);
    expect(stored?.derived.best.surfaceTilt).toBeGreaterThan(25);
  });

  it('fall back to NASA POWER where PVGIS has no data, and store its monthly means', async () => {
    const answer = await call<{ source: Source; MinTemperature: number }>(
      handlers.location,
      'project/queryLocationAdditional',
      { latitude: '46', longitude: '8' },
    );
    expect(answer.data.source).toMatchObject({ id: 'nasa-power', isEstimate: false });
    const item = await onlyUseInTestsGetItem('CLIMATE#nasa-power#46.00_8.00', 'CLIMATE');
    expect(JSON.parse(String(item?.monthly)).source).toBe('nasa-power-climatology');
  });

  it('fall back to the flagged estimate when no source has data, and store nothing', async () => {
    const answer = await call<{ source: Source }>(
      handlers.horizontal,
      'Common/queryHorizontalRadiationInfo',
      {
        Latitude: '47',
        Longitude: '8',
      },
    );
    expect(answer.code).toBe(0);
    expect(answer.data.source).toMatchObject({ id: 'clear-sky-estimate', isEstimate: true });
    expect(answer.data.source.notice).toMatch(/not measured data/);
    expect(await onlyUseInTestsGetItem('CLIMATE#pvgis-tmy#47.00_8.00', 'CLIMATE')).toBeUndefined();
    expect(await onlyUseInTestsGetItem('CLIMATE#nasa-power#47.00_8.00', 'CLIMATE')).toBeUndefined();
  });
});

describe('climate/queryHorizonProfile with PVGIS answering', () => {
  it('answers the site’s skyline from north, stores it at the rounded place, and asks PVGIS once [SUR-8]', async () => {
    // Act
    const asked = server.requests.length;
    const first = await call<{ source: string; points: { azimuth: number; elevation: number }[] }>(
      handlers.horizon,
      'climate/queryHorizonProfile',
      { latitude: 45.0012, longitude: 7.9987 },
    );
    const second = await call<typeof first.data>(handlers.horizon, 'climate/queryHorizonProfile', {
      latitude: 44.9991,
      longitude: 8.0021,
    });
    // Assess
    expect(first.code).toBe(0);
    expect(first.data.source).toBe('pvgis');
    expect(first.data.points[0]).toEqual({ azimuth: 0, elevation: 3.1 });
    expect(second.data).toEqual(first.data);
    expect(server.requests.slice(asked)).toEqual(['/pvgis/printhorizon?lat=45&lon=8&outputformat=json']);
    const item = await onlyUseInTestsGetItem('HORIZON#pvgis#45.00_8.00', 'HORIZON');
    const days = (Number(item!.expiresAt) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(179);
  });
});
