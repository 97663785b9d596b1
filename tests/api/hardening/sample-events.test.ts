/**
 * The `.invalid` sample events (events/<group>/<call>.invalid.json) sent through the local
 * runtime as the browser would, with a real session of a role the call allows in place of the
 * placeholder token: each is refused by the request's check (104-118) and changes nothing.
 * tests/functions/sample-events.test.ts checks the samples against the call list.
 */
import { readdirSync } from 'node:fs';
import { findCall } from '@pvd/shared/api/calls';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api-client';
import { sampleEvent } from '../../support/events';
import { onlyUseInTestsSnapshotTable } from '../../support/table';
import { demoToken } from '../catalogue/support/accounts';

const eventsDir = new URL('../../../events/', import.meta.url);
const invalid = readdirSync(eventsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 's3')
  .flatMap((group) =>
    readdirSync(new URL(`${group.name}/`, eventsDir))
      .filter((file) => file.endsWith('.invalid.json'))
      .map((file) => `${group.name}/${file.slice(0, -'.invalid.json'.length)}`),
  );

describe('the .invalid sample events through the runtime', () => {
  it.each(invalid)('%s.invalid is refused by its request check and changes nothing', async (path) => {
    // Prepare: the admin passes every role check, so only the body can be refused.
    const event = sampleEvent(`${path}.invalid`);
    const call = findCall(path)!;
    const token = call.access === 'public' ? undefined : await demoToken('admin');
    const before = await onlyUseInTestsSnapshotTable();
    // Act
    const answer = await callApi(path, undefined, { rawBody: event.body ?? '', token });
    // Assess
    expect(answer.code, answer.message).toBeGreaterThanOrEqual(104);
    expect(answer.code, answer.message).toBeLessThanOrEqual(118);
    expect(await onlyUseInTestsSnapshotTable()).toEqual(before);
  });
});
