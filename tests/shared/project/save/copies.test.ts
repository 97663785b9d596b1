/** The copy records the editor keeps and the server fills: built from a record, read by the lookup. */
import { assembleProject } from '@pvd/shared/project/save/assemble';
import { copiesOfRecord, emptyCopies, lookupCopies } from '@pvd/shared/project/save/copies';
import { describe, expect, it } from 'vitest';
import { homeCopies, homeProject, inverter5k, panel410 } from '../support/home-project';

const meta = { projectId: 'p', proType: 0 as const, version: 1, createTime: 't', now: 't', sharedBy: null };

describe('copy records', () => {
  it('hold every copy of a stored project, so the lookup rebuilds the same record', () => {
    // Prepare
    const first = assembleProject(homeProject(), homeCopies, meta);
    if (!first.ok) throw new Error('did not assemble');
    // Act
    const copies = copiesOfRecord(first.record);
    const again = assembleProject(homeProject(), lookupCopies(copies), meta);
    // Assess
    expect(Object.keys(copies.panels)).toEqual(['system:lr5-410']);
    expect(copies.inverters[inverter5k.id]?.modelname).toBe('SUN-5K-G');
    expect(copies.cableMaterials.copper).toEqual({
      Id: 'copper',
      MaterialName: 'Copper',
      Resistivity: 0.0175,
      version: 1,
    });
    expect(again).toEqual(first);
  });

  it('find a frequently used panel among the custom panels first, then the system ones', () => {
    const copies = emptyCopies();
    copies.panels['system:lr5-410'] = panel410;
    const lookup = lookupCopies(copies);
    const array = homeProject().pvArray[0]!;
    expect(lookup.panel({ ...array, panelchoseway: 4 })).toBe(panel410);
    expect(lookup.panel({ ...array, panelchoseway: 3 })).toBeUndefined();
  });
});
