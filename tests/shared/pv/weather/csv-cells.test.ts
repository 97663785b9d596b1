import { FieldPicker, parseDecimal, splitCsvLine, splitLines } from '@pvd/shared/pv/weather/csv-cells';
import { describe, expect, it } from 'vitest';

describe('parseDecimal', () => {
  it.each([
    '0',
    '12',
    '-3.25',
    '+0.5',
    '.5',
    '7.',
    '99870.00',
    '0.1761',
    '123456.789012',
    ' 42 ',
    '1e3',
    '-0.8239',
  ])('reads %j exactly as Number does', (text) => {
    expect(parseDecimal(text, 0, text.length)).toBe(Number(text));
  });

  it.each(['', '   ', '-', '1.2.3', 'abc', '12a'])('reads %j as NaN', (text) => {
    expect(parseDecimal(text, 0, text.length)).toBeNaN();
  });

  it('reads a slice without looking outside it', () => {
    expect(parseDecimal('a,15.5,b', 2, 6)).toBe(15.5);
  });
});

describe('FieldPicker', () => {
  it('picks columns in the order asked, whatever their position', () => {
    const picker = new FieldPicker([3, 0, 5]);
    expect(picker.pick('10,x,y,2.5,z,-7')).toBe(true);
    expect([picker.number(0), picker.number(1), picker.number(2)]).toEqual([2.5, 10, -7]);
  });

  it('reads empty cells as NaN and text cells trimmed', () => {
    const picker = new FieldPicker([0, 1]);
    picker.pick(' 01/02/1988 ,');
    expect(picker.text(0)).toBe('01/02/1988');
    expect(picker.number(1)).toBeNaN();
  });

  it('reports a line with too few columns', () => {
    expect(new FieldPicker([4]).pick('1,2,3')).toBe(false);
  });
});

describe('splitCsvLine', () => {
  it('keeps commas inside quotes and unquotes', () => {
    expect(splitCsvLine('723170,"GREENSBORO, NC",NC,-5.0')).toEqual([
      '723170',
      'GREENSBORO, NC',
      'NC',
      '-5.0',
    ]);
  });
});

describe('splitLines', () => {
  it('drops a byte-order mark and trailing blank lines, and reads CRLF and LF', () => {
    expect(splitLines('\uFEFFa\r\nb\nc\r\n\r\n')).toEqual(['a', 'b', 'c']);
  });
});
