/** Bytes to a table: encodings, delimiters, quotes, where the readings begin. */
import { decodeText } from '@pvd/shared/load/meter-file/decode';
import { sniffDelimiter, splitDelimited } from '@pvd/shared/load/meter-file/delimited';
import { tableOf } from '@pvd/shared/load/meter-file/table';
import { findTableStart } from '@pvd/shared/load/meter-file/table-start';
import { describe, expect, it } from 'vitest';
import { gbk, utf8 } from './support/fixtures';

describe('meter file text [LOAD-2]', () => {
  it('decodes UTF-8 with and without its mark, UTF-16 with one, GBK otherwise', () => {
    expect(decodeText(utf8('时间,kW', true))).toBe('时间,kW');
    expect(decodeText(utf8('时间,kW'))).toBe('时间,kW');
    const utf16 = new Uint8Array([0xff, 0xfe, ...[...'t\tkW'].flatMap((c) => [c.charCodeAt(0), 0])]);
    expect(decodeText(utf16)).toBe('t\tkW');
    expect(decodeText(gbk('数据时间,有功功率'))).toBe('数据时间,有功功率');
  });

  it('picks the delimiter most lines share, semicolons over decimal commas', () => {
    expect(sniffDelimiter(['a;b', '01.01.2023 00:15;1,5', '01.01.2023 00:30;2,5'])[0]).toBe(';');
    expect(sniffDelimiter(['Konto: 1234', 'a\tb', '1\t2', '3\t4'])[0]).toBe('\t');
    expect(sniffDelimiter(['time,kw', '2023-01-01 00:00,1'])[0]).toBe(',');
    // No delimiter on half the lines: the name breaks the tie.
    expect(sniffDelimiter(['x', 'y'], 'meter.TSV')[0]).toBe('\t');
    expect(sniffDelimiter(['x', 'y'], 'meter.csv')[0]).toBe(',');
  });

  it('keeps quoted delimiters and quotes inside cells, and line numbers past blank lines', () => {
    const table = splitDelimited('"a,b",c\n\n"say ""hi""",2\r\n');
    expect(table.length).toBe(2);
    expect(table.row(0)).toEqual(['a,b', 'c']);
    expect(table.cell(1, 0)).toBe('say "hi"');
    expect(table.rowNumber(1)).toBe(3);
  });

  it('finds the header, the unit row and the preamble above them', () => {
    const text = [
      '用户: 某公司',
      '户号: 123',
      '时间,有功功率',
      ',kW',
      ...Array.from({ length: 8 }, (_, i) => `2023-01-01 0${i}:00,1`),
    ].join('\n');
    expect(findTableStart(tableOf(utf8(text)))).toEqual({
      firstData: 4,
      header: 2,
      unitRow: 3,
      preamble: '用户: 某公司\n户号: 123',
    });
  });
});
