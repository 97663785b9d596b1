import '../../support/dom-polyfills';
import { readPvsystText } from '@pvd/shared/catalogue/pvsyst/read';
import { warningText } from '@pvd/shared/catalogue/pvsyst/warnings';
import { WAFER_MATERIALS } from '@pvd/shared/catalogue/wafer-materials';
import { Role } from '@pvd/shared/constants/roles';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { version6Pan } from '@tests/shared/catalogue/pvsyst/support/pvsyst-files';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { installFakeApi, invalidField, ok } from '../../support/fake-api';
import { descriptionOf } from '../../support/field-error';
import {
  FIRST_RENDER,
  PAGE_TEST,
  renderApp,
  resetBrowserState,
  storeSession,
} from '../../support/render-app';

const emptyList = () => ok({ resultData: [], limit: 10, offset: 1, totalCount: 0 });

/** A stored panel as queryUserComponentInfo answers it. */
const stored = {
  Id: 'panel-7',
  manufacturer: 'LONGi',
  componentmodelname: 'LR5-72HPH-550M',
  componentlength: 2.256,
  componentwidth: 1.133,
  componentarea: 2.56,
  wafermaterial: 'mono',
  peakpower: 550,
  mppvoltage: 41.95,
  mppcurrent: 13.12,
  allowedvoltage: 1500,
  efficiency: 21.5,
  opencircuitvoltage: 49.8,
  shortcircuitcurrent: 13.98,
  tempcoefficientvoc: -0.265,
  tempcoefficientvocunit: '%/℃',
  tempcoefficientisc: 0.05,
  tempcoefficientiscunit: '%/℃',
  IsDefault: 0,
  choseWay: 3,
  createtime: '2026-11-21T10:00:00.000Z',
  version: 4,
};

const datasheet: [string, string][] = [
  ['Length [m]', '2.256'],
  ['Width [m]', '1.133'],
  ['Peak power [W]', '550'],
  ['Efficiency [%]', '21.5'],
  ['MPP voltage [V]', '41.95'],
  ['MPP current [A]', '13.12'],
  ['Open-circuit voltage [V]', '49.8'],
  ['Short-circuit current [A]', '13.98'],
  ['Max. system voltage [V]', '1500'],
  ['Temperature coefficient of Voc', '-0.265'],
  ['Temperature coefficient of Isc', '0.05'],
];

async function openAddDialog() {
  await userEvent.click(
    (await screen.findAllByRole('button', { name: 'Add panel' }, FIRST_RENDER))[0] as HTMLElement,
  );
  return screen.findByRole('dialog', { name: 'Add panel' });
}

async function fill(dialog: HTMLElement, values: [string, string][]) {
  for (const [label, value] of values) {
    const input = within(dialog).getByRole('spinbutton', { name: label });
    await userEvent.clear(input);
    await userEvent.type(input, value);
  }
}

// The first test compiles the route's lazy modules, which takes seconds under jsdom.
describe('custom panel dialog', PAGE_TEST, () => {
  beforeEach(async () => {
    resetBrowserState();
    storeSession(Role.user);
    await setLanguage('en');
  });
  afterEach(cleanup);

  it('offers the 19 wafer materials with the first chosen, and length and width in steps of 0.1 m', async () => {
    // Prepare
    installFakeApi({ 'component/PageQueryUserComponent': emptyList });
    renderApp('/user/component/list');
    // Act
    const dialog = await openAddDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: /Wafer material/ }));
    // Assess
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(19);
    expect(options.map((option) => option.textContent?.replace(/^.*Selected /, ''))).toEqual([
      ...WAFER_MATERIALS,
    ]);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByRole('button', { name: /Wafer material/ }).textContent).toContain('poly');
    expect(within(dialog).getByRole('spinbutton', { name: 'Length [m]' }).getAttribute('step')).toBe('0.1');
    expect(within(dialog).getByRole('spinbutton', { name: 'Width [m]' }).getAttribute('step')).toBe('0.1');
    expect(within(dialog).getByRole('spinbutton', { name: 'Peak power [W]' }).getAttribute('step')).toBe(
      '0.01',
    );
  });

  it('refuses an empty form field by field, without calling', async () => {
    // Prepare
    const server = installFakeApi({ 'component/PageQueryUserComponent': emptyList });
    renderApp('/user/component/list');
    const dialog = await openAddDialog();
    // Act
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Assess: every required field [CAT-1] (the optional Pmax coefficient aside).
    await waitFor(() => expect(within(dialog).getAllByText('This field is required')).toHaveLength(13));
    expect(server.callsTo('component/insertUserComponent')).toHaveLength(0);
  });

  it('shows the area as length × width to 2 decimals and refuses an MPP voltage above Voc', async () => {
    // Prepare
    const server = installFakeApi({ 'component/PageQueryUserComponent': emptyList });
    renderApp('/user/component/list');
    const dialog = await openAddDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Manufacturer' }), 'LONGi');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Model name' }), 'LR5');
    // Act
    await fill(dialog, [...datasheet, ['MPP voltage [V]', '52']]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Assess: 2.256 m × 1.133 m = 2.556 m².
    expect((within(dialog).getByRole('textbox', { name: 'Area [m²]' }) as HTMLInputElement).value).toBe(
      '2.56',
    );
    expect(
      await within(dialog).findByText('The MPP voltage must be less than the open-circuit voltage'),
    ).toBeTruthy();
    expect(server.callsTo('component/insertUserComponent')).toHaveLength(0);
  });

  it('refuses an efficiency that power and area contradict, and a positive Voc coefficient, beside the fields', async () => {
    // Prepare
    const server = installFakeApi({ 'component/PageQueryUserComponent': emptyList });
    renderApp('/user/component/list');
    const dialog = await openAddDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Manufacturer' }), 'LONGi');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Model name' }), 'LR5');
    // Act
    await fill(dialog, [...datasheet, ['Efficiency [%]', '99'], ['Temperature coefficient of Voc', '5']]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Assess
    expect(await within(dialog).findByText(/The efficiency does not match peak power/)).toBeTruthy();
    expect(
      within(dialog).getByText('The Voc temperature coefficient must be negative, between -1 and 0 %/℃'),
    ).toBeTruthy();
    expect(server.callsTo('component/insertUserComponent')).toHaveLength(0);
  });

  it('adds a panel with the camelCase fields as numbers, and may make it the default', async () => {
    // Prepare
    const server = installFakeApi({
      'component/PageQueryUserComponent': emptyList,
      'component/insertUserComponent': () => ok({ ...stored, componentmodelname: 'LR5' }),
    });
    renderApp('/user/component/list');
    const dialog = await openAddDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Manufacturer' }), 'LONGi');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Model name' }), 'LR5');
    await fill(dialog, datasheet);
    await userEvent.click(within(dialog).getByRole('button', { name: /Unit of the Isc coefficient/ }));
    await userEvent.click(screen.getByRole('option', { name: 'mV/°C' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Use as my default panel' }));
    // Act
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Assess
    expect(await screen.findByText('Panel LR5 added')).toBeTruthy();
    expect(server.callsTo('component/insertUserComponent')[0]?.body).toEqual({
      manufacturer: 'LONGi',
      componentModelName: 'LR5',
      componentLength: 2.256,
      componentWidth: 1.133,
      waferMaterial: 'poly',
      peakPower: 550,
      mppVoltage: 41.95,
      mppCurrent: 13.12,
      allowedVoltage: 1500,
      efficiency: 21.5,
      openCircuitVoltage: 49.8,
      shortCircuitCurrent: 13.98,
      tempCoefficientVoc: -0.265,
      tempCoefficientVocUnit: '%/℃',
      tempCoefficientIsc: 0.05,
      tempCoefficientIscUnit: 'mV/℃',
      isDefault: 1,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add panel' })).toBeNull());
  });

  it('opens the edit dialog once the details are loaded and saves with the version read', async () => {
    // Prepare
    const row = { Id: 'panel-7', ComponentModelName: 'LR5-72HPH-550M', Manufacturer: 'LONGi', IsDefault: 0 };
    const list = () =>
      ok({
        resultData: [
          {
            ...row,
            ComponentLength: 2.256,
            ComponentWidth: 1.133,
            ComponentArea: 2.56,
            WaferMaterial: 'mono',
            PeakPower: 550,
            MppVoltage: 41.95,
            MppCurrent: 13.12,
            AllowedVoltage: 1500,
            Efficiency: 21.5,
            OpenCircuitVoltage: 49.8,
            ShortCircuitCurrent: 13.98,
            TempCoefficientVoc: -0.265,
            TempCoefficientVocUnit: '%/℃',
            TempCoefficientIsc: 0.05,
            TempCoefficientIscUnit: '%/℃',
            CreateTime: '2026-11-21T10:00:00.000Z',
          },
        ],
        limit: 10,
        offset: 1,
        totalCount: 1,
      });
    const server = installFakeApi({
      'component/PageQueryUserComponent': list,
      'component/queryUserComponentInfo': () => ok(stored),
      'component/updateUserComponent': () => ok({ ...stored, peakpower: 555, version: 5 }),
    });
    renderApp('/user/component/list');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit LR5-72HPH-550M' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'Edit panel' });
    expect(within(dialog).getByRole('spinbutton', { name: 'Length [m]' }).getAttribute('step')).toBe('0.01');
    // Act
    await fill(dialog, [['Peak power [W]', '555']]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Assess
    expect(await screen.findByText('Panel LR5-72HPH-550M saved')).toBeTruthy();
    expect(server.callsTo('component/queryUserComponentInfo')[0]?.body).toEqual({ id: 'panel-7' });
    expect(server.callsTo('component/updateUserComponent')[0]?.body).toMatchObject({
      id: 'panel-7',
      version: 4,
      componentModelName: 'LR5-72HPH-550M',
      waferMaterial: 'mono',
      peakPower: 555,
    });
  });

  it('shows a field the server refused (118), named as the call names it, under the dialog’s field', async () => {
    // Prepare
    installFakeApi({
      'component/PageQueryUserComponent': emptyList,
      'component/insertUserComponent': () =>
        invalidField('componentModelName', 'You have a panel of this name'),
    });
    renderApp('/user/component/list');
    const dialog = await openAddDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Manufacturer' }), 'LONGi');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Model name' }), 'LR5');
    await fill(dialog, datasheet);
    // Act
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Assess
    const model = within(dialog).getByRole('textbox', { name: 'Model name' });
    await waitFor(() => expect(descriptionOf(model)).toBe('You have a panel of this name'));
    expect(document.activeElement).toBe(model);
  });

  it('says in the dialog that a PNG named .PAN is no PVsyst file, and drops that once a file reads', async () => {
    // Prepare: the server's part is the shared reader itself.
    const server = installFakeApi({
      'component/PageQueryUserComponent': emptyList,
      'component/readPvsystFile': (body) => {
        const result = readPvsystText(String(body.fileName), String(body.content));
        if (!result.ok) return { code: 119, message: result.reason };
        return ok({ ...result.read, warnings: result.read.warnings.map((w) => warningText(w, 'en')) });
      },
    });
    renderApp('/user/component/list');
    const dialog = await openAddDialog();
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48]);
    // Act
    await userEvent.upload(input, new File([png], 'roof.PAN'));
    // Assess: why, in the dialog; nothing sent, no notice behind the dialog.
    expect(await within(dialog).findByText('roof.PAN could not be read')).toBeTruthy();
    expect(
      within(dialog).getByText('The file is not a text file, so not a PVsyst module or inverter file'),
    ).toBeTruthy();
    expect(server.callsTo('component/readPvsystFile')).toHaveLength(0);
    expect(screen.queryByText('Invalid input')).toBeNull();
    // Act: a real module file.
    await userEvent.upload(input, new File([version6Pan()], 'module.PAN'));
    // Assess
    expect(await within(dialog).findByText(/^Filled from module\.PAN/)).toBeTruthy();
    expect(within(dialog).queryByText('roof.PAN could not be read')).toBeNull();
  });
});
