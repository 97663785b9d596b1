/**
 * The record of a project copy (copyProject, ShareProject): the same design under a new id at
 * version 1 with new times, its own name and mark, deep (nothing shared with the source), and
 * without the sender's weather file when it goes to another account.
 */

import { copiedRecord } from '@pvd/functions/_lib/project/copy-project';
import type { ProjectRecord } from '@pvd/shared/project/record/project';
import { assembleProject } from '@pvd/shared/project/save/assemble';
import { largestCopies, largestProjectInput } from '@tests/shared/project/support/largest-project';
import { describe, expect, it } from 'vitest';

const NOW = new Date('2026-11-25T08:00:00.000Z');

/** A stored project of account `a1` at version 7 that simulates with its owner's weather file. */
function storedProject(): ProjectRecord {
  const input = largestProjectInput();
  input.mapLocation.weatherFileId = 'wf-of-a1';
  input.mapLocation.climateSource = {
    id: 'weather-file',
    label: 'hangzhou.epw',
    isEstimate: false,
    latitude: 30.28,
    longitude: 120.15,
    weatherFileId: 'wf-of-a1',
  };
  const result = assembleProject(input, largestCopies, {
    projectId: 'p-original',
    proType: 0,
    version: 7,
    createTime: '2026-01-01T00:00:00.000Z',
    now: '2026-03-01T00:00:00.000Z',
    sharedBy: null,
  });
  if (!result.ok) throw new Error('the project did not assemble');
  return result.record;
}

/** The owner's own copy (account a1 into a1) of `source` under `proName`. */
function ownCopy(source: ProjectRecord, proName: string): ProjectRecord {
  return copiedRecord(source, { accountId: 'a1', proName, sharedBy: null }, 'a1', 'p-copy', NOW);
}

describe('copiedRecord', () => {
  it('gives the owner’s copy a new id, name, version 1 and times, and keeps the whole design', () => {
    // Prepare
    const source = storedProject();
    // Act
    const copy = ownCopy(source, 'Copy B');
    // Assess
    expect(copy).toMatchObject({
      projectId: 'p-copy',
      version: 1,
      createTime: NOW.toISOString(),
      lastModifyTime: NOW.toISOString(),
      sharedBy: null,
      isComplete: source.isComplete,
    });
    expect(copy.projectBase.proName).toBe('Copy B');
    expect(copy.mapLocation).toEqual(source.mapLocation);
    expect(copy.pvArray).toEqual(source.pvArray);
    expect(copy.inverter).toEqual(source.inverter);
  });

  it('shares nothing with the source: changing the copy leaves the source as it was', () => {
    // Prepare
    const source = storedProject();
    const before = structuredClone(source);
    const copy = ownCopy(source, 'Copy');
    // Act
    copy.pvArray[0]!.layout!.removedPanels.push(4999);
    copy.inverter[0]!.inverters[0]!.DC[0]!.numberOfStrings = 99;
    copy.mapLocation.proAddress = 'elsewhere';
    // Assess
    expect(source).toEqual(before);
  });

  it('marks a share and drops the sender’s weather file, which the recipient may not read', () => {
    // Prepare
    const source = storedProject();
    const sharedBy = { accountName: 'Ann', email: 'ann@example.com', sharedAt: NOW.toISOString() };
    // Act
    const copy = copiedRecord(
      source,
      { accountId: 'b2', proName: source.projectBase.proName, sharedBy },
      'a1',
      'p-b',
      NOW,
    );
    // Assess
    expect(copy.sharedBy).toEqual(sharedBy);
    expect(copy.projectBase.proName).toBe(source.projectBase.proName);
    expect(copy.mapLocation.weatherFileId).toBeNull();
    expect(copy.mapLocation.climateSource).toBeNull();
    expect(copy.mapLocation.proAddress).toBe(source.mapLocation.proAddress);
    expect(source.mapLocation.weatherFileId).toBe('wf-of-a1');
  });
});
