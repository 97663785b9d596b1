/**
 * A meter file read on the server [LOAD-5]: the declared name and size checked before the upload,
 * an .xlsx zip bomb refused before SheetJS inflates it, and the reader's refusals answered 119 for
 * the file as a whole and 118 for what is in it, with the row and column filled into the message.
 */
import { AppError } from '@pvd/functions/_lib/errors';
import {
  checkDeclaredMeterFile,
  meterRefusalError,
  readMeterBytes,
} from '@pvd/functions/_lib/load/meter-file-reading';
import { errorResponse } from '@pvd/functions/_lib/middleware/envelope';
import { METER_FILE_LIMITS } from '@pvd/shared/constants/limits';
import { describe, expect, it } from 'vitest';
import { buildZip, workbookEntries } from '../../catalogue/support/zip';

/** The answer an error becomes. */
function answerOf(error: unknown, culture: 'en' | 'zh-CN' = 'en') {
  const response = errorResponse(error, culture) as { statusCode: number; body: string };
  return { status: response.statusCode, ...JSON.parse(response.body) };
}

function thrown(act: () => unknown): unknown {
  try {
    act();
  } catch (error) {
    return error;
  }
  return expect.fail('nothing was thrown');
}

describe('checkDeclaredMeterFile', () => {
  it('takes the names of tables and refuses others (415) and sizes above the limit (413)', () => {
    for (const name of ['a.csv', 'B.TSV', 'c.txt', 'd.xlsx', 'e.xls'])
      expect(() => checkDeclaredMeterFile(name, 10)).not.toThrow();
    expect(answerOf(thrown(() => checkDeclaredMeterFile('bill.pdf', 10)))).toMatchObject({
      code: 119,
      status: 415,
    });
    expect(
      answerOf(thrown(() => checkDeclaredMeterFile('a.csv', METER_FILE_LIMITS.maxBytes + 1))),
    ).toMatchObject({
      code: 119,
      status: 413,
      message: 'The meter data file must not exceed 20 MB',
    });
  });
});

describe('meterRefusalError', () => {
  it('answers a refusal of the content 118 with its row and column in the message and the data', () => {
    const error = meterRefusalError(
      { code: 'negative', messageKey: 'meterNegativeValue', params: { row: 302, column: 'B "kW"' } },
      'zh-CN',
    );
    expect(answerOf(error, 'zh-CN')).toMatchObject({
      code: 118,
      status: 400,
      message: '第 302 行 B "kW" 列为负值。若为双向（净）电表，请分别给出用电（正向）和上网（反向）两列',
      data: { reason: 'negative', row: 302, column: 'B "kW"' },
    });
  });

  it('answers a refusal of the whole file 119, and names the choice a time zone needs', () => {
    const tooMany = meterRefusalError(
      { code: 'tooManyRows', messageKey: 'meterFileTooManyRows', params: {} },
      'en',
    );
    expect(answerOf(tooMany)).toMatchObject({
      code: 119,
      status: 413,
      data: { reason: 'tooManyRows', row: null },
    });
    const zone = meterRefusalError(
      { code: 'timeZoneNeeded', messageKey: 'meterTimeZoneNeeded', params: { row: 7210 } },
      'en',
    );
    expect(answerOf(zone)).toMatchObject({
      code: 118,
      data: { fieldErrors: [{ field: 'choices.timeZone', key: 'meterTimeZoneNeeded' }] },
    });
    expect(answerOf(zone).data.fieldErrors[0].message).toContain('Row 7210 goes back one hour');
  });
});

describe('readMeterBytes', () => {
  it('refuses an .xlsx zip bomb (119) before any spreadsheet is opened', () => {
    const bomb = buildZip([
      ...workbookEntries(),
      { name: 'xl/worksheets/sheet2.xml', content: new Uint8Array(50 * 1024 * 1024) },
    ]);
    const error = thrown(() => readMeterBytes(bomb, 'meter.xlsx', {}, 'en'));
    expect(error).toBeInstanceOf(AppError);
    expect(answerOf(error)).toMatchObject({ code: 119, data: { reason: 'spreadsheetExpandsTooMuch' } });
  });
});
