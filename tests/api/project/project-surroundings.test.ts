/**
 * A project's surroundings through the API: saved and read with the project (obstacles, far
 * horizon, optimisers per array) [SUR-1]; beyond the limits or of an unusable shape refused with
 * 118 at the field in the caller's language, nothing changed [SUR-1, SUR-2]; the live results'
 * shading bars [SUR-7]; the PVGIS horizon call's answer without a network (the test runtime
 * points PVGIS at a closed port) [SUR-8].
 */
import { PROJECT_LIMITS } from '@pvd/shared/constants/limits';
import { validationMessage } from '@pvd/shared/errors/validation';
import { beforeAll, describe, expect, it } from 'vitest';
import { newActivatedUser, type TestUser } from '../../support/accounts';
import { callApi } from '../../support/api-client';
import { type CatalogueIds, catalogueIds, gridProjectBody } from './support/projects';

let owner: TestUser;
let ids: CatalogueIds;

beforeAll(async () => {
  owner = await newActivatedUser('zh-CN');
  ids = await catalogueIds(owner.token);
});

/** A point `eastM`, `northM` metres from the test project's pin (30.28° N, 120.15° E). */
const at = (eastM: number, northM: number) => ({
  lat: 30.28 + northM / 111_320,
  lng: 120.15 + eastM / (111_320 * Math.cos((30.28 * Math.PI) / 180)),
});

const box = (id: string) => ({
  id,
  kind: 'box',
  name: 'Water tank',
  footprint: [at(5, -6), at(8, -6), at(8, -3), at(5, -3)],
  heightM: 3,
});
const horizon = {
  source: 'manual',
  points: [0, 90, 180, 270].map((azimuth) => ({ azimuth, elevation: 12 })),
};

function bodyWith(surroundings: unknown, moduleLevelElectronics = false) {
  const body = gridProjectBody(ids, 'Surroundings');
  return {
    ...body,
    pvArray: body.pvArray.map((array) => ({ ...array, moduleLevelElectronics })),
    surroundings,
  };
}

const create = (body: unknown, culture: 'zh-CN' | 'en' = 'en') =>
  callApi<string>('project/createtUserGridConnectedProject', body, { token: owner.token, culture });

interface Stored {
  surroundings?: { obstacles: unknown[]; horizon: unknown };
  pvArray: { moduleLevelElectronics?: boolean }[];
}

describe('the surroundings section', () => {
  it('is saved and read with the project, with optimisers on its array', async () => {
    const surroundings = { obstacles: [box('tank')], horizon };
    const created = await create(bodyWith(surroundings, true));
    expect(created.code).toBe(0);
    const read = await callApi<Stored>(
      'project/getUserProjectBaseInfo',
      { projectId: created.data },
      { token: owner.token },
    );
    expect(read.data.surroundings).toEqual({ obstacles: [{ ...box('tank') }], horizon });
    expect(read.data.pvArray[0]!.moduleLevelElectronics).toBe(true);
  });

  it('refuses more obstacles than the limit with 118 at the field, in the caller’s language', async () => {
    const many = Array.from({ length: PROJECT_LIMITS.obstacles + 1 }, (_, i) => box(`b${i}`));
    for (const culture of ['zh-CN', 'en'] as const) {
      const answer = await create(bodyWith({ obstacles: many }), culture);
      expect(answer.code).toBe(118);
      expect(answer.data).toEqual({
        fieldErrors: [
          {
            field: 'surroundings.obstacles',
            key: 'tooManyObstacles',
            message: validationMessage('tooManyObstacles', culture),
          },
        ],
      });
    }
  });

  it('refuses a footprint that crosses itself, and a horizon without points, at their fields', async () => {
    const bow = { ...box('bow'), footprint: [at(0, -5), at(3, -2), at(3, -5), at(0, -2)] };
    const crossing = await create(bodyWith({ obstacles: [bow] }));
    expect(crossing.code).toBe(118);
    expect(JSON.stringify(crossing.data)).toContain('surroundings.obstacles.0.footprint');
    expect(JSON.stringify(crossing.data)).toContain('obstacleShapeInvalid');
    const empty = await create(bodyWith({ obstacles: [], horizon: { source: 'file', points: [] } }));
    expect(empty.code).toBe(118);
    expect(JSON.stringify(empty.data)).toContain('horizonNoPoints');
  });
});

describe('the live results of a project with a far horizon', () => {
  it('answer the horizon as its own bar; without surroundings no shading figures', async () => {
    const ask = (surroundings: unknown) =>
      callApi<{ shading: { annual: Record<string, number>; nearShadingState: string } | null }>(
        'project/queryProjectDesignResults',
        { proType: 0, projectId: null, body: bodyWith(surroundings) },
        { token: owner.token },
      );
    const [hills, none] = await Promise.all([ask({ horizon }), ask(null)]);
    expect(hills.code).toBe(0);
    expect(hills.data.shading!.annual.horizon).toBeGreaterThan(0);
    expect(hills.data.shading!.nearShadingState).toBe('none');
    expect(none.data.shading).toBeNull();
  });
});

describe('climate/queryHorizonProfile', () => {
  it('says in the caller’s language that PVGIS cannot be reached, offline', async () => {
    for (const culture of ['zh-CN', 'en'] as const) {
      const answer = await callApi(
        'climate/queryHorizonProfile',
        { latitude: 30.28, longitude: 120.15 },
        {
          token: owner.token,
          culture,
        },
      );
      expect(answer.code).toBe(-1);
      expect(answer.status).toBe(503);
      expect(answer.message).toBe(validationMessage('horizonServiceUnavailable', culture));
    }
  });

  it('refuses a latitude off the globe with 118', async () => {
    const answer = await callApi(
      'climate/queryHorizonProfile',
      { latitude: 91, longitude: 0 },
      { token: owner.token },
    );
    expect(answer.code).toBe(118);
  });
});
