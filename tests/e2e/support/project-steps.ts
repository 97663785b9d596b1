/** Steps of the project list journey (tests/e2e/projects-list.test.ts). */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { gridProjectBody } from '../../api/project/support/projects';
import { callApi } from '../../support/api-client';
import { STEP_TIMEOUT_MS } from './account-steps';

type Body = ReturnType<typeof gridProjectBody>;

/** Creates a project through the API (as the editor's first save does) and answers its id. */
export async function createProject(
  token: string,
  kind: 'GridConnected' | 'EnergyStorage',
  body: Body | Record<string, unknown>,
): Promise<string> {
  const answer = await callApi<string>(`project/createtUser${kind}Project`, body, { token });
  if (answer.code !== 0) {
    throw new Error(`create failed: ${answer.code} ${answer.message} ${JSON.stringify(answer.data)}`);
  }
  return answer.data;
}

/** `body` at another place: its name and address. */
export function named<B extends Pick<Body, 'projectBase' | 'mapLocation'>>(
  body: B,
  proName: string,
  proAddress: string,
): B {
  return {
    ...body,
    projectBase: { ...body.projectBase, proName },
    mapLocation: { ...body.mapLocation, proAddress },
  };
}

/** Types into the list's search box and waits for the tag of the applied search. */
export async function searchFor(page: Page, box: string, text: string, tag: string): Promise<void> {
  await page.getByRole('searchbox', { name: box }).fill(text);
  await page.getByRole('region').getByText(tag, { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
}

/** The column headers the table shows now. */
export async function columnHeaders(page: Page): Promise<string[]> {
  const headers = await page.getByRole('columnheader').allInnerTexts();
  return headers.map((text) => text.trim()).filter(Boolean);
}

/** Waits until the list shows exactly the projects named (by their row headers, in any order). */
export async function expectRows(page: Page, names: string[]): Promise<void> {
  const shown = async () =>
    (await page.getByRole('rowheader').allInnerTexts()).map((text) => text.split('\n')[0]?.trim()).sort();
  await expect.poll(shown, { timeout: STEP_TIMEOUT_MS }).toEqual([...names].sort());
}
