import { systemBatteryFields } from '@pvd/shared/catalogue/battery';
import { panelFields } from '@pvd/shared/catalogue/panel';
import {
  exampleRow,
  IMPORT_KINDS,
  importDefinitions,
  isExampleRow,
} from '@pvd/shared/catalogue/spreadsheet-columns';
import { systemInverterFields } from '@pvd/shared/catalogue/system-inverter';
import { describe, expect, it } from 'vitest';

const fieldsOf = {
  inverter: systemInverterFields,
  inverterBattery: systemBatteryFields,
  systemComponent: panelFields,
};

describe('importDefinitions', () => {
  it.each(IMPORT_KINDS)('%s: one column for every field of the form schema, and no other', (kind) => {
    // Act
    const columns = importDefinitions[kind].columns.map((c) => c.field).sort();
    // Assess
    expect(columns).toEqual(Object.keys(fieldsOf[kind]).sort());
  });

  it.each(IMPORT_KINDS)('%s: the template example row passes the form schema', (kind) => {
    // Act
    const result = importDefinitions[kind].rowSchema.safeParse(exampleRow(importDefinitions[kind]));
    // Assess
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it.each(IMPORT_KINDS)('%s: the template example row is marked as the example by its model name', (kind) => {
    // Prepare
    const definition = importDefinitions[kind];
    const example = exampleRow(definition);
    // Assess
    expect(String(example[definition.exampleField])).toMatch(/^EXAMPLE-/);
    expect(isExampleRow(definition, example)).toBe(true);
    expect(isExampleRow(definition, { ...example, [definition.exampleField]: 'X-1' })).toBe(false);
  });

  it.each(IMPORT_KINDS)('%s: headers are unique in each language', (kind) => {
    // Prepare
    const { columns } = importDefinitions[kind];
    // Assess
    for (const language of ['zh-CN', 'en'] as const) {
      expect(new Set(columns.map((c) => c.header[language])).size).toBe(columns.length);
    }
  });

  it('takes required-ness from the schema: series, us and the optional fields are not required', () => {
    // Prepare
    const required = (kind: (typeof IMPORT_KINDS)[number], field: string) =>
      importDefinitions[kind].columns.find((c) => c.field === field)?.required;
    // Assess
    expect(required('inverter', 'modelname')).toBe(true);
    expect(required('inverter', 'series')).toBe(false);
    expect(required('inverter', 'us')).toBe(false);
    expect(required('inverter', 'mainsvoltype')).toBe(false);
    expect(required('systemComponent', 'tempCoefficientPmax')).toBe(false);
    expect(required('inverterBattery', 'inverterseries')).toBe(true);
  });
});
