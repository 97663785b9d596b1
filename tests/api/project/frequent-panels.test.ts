/**
 * Saving a project records the panels it uses, and the chooser's "frequently used"
 * way [WIZ-6] answers from that use: most recent first, 10 at most, each user their own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { demo, loginAs, newActivatedUser, type TestUser } from '../../support/accounts';
import { callApi } from '../../support/api-client';
import { type CatalogueIds, catalogueIds, gridProjectBody } from './support/projects';

interface FrequentPanel {
  panelid: string;
  panelchoseway: number;
  panelname: string;
}

let owner: TestUser;
let ids: CatalogueIds;
/** Twelve system panels of the seeded catalogue. */
let panels: string[];

beforeAll(async () => {
  owner = await newActivatedUser();
  ids = await catalogueIds(owner.token);
  const page = await callApi<{ resultData: { Id: string }[] }>(
    'component/pageQuerySystemComponent',
    { limit: 12 },
    { token: owner.token },
  );
  panels = page.data.resultData.map((panel) => panel.Id);
});

/** The grid project body with its array on `panelId`. */
function bodyWithPanel(panelId: string, name: string) {
  const body = gridProjectBody(ids, name);
  body.pvArray[0]!.panelid = panelId;
  return body;
}

const frequent = (token = owner.token) =>
  callApi<FrequentPanel[]>('component/queryUserFrequentlyUsedComponent', {}, { token });

describe('component/queryUserFrequentlyUsedComponent', () => {
  it('lists the panels of saved projects most recently used first, even before a panel used more often', async () => {
    // Prepare: panel A saved twice (create and edit), then panel B once.
    const [a, b] = [panels[0]!, panels[1]!];
    const first = await callApi<string>(
      'project/createtUserGridConnectedProject',
      bodyWithPanel(a, 'Project A'),
      { token: owner.token },
    );
    await callApi(
      'project/editUserGridConnectedProject',
      { ...bodyWithPanel(a, 'Project A'), projectId: first.data, version: 1 },
      { token: owner.token },
    );
    await callApi('project/createtUserGridConnectedProject', bodyWithPanel(b, 'Project B'), {
      token: owner.token,
    });
    // Act
    const answer = await frequent();
    // Assess
    expect(answer.code).toBe(0);
    expect(answer.data.map((panel) => [panel.panelid, panel.panelchoseway])).toEqual([
      [b, 2],
      [a, 2],
    ]);
    expect(answer.data[0]!.panelname).toBeTruthy();
  });

  it('and queryUserFrequentlyUsedComponentInfo answers such a panel with how it was chosen', async () => {
    // Act
    const answer = await callApi<{ PanelType: number; PanelInfo: { Id: string } }>(
      'component/queryUserFrequentlyUsedComponentInfo',
      { panelid: panels[1] },
      { token: owner.token },
    );
    // Assess
    expect(answer.code).toBe(0);
    expect(answer.data.PanelType).toBe(2);
    expect(answer.data.PanelInfo.Id).toBe(panels[1]);
  });

  it('keeps 10 at most, and each user’s list is their own', async () => {
    // Prepare: one project whose eleven arrays use eleven panels.
    const body = gridProjectBody(ids, 'Eleven panels');
    body.pvArray = panels.slice(1, 12).map((panelid, i) => ({
      ...body.pvArray[0]!,
      id: `array-${i + 1}`,
      panelid,
    }));
    const saved = await callApi('project/createtUserGridConnectedProject', body, { token: owner.token });
    // Act
    const mine = await frequent();
    const someoneElse = await frequent((await newActivatedUser()).token);
    // Assess
    expect(saved.code).toBe(0);
    expect(mine.data).toHaveLength(10);
    expect(new Set(mine.data.map((panel) => panel.panelid)).size).toBe(10);
    expect(someoneElse.data).toEqual([]);
  });

  it('is refused to the maintain role (114)', async () => {
    const answer = await frequent(await loginAs(demo.maintain));
    expect([answer.code, answer.status]).toEqual([114, 403]);
  });
});
