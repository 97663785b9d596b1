/**
 * The option lists of the Common group that the choosers read: grid voltages and
 * frequencies of the inverter cascade, panels by chose way and manufacturer, manufacturers, and
 * currencies with their dated rates.
 */
import * as z from 'zod';
import { choiceField } from '../catalogue/cell-fields';
import { Role } from '../constants/roles';
import { emptyRequest, textField } from './common-fields';
import { defineCall } from './define';
import { chooserKeys, chooserValue } from './inverter';

const anyRole = [Role.user, Role.maintain] as const;
const user = [Role.user] as const;

/** `{ value, label }` of a select. */
export const valueOption = z.object({ value: z.string(), label: z.string() });

export const queryNominalGridVoltageOptions = defineCall({
  group: 'Common',
  name: 'queryNominalGridVoltageOptions',
  summary: 'Inverter chooser: the nominal grid voltages of a voltage type (grid or storage models).',
  access: anyRole,
  request: z.object(chooserKeys),
  response: z.array(valueOption),
});

export const queryNominalGridFrequencyOptions = defineCall({
  group: 'Common',
  name: 'queryNominalGridFrequencyOptions',
  summary: 'Inverter chooser: the nominal frequencies of the models offering a voltage.',
  access: anyRole,
  request: z.object({ ...chooserKeys, voltageValue: chooserValue }),
  response: z.array(valueOption),
});

export const queryComponentOptions = defineCall({
  group: 'Common',
  name: 'queryComponentOptions',
  summary:
    'Panel chooser: panels by chose way (1 default, 2 system, 3 custom, 4 frequently used) and manufacturer.',
  access: user,
  request: z.object({
    choseWay: choiceField([1, 2, 3, 4] as const, {}),
    /** The manufacturer option's value (its name); ways 2 and 3. */
    manufacturerId: textField(100).optional(),
  }),
  response: z.array(
    valueOption.extend({ manufacturer: z.string(), peakpower: z.number(), choseWay: z.number() }),
  ),
});

export const queryAllSystemManufacturerOptions = defineCall({
  group: 'Common',
  name: 'queryAllSystemManufacturerOptions',
  summary: 'The manufacturers of the system panels.',
  access: anyRole,
  request: emptyRequest,
  response: z.array(valueOption),
});

export const queryAllUserManufacturerOptions = defineCall({
  group: 'Common',
  name: 'queryAllUserManufacturerOptions',
  summary: 'The manufacturers of the caller’s custom panels.',
  access: user,
  request: emptyRequest,
  response: z.array(valueOption),
});

export const queryAllManufacturerOptions = defineCall({
  group: 'Common',
  name: 'queryAllManufacturerOptions',
  summary: 'The manufacturers of the system panels and of the caller’s custom panels.',
  access: user,
  request: emptyRequest,
  response: z.array(valueOption),
});

/** A currency of the investment step [WIZ-11], with the date of its rate. */
export const currencyOption = z.object({
  code: z.string(),
  symbol: z.string(),
  /** Name in the caller's language. */
  name: z.string(),
  /** Units of this currency per 1 CNY (the base, rate 1). */
  rate: z.number(),
  /** Day the rate was taken (ISO date). */
  rateDate: z.string(),
});
export type CurrencyOptionWithDate = z.infer<typeof currencyOption>;

export const queryCurrencyOptions = defineCall({
  group: 'Common',
  name: 'queryCurrencyOptions',
  summary: 'The currencies with their rates per CNY and the date the rates were taken.',
  access: anyRole,
  request: emptyRequest,
  response: z.array(currencyOption),
});
