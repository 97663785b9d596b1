/** System inverters for the inverter api tests: the answered model, adding one, paging the list. */

import { callApi } from '@tests/support/api-client';
import { expect } from 'vitest';
import type { Page } from './answers';
import { inverterForm } from './bodies';

/** A system inverter as the inverter calls answer it. */
export interface Inverter {
  id: string;
  modelname: string;
  series: string;
  invertertype: number;
  mainsvoltype: string;
  version: number;
  img: string | null;
  [field: string]: unknown;
}

/** Adds a model with the form's values and `over`, as the maintainer `token`; it must succeed. */
export async function addInverter(token: string, over: Record<string, unknown> = {}): Promise<Inverter> {
  const answer = await callApi<Inverter>('inverter/insertOrEditSystemInverter', inverterForm(over), {
    token,
  });
  expect(answer.code).toBe(0);
  return answer.data;
}

/** One page of pageQuerySystemInverter as `token`, filtered by `whereCondition`. */
export async function pageInverters(
  token: string,
  whereCondition: Record<string, unknown>,
  limit = 50,
  offset = 1,
): Promise<Page<Inverter>> {
  const answer = await callApi<Page<Inverter>>(
    'inverter/pageQuerySystemInverter',
    { limit, offset, whereCondition },
    { token },
  );
  return answer.data;
}
