/**
 * The work a drawn array may cause is bounded (shared/project/design/work-bounds.ts). Before the bounds,
 * one array drawn over a 1° × 1° square made queryProjectDesignResults fill the polygon until the
 * local runtime ran out of memory (about 25 s, every other request lost with it), and the same
 * array saved with code 0; 20 arrays of 20 000 panels over 2 km took 9-16 s. Now an area more
 * than 1 km across, or holding more than 20 000 panels (25 000 in all), answers 118 naming it,
 * and the heaviest project inside the bounds answers.
 */
import { PROJECT_LIMITS } from '@pvd/shared/constants/limits';
import { beforeAll, describe, expect, it } from 'vitest';
import { heaviestProjectBody } from '../../../bench/cases/heaviest-project';
import { rectangleCorners, TEST_SITE } from '../../shared/project/support/drawn-array';
import { newActivatedUser, type TestUser } from '../../support/accounts';
import { callApi } from '../../support/api-client';
import { fieldKeys } from '../catalogue/support/answers';
import { type CatalogueIds, catalogueIds, gridProjectBody, inverterId } from '../project/support/projects';

let owner: TestUser;
let ids: CatalogueIds;

beforeAll(async () => {
  owner = await newActivatedUser();
  ids = await catalogueIds(owner.token);
});

type Corners = { lat: number; lng: number }[];

/**
 * The complete grid project with its array drawn over each of `areas` (2.278 × 1.134 m panels,
 * method 4 at 30°, 2.5 m apart: about 0.27 positions per m², support/drawn-array.ts).
 */
function drawnBody(...areas: Corners[]) {
  const body = gridProjectBody(ids, 'Bounds');
  const array = body.pvArray[0]!;
  return {
    ...body,
    pvArray: areas.map((areaLatLngs, i) => ({
      ...array,
      id: `array-${i + 1}`,
      inclination: 30,
      insertway: 2,
      panel: { componentlength: 2.278, componentwidth: 1.134 },
      layout: { areaLatLngs, loadMapWay: 'plan', rowSpacing: 2.5, layingMethod: 4 },
    })),
  };
}

/** The attack's square: corners 1° of latitude and longitude apart, at the project's site. */
const { latitude: lat, longitude: lng } = TEST_SITE;
const ONE_DEGREE: Corners = [
  { lat, lng },
  { lat, lng: lng + 1 },
  { lat: lat + 1, lng: lng + 1 },
  { lat: lat + 1, lng },
];

const create = (body: unknown, culture: 'en' | 'zh-CN' = 'en') =>
  callApi<string>('project/createtUserGridConnectedProject', body, { token: owner.token, culture });
const results = (body: unknown, culture: 'en' | 'zh-CN' = 'en') =>
  callApi(
    'project/queryProjectDesignResults',
    { proType: 0, projectId: null, body },
    {
      token: owner.token,
      culture,
    },
  );
const messages = (answer: { data: unknown }) =>
  ((answer.data as { fieldErrors: { message: string }[] }).fieldErrors ?? []).map((error) => error.message);

describe('a drawn area beyond the bounds', () => {
  it('refuses the 1° × 1° square on live results, create and edit with 118 naming its corners, and the runtime answers on', async () => {
    // Prepare: a saved project to edit.
    const saved = await create(drawnBody(rectangleCorners(5, 12)));
    expect(saved.code).toBe(0);
    const attack = drawnBody(ONE_DEGREE);
    // Act
    const live = await results(attack, 'zh-CN');
    const created = await create(attack);
    const edited = await callApi(
      'project/editUserGridConnectedProject',
      { ...attack, projectId: saved.data, version: 1 },
      { token: owner.token },
    );
    const next = await callApi(
      'project/PageQueryUserProject',
      { limit: 10, offset: 1 },
      { token: owner.token },
    );
    // Assess
    expect(fieldKeys(live)).toEqual([['body.pvArray.0.layout.areaLatLngs', 'drawnAreaTooLarge']]);
    expect(messages(live)).toEqual(['绘制区域过大：任意两个顶点之间不能超过 1000 米']);
    for (const answer of [created, edited]) {
      expect([answer.code, answer.status]).toEqual([118, 400]);
      expect(fieldKeys(answer)).toEqual([['pvArray.0.layout.areaLatLngs', 'drawnAreaTooLarge']]);
      expect(messages(answer)).toEqual([
        'The drawn area is too large: no two corners may be more than 1,000 m apart',
      ]);
    }
    expect(next.code).toBe(0);
  });

  it('refuses an area more than 1 km across, one holding more than 20 000 panels, and areas holding more than 25 000 in all', async () => {
    // Prepare: 1.2 km × 40 m; 300 m × 300 m (about 24 000 positions); two of 170 m × 300 m
    // (about 13 600 each).
    const wide = drawnBody(rectangleCorners(1200, 40));
    const full = drawnBody(rectangleCorners(300, 300));
    const fuller = drawnBody(rectangleCorners(170, 300), rectangleCorners(170, 300));
    // Act
    const answers = await Promise.all([create(wide), create(full), results(fuller), create(fuller)]);
    // Assess
    expect(answers.map((answer) => [answer.code, ...fieldKeys(answer)])).toEqual([
      [118, ['pvArray.0.layout.areaLatLngs', 'drawnAreaTooLarge']],
      [118, ['pvArray.0.layout.areaLatLngs', 'drawnAreaTooManyPanels']],
      [118, ['body.pvArray.1.layout.areaLatLngs', 'projectTooManyPanels']],
      [118, ['pvArray.1.layout.areaLatLngs', 'projectTooManyPanels']],
    ]);
    expect(messages(answers[1]!)).toEqual([
      `Too many panels: the area holds more than ${PROJECT_LIMITS.panelsPerArray.toLocaleString('en-US')}; draw a smaller one`,
    ]);
  });
});

describe('the heaviest project inside the bounds', () => {
  it('saves, gives its live results and its report, and copies', async () => {
    // Prepare: 20 slivers at the caps, 50 units of 10 MPPTs (bench/cases/heaviest-project.ts).
    const body = heaviestProjectBody({
      panelId: ids.panelId,
      inverterId: await inverterId(owner.token, 'SUN-110K-G06'),
    });
    // Act
    const created = await create(body);
    const live = await results(body);
    const report = await callApi(
      'project/queryProjectReportDataById',
      { proId: created.data },
      {
        token: owner.token,
      },
    );
    const copied = await callApi(
      'project/copyProject',
      { projectId: created.data, projectName: 'Heavy copy' },
      {
        token: owner.token,
      },
    );
    // Assess
    expect([created.code, live.code, report.code, copied.code]).toEqual([0, 0, 0, 0]);
  });
});
