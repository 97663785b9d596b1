/**
 * The array drawers' mounting [MNT-1] [MNT-2] [MNT-3]: a fixed monofacial array is saved without
 * the new fields (its figures unchanged), an east-west rack and a tracker go back as they were,
 * and the server's schema puts its messages under the drawer's fields.
 */
import { validationMessage } from '@pvd/shared/errors/validation';
import { describe, expect, it } from 'vitest';
import { arrayErrors } from '@/features/project-editor/pv-arrays/array-fields';
import { manualArray, manualValuesOf } from '@/features/project-editor/pv-arrays/manual-values';
import { defaultMounting } from '@/features/project-editor/pv-arrays/mounting-fields';
import { twoArrayDraft } from './arrays-fakes';

const draft = twoArrayDraft();
const stored = draft.body.pvArray![0]!;

describe("an array's mounting in the drawers", () => {
  it('saves a fixed monofacial array without mounting or rear fields', () => {
    const saved = manualArray(manualValuesOf(stored, draft.copies), stored);
    expect(saved).not.toHaveProperty('mounting');
    expect(saved).not.toHaveProperty('bifacial');
  });

  it('gives an east-west rack and a bifacial tracker back as they were', () => {
    for (const fields of [
      { mounting: { kind: 'east-west' as const, gapM: 0.3 } },
      {
        mounting: defaultMounting('single-axis'),
        bifacial: { heightM: 2, shadeFactor: -0.02, transmissionFactor: 0 },
      },
    ]) {
      const array = { ...stored, ...fields };
      expect(manualArray(manualValuesOf(array, draft.copies), array)).toMatchObject(fields);
    }
  });

  it('shows the mounting rules under the tilt and the mounting fields', () => {
    const steep = { ...stored, inclination: 35, mounting: defaultMounting('east-west') };
    expect(arrayErrors(steep, 'en')).toEqual({ tilt: validationMessage('eastWestTiltTooLarge', 'en') });
    const dense = { ...stored, mounting: { ...defaultMounting('single-axis'), gcr: 0.95 } };
    expect(arrayErrors(dense, 'zh-CN')).toEqual({ mounting: validationMessage('gcrRange', 'zh-CN') });
  });
});
