/**
 * Project figures on the local runtime: PageQueryUserProject p95
 * with 2 000 projects in one account (first page, then a search), and create and edit p95 of a
 * large project (20 drawn arrays with 200 removed panels each, the first of 5 000 panels and the
 * others of 1 000, within the project's 25 000; 50 inverters of the catalogue's widest model,
 * SUN-110K-G06, with 10 MPPTs: 500 DC entries).
 */
import { getAccountByEmail } from '../../functions/_lib/db/entities/account';
import {
  getProjectRecord,
  markProjectsChanged,
  newProjectItems,
} from '../../functions/_lib/db/entities/project';
import { newId } from '../../functions/_lib/db/ids';
import { batchPut } from '../../functions/_lib/db/items';
import { BENCH_DEMO_PASSWORD, benchCall, benchRuntime, latencyPercentiles } from '../support/runtime';
import type { BenchSection } from '../types';

const PROJECTS = 2000;
const LIST_REQUESTS = 200;
const SAVES = 30;
const CONCURRENCY = 4;

interface Page<T> {
  resultData: T[];
}

async function firstId<T extends Record<string, unknown>>(
  siteUrl: string,
  token: string,
  path: string,
  body: unknown,
  pick: (row: T) => boolean,
  idField: keyof T,
): Promise<string> {
  const answer = await benchCall(siteUrl, path, body, token);
  const row = (answer.data as Page<T>).resultData.find(pick);
  if (!row) throw new Error(`bench: nothing found by ${path}`);
  return String(row[idField]);
}

/** A large grid-connected project as the editor sends it (also the roof bench's). */
export async function largeProjectBody(siteUrl: string, token: string, name: string) {
  const panelid = await firstId<{ Id: string }>(
    siteUrl,
    token,
    'component/pageQuerySystemComponent',
    { whereCondition: { componentName: 'JKM580N' } },
    () => true,
    'Id',
  );
  const inverterid = await firstId<{ id: string; modelname: string }>(
    siteUrl,
    token,
    'inverter/pageQuerySystemInverter',
    { whereCondition: { modelname: 'SUN-110K-G06' } },
    (row) => row.modelname === 'SUN-110K-G06',
    'id',
  );
  // The first roof as large as the drawer's bench wants it; the others share what the project's
  // 25 000 panels leave.
  const radius = (a: number) => (a === 0 ? 0.0008 : 0.00035);
  const pvArray = Array.from({ length: 20 }, (_, a) => ({
    id: `array-${a}`,
    pvarrayname: `Roof ${a + 1}`,
    panelchoseway: 2,
    panelid,
    panelcount: a === 0 ? 4800 : 800,
    inclination: 10,
    azimuth: 180,
    insertway: 2,
    layout: {
      areaLatLngs: Array.from({ length: 12 }, (_, k) => ({
        lat: 30.2 + a * 0.002 + radius(a) * Math.sin((k * Math.PI) / 6),
        lng: 120.1 + radius(a) * Math.cos((k * Math.PI) / 6),
      })),
      rowSpacing: 1.2,
      layingMethod: 3,
      removedPanels: Array.from({ length: 200 }, (_, i) => i * 23 + a),
    },
  }));
  const unit = (u: number) => ({
    DC: Array.from({ length: 10 }, (_, m) => ({
      mpptNo: `MPPT${m + 1}`,
      pvArrayId: `array-${(u * 10 + m) % 20}`,
      numberOfStrings: 2,
      numberOfComponentsPerString: 18,
      cableMaterialLength: 40 + m,
      cableMaterialArea: 6,
    })),
    AC: { cableMaterialLength: 60, cableMaterialArea: 95 },
  });
  return {
    projectBase: { proName: name, proOwnerName: 'Bench', proCapacity: 55.68, proCapacityUnit: 2 },
    mapLocation: { proAddress: 'Hangzhou industrial park', proLongitude: '120.1', proLatitude: '30.2' },
    pvArray,
    inverter: [{ inverterid, invertercount: 50, inverters: Array.from({ length: 50 }, (_, u) => unit(u)) }],
    systemLoss: null,
    investment: null,
  };
}

/** 2 000 projects in the account's partition, copies of one real save with new ids and names. */
async function loadProjects(accountId: string, templateId: string): Promise<void> {
  const template = await getProjectRecord(accountId, templateId);
  if (!template) throw new Error('bench: the template project is missing');
  const items = [];
  for (let i = 0; i < PROJECTS; i++) {
    const time = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
    items.push(
      ...newProjectItems(accountId, {
        ...template,
        projectId: newId(),
        createTime: time,
        lastModifyTime: time,
        projectBase: { ...template.projectBase, proName: `Bench project ${String(i).padStart(4, '0')} 光伏` },
      }),
    );
  }
  await batchPut(items);
  await markProjectsChanged(accountId);
}

export default async function projectsBench(): Promise<BenchSection> {
  const runtime = await benchRuntime();
  const login = await benchCall(runtime.siteUrl, 'account/login', {
    email: 'demo-user@example.com',
    password: BENCH_DEMO_PASSWORD,
  });
  const token = (login.data as { token: string }).token;
  const user = await getAccountByEmail('demo-user@example.com');
  if (!user) throw new Error('bench: demo user missing');
  const body = await largeProjectBody(runtime.siteUrl, token, 'Bench large project');
  const created = await benchCall(runtime.siteUrl, 'project/createtUserGridConnectedProject', body, token);
  if (created.code !== 0) throw new Error(`bench: create answered ${created.code}`);
  await loadProjects(user.id, String(created.data));
  const list = (whereCondition?: unknown) => () =>
    benchCall(
      runtime.siteUrl,
      'project/PageQueryUserProject',
      { limit: 10, offset: 1, whereCondition },
      token,
    );
  await list()();
  const firstPage = await latencyPercentiles(LIST_REQUESTS, CONCURRENCY, list());
  const search = await latencyPercentiles(
    LIST_REQUESTS,
    CONCURRENCY,
    list({ proNameOrAddress: 'project 12' }),
  );
  const ids: string[] = [];
  const creates = await latencyPercentiles(SAVES, 2, async () => {
    const answer = await benchCall(runtime.siteUrl, 'project/createtUserGridConnectedProject', body, token);
    ids.push(String(answer.data));
  });
  let next = 0;
  const edits = await latencyPercentiles(SAVES, 2, () =>
    benchCall(
      runtime.siteUrl,
      'project/editUserGridConnectedProject',
      { ...body, projectId: ids[next++], version: 1 },
      token,
    ),
  );
  return {
    name: `Projects (${PROJECTS} in one account; saves of a 20-array, 50-inverter project)`,
    rows: [
      { metric: 'PageQueryUserProject p95, first page', value: firstPage.p95, unit: 'ms' },
      { metric: 'PageQueryUserProject p95, name or address search', value: search.p95, unit: 'ms' },
      { metric: 'create of the large project p50', value: creates.p50, unit: 'ms' },
      { metric: 'create of the large project p95', value: creates.p95, unit: 'ms' },
      { metric: 'edit of the large project p50', value: edits.p50, unit: 'ms' },
      { metric: 'edit of the large project p95', value: edits.p95, unit: 'ms' },
    ],
    notes: [
      `List: ${LIST_REQUESTS} calls ${CONCURRENCY} at a time after one warm-up call; saves: ${SAVES} each, 2 at a time.`,
    ],
  };
}
