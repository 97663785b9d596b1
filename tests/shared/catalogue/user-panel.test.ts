import { type PanelInfo, panelSpecSchema } from '@pvd/shared/catalogue/panel';
import {
  toUserPanelRow,
  userPanelCrossCheck,
  userPanelFormFields,
  userPanelFormFromPanel,
  userPanelFormNames,
  userPanelFromForm,
} from '@pvd/shared/catalogue/user-panel';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JA_SOLAR_550_FORM } from './fixtures/datasheets';

const form = Object.fromEntries(
  Object.entries(userPanelFormNames).map(([camel, lower]) => [
    camel,
    JA_SOLAR_550_FORM[lower as keyof typeof JA_SOLAR_550_FORM],
  ]),
);
const formSchema = z
  .object(userPanelFormFields)
  .superRefine(userPanelCrossCheck.check, userPanelCrossCheck.options);

describe('custom panel form (camelCase)', () => {
  it('stores the same panel as the system panel form for the same datasheet', () => {
    // Act
    const fromUserForm = userPanelFromForm(formSchema.parse(form));
    const fromSystemForm = panelSpecSchema.parse(JA_SOLAR_550_FORM);
    // Assess
    expect(fromUserForm).toEqual(fromSystemForm);
  });

  it('names cross-field errors with the dialog’s own field names', () => {
    // Act
    const result = formSchema.safeParse({ ...form, mppVoltage: 60 });
    // Assess
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['mppVoltage', 'mppVoltageAboveVoc'],
    ]);
  });

  it('fills the edit dialog back from a stored panel', () => {
    // Prepare
    const stored = panelSpecSchema.parse(JA_SOLAR_550_FORM);
    const info: PanelInfo = { ...stored, Id: 'p1', IsDefault: 1, choseWay: 3, createtime: 't', version: 1 };
    // Act
    const refilled = userPanelFormFromPanel(info);
    // Assess
    expect(refilled).toEqual(form);
  });
});

describe('toUserPanelRow', () => {
  it('lists a panel with the PascalCase names of the spec’s listing', () => {
    // Prepare
    const stored = panelSpecSchema.parse(JA_SOLAR_550_FORM);
    // Act
    const row = toUserPanelRow({ ...stored, Id: 'p1', IsDefault: 0, createtime: '2026-11-01T00:00:00.000Z' });
    // Assess
    expect(row).toMatchObject({
      Id: 'p1',
      Manufacturer: 'JA Solar',
      ComponentModelName: 'JAM72S30-550/MR',
      ComponentArea: 2.58,
      PeakPower: 550,
      TempCoefficientVocUnit: '%/℃',
      IsDefault: 0,
      CreateTime: '2026-11-01T00:00:00.000Z',
    });
  });
});
