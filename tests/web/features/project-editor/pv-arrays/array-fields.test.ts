/**
 * One model for an array's fields in both drawers: the manual and the roof drawer read a stored
 * array the same way and give it back unchanged, judge it with the server's schema under the same
 * fields, and an angle follows the site's best value only until it is moved away.
 */
import { validationMessage } from '@pvd/shared/errors/validation';
import { InsertWay } from '@pvd/shared/project/record/pv-array';
import { panel410 } from '@tests/shared/project/support/home-project';
import { describe, expect, it } from 'vitest';
import { type ArrayFields, arrayErrors, withAngle } from '@/features/project-editor/pv-arrays/array-fields';
import { manualArray, manualValuesOf } from '@/features/project-editor/pv-arrays/manual-values';
import { roofFieldsOf } from '@/features/project-editor/pv-arrays/roof/roof-fields';
import { twoArrayDraft } from './arrays-fakes';

const draft = twoArrayDraft();
const stored = draft.body.pvArray![0]!;

describe("an array's fields", () => {
  it('are read the same by both drawers, and a stored array goes back as it was with its panel size', () => {
    const manual = manualValuesOf(stored, draft.copies);
    const roof = roofFieldsOf(stored, draft.copies);
    const shared = (fields: ArrayFields) => ({
      name: fields.name,
      panel: fields.panel,
      tilt: fields.tilt,
      azimuth: fields.azimuth,
      followBest: fields.followBest,
    });
    expect(shared(roof)).toEqual(shared(manual));
    expect(manual).toMatchObject({ name: 'East roof', tilt: 24, azimuth: 180, count: '6' });
    expect(manual.panel?.panel.Id).toBe(panel410.Id);
    expect(manualArray(manual, stored)).toEqual({
      ...stored,
      layout: null,
      panel: { componentlength: panel410.componentlength, componentwidth: panel410.componentwidth },
    });
  });

  it("are judged by the server's schema, each message under the field that shows it", () => {
    const values = { ...manualValuesOf(stored, draft.copies), name: '', tilt: 95, count: '' };
    const errors = arrayErrors(manualArray(values, stored), 'en');
    expect(Object.keys(errors ?? {}).sort()).toEqual(['count', 'name', 'tilt']);
    expect(arrayErrors(manualArray(manualValuesOf(stored, draft.copies), stored), 'en')).toBeNull();
  });

  it('say PV Array Not Drawn for a drawn array without an area, and nothing of its count', () => {
    const drawn = { ...stored, insertway: InsertWay.drawn, layout: null, panelcount: 0 };
    expect(arrayErrors(drawn, 'en')).toEqual({ drawing: validationMessage('pvArrayNotDrawn', 'en') });
  });

  it('keep an angle on the best value only while it is that value', () => {
    const following = { followBest: { tilt: true, azimuth: true } };
    expect(withAngle(following, 'tilt', 30, 30)).toEqual({
      tilt: 30,
      followBest: { tilt: true, azimuth: true },
    });
    expect(withAngle(following, 'tilt', 31, 30)).toEqual({
      tilt: 31,
      followBest: { tilt: false, azimuth: true },
    });
    expect(withAngle({ followBest: { tilt: false, azimuth: true } }, 'tilt', 30, 30).followBest?.tilt).toBe(
      false,
    );
  });
});
