/**
 * The stored project stays far below DynamoDB's 400 KB item limit at the largest project the
 * editor allows, and its request fits the API's 1 MB body limit.
 */

import { projectBodyBytes } from '@pvd/functions/_lib/db/entities/project';
import type { ProjectInput } from '@pvd/shared/project/record/project';
import { assembleProject } from '@pvd/shared/project/save/assemble';
import {
  largestCopies,
  largestProjectBody,
  largestProjectInput,
} from '@tests/shared/project/support/largest-project';
import { describe, expect, it } from 'vitest';

/** DynamoDB's item limit. [bytes] */
const ITEM_LIMIT = 400 * 1024;
/** The API's body limit (functions/_lib/middleware/request-body.ts). [bytes] */
const BODY_LIMIT = 1024 * 1024;

function assembled(input: ProjectInput) {
  const result = assembleProject(input, largestCopies, {
    projectId: 'p-largest',
    proType: 0,
    version: 1,
    createTime: '2026-11-24T00:00:00.000Z',
    now: '2026-11-24T00:00:00.000Z',
    sharedBy: null,
  });
  if (!result.ok) throw new Error('the project did not assemble');
  return result.record;
}

describe('the largest project', () => {
  it('stores its body at every limit at once in under a third of an item', () => {
    // Act: random figures everywhere, the compressor's worst case.
    const record = assembled(largestProjectInput());
    const bytes = projectBodyBytes(record);
    // Assess
    expect(record.inverter[0]!.inverters.flatMap((unit) => unit.DC)).toHaveLength(3200);
    expect(record.pvArray.every((array) => array.layout!.removedPanels.length === 1000)).toBe(true);
    expect(bytes).toBeLessThan(ITEM_LIMIT / 3);
    // Why compression: the record itself (about 1.1 MB) would not fit in one item.
    expect(Buffer.byteLength(JSON.stringify(record))).toBeGreaterThan(ITEM_LIMIT);
  });

  it('stores the issue’s large project (20 drawn arrays of 5 000 panels, 200 removed each, 50 inverters of 12 MPPTs) in a sixth of an item', () => {
    // Prepare
    const input = largestProjectInput();
    for (const array of input.pvArray)
      array.layout!.removedPanels = array.layout!.removedPanels.slice(0, 200);
    for (const unit of input.inverter[0]!.inverters) unit.DC = unit.DC.slice(0, 12);
    // Act
    const bytes = projectBodyBytes(assembled(input));
    // Assess
    expect(bytes).toBeLessThan(ITEM_LIMIT / 6);
  });

  it('is sent in one request under the API’s body limit', () => {
    expect(Buffer.byteLength(largestProjectBody())).toBeLessThan(BODY_LIMIT);
  });
});
