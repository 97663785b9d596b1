/** Custom (user) panels for the component api tests: the answered panel and adding one. */

import { callApi } from '@tests/support/api-client';
import { expect } from 'vitest';
import type { TestUser } from './accounts';
import { userPanelForm } from './bodies';

/** A panel as the component calls answer it. */
export interface Panel {
  Id: string;
  componentmodelname: string;
  IsDefault: 0 | 1;
  choseWay: number;
  version: number;
  componentarea: number;
}

/** Adds a custom panel with the form's values and `over` for `user`; it must succeed. */
export async function addUserPanel(user: TestUser, over: Record<string, unknown> = {}): Promise<Panel> {
  const answer = await callApi<Panel>('component/insertUserComponent', userPanelForm(over), {
    token: user.token,
  });
  expect(answer.code).toBe(0);
  return answer.data;
}
