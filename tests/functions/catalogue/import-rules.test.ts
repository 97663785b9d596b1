import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  catalogueRuleOf,
  knownInverterSeries,
  knownSeriesRule,
} from '@pvd/functions/_lib/catalogue/import-rules';
import { bindHeaders, checkRows, noCatalogueRule, sheetRows } from '@pvd/functions/_lib/catalogue/row-mapper';
import { readSpreadsheetRows } from '@pvd/functions/_lib/catalogue/xlsx-reader';
import { onlyUseInTestsClearListCache } from '@pvd/functions/_lib/db/partition-cache';
import { importDefinitions } from '@pvd/shared/catalogue/spreadsheet-columns';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { type CellValue, workbookBytes } from './support/workbook';

const batteries = importDefinitions.inverterBattery;
const header = [
  '逆变器系列',
  '电池型号',
  '电池品牌',
  '电池容量 (kWh)',
  '电池类型',
  '最大并/串联数量',
  '最小并/串联数量',
];
const known = new Set(['sun-h-lv', 'sun-h-hv']);

function checked(rows: CellValue[][]) {
  const [head, ...data] = readSpreadsheetRows(workbookBytes([header, ...rows]));
  const bindings = bindHeaders(batteries, head!.cells);
  return checkRows(batteries, bindings, sheetRows(bindings, data), knownSeriesRule(known));
}

describe('knownSeriesRule', () => {
  it('refuses a series no inverter has, and takes a known one in any case and spacing', () => {
    // Prepare
    const rule = knownSeriesRule(known);
    // Act, Assess
    expect(rule({ inverterseries: 'SUN-H' })).toEqual([
      { field: 'inverterseries', key: 'inverterSeriesUnknown' },
    ]);
    expect(rule({ inverterseries: ' sun-H-lv ' })).toEqual([]);
  });

  it('leaves a blank or over-long series to the row schema', () => {
    // Prepare
    const rule = knownSeriesRule(known);
    // Act, Assess
    expect(rule({})).toEqual([]);
    expect(rule({ inverterseries: ' ' })).toEqual([]);
    expect(rule({ inverterseries: 'S'.repeat(51) })).toEqual([]);
  });
});

describe('checkRows of batteries with the series rule', () => {
  it('reports the row and the series column of an unknown series, and keeps the good rows', () => {
    // Act
    const result = checked([
      ['SUN-H-LV', 'A-1', 'PV-Sun', 5.12, 'LiFePO4', 16, 1],
      ['SUN-X', 'A-2', 'PV-Sun', 5.12, 'LiFePO4', 16, 1],
    ]);
    // Assess
    expect(result.errors).toEqual([
      { row: 3, column: 'A', header: '逆变器系列', field: 'inverterseries', key: 'inverterSeriesUnknown' },
    ]);
    expect(result.valid.map((r) => r.rowNumber)).toEqual([2]);
  });

  it('lists an unknown series beside the row’s other bad cells, in column order', () => {
    // Act
    const result = checked([['SUN-X', 'A-3', 'PV-Sun', 'many', 'LiFePO4', 16, 1]]);
    // Assess
    expect(result.errors.map((e) => [e.row, e.column, e.key])).toEqual([
      [2, 'A', 'inverterSeriesUnknown'],
      [2, 'D', 'numberRequired'],
    ]);
  });

  it('reports a blank series once, as required', () => {
    // Act
    const result = checked([['', 'A-4', 'PV-Sun', 5.12, 'LiFePO4', 16, 1]]);
    // Assess
    expect(result.errors.map((e) => [e.column, e.key])).toEqual([['A', 'inverterSeriesRequired']]);
  });

  it('does not hold the template’s example row to the rule', () => {
    // Act
    const result = checked([['NO-SUCH', 'EXAMPLE-BOS-A 5.12', 'PV-Sun', 5.12, 'LiFePO4', 16, 1]]);
    // Assess
    expect(result).toEqual({ valid: [], errors: [], exampleRows: 1 });
  });
});

describe('the known series, from the inverter table', () => {
  const table = mockClient(DynamoDBDocumentClient);

  beforeEach(() => {
    table.reset();
    onlyUseInTestsClearListCache();
  });
  // The unit project's files share a worker: the next file gets the real client back.
  afterAll(() => table.restore());

  it('are the series of the catalogue’s inverters, normalised, without blanks', async () => {
    // Prepare
    table.on(GetCommand).resolves({ Item: { revision: 1 } });
    table.on(QueryCommand).resolves({
      Items: [
        { modelname: 'A', series: 'SUN-H-LV' },
        { modelname: 'B', series: 'sun-h-lv' },
        { modelname: 'C', series: 'New  Series' },
        { modelname: 'D', series: '' },
      ],
    });
    // Act
    const series = await knownInverterSeries();
    // Assess
    expect([...series].sort()).toEqual(['new series', 'sun-h-lv']);
    expect(table.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      ExpressionAttributeValues: expect.objectContaining({ ':pk': 'CATALOGUE#INVERTER' }),
    });
  });

  it('are read only for battery imports', async () => {
    // Act
    const rules = await Promise.all([catalogueRuleOf('inverter'), catalogueRuleOf('systemComponent')]);
    // Assess
    expect(rules).toEqual([noCatalogueRule, noCatalogueRule]);
    expect(table.calls()).toHaveLength(0);
  });
});
