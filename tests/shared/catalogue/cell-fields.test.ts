import {
  choiceField,
  flagField,
  isDefaultField,
  optionalTextCellField,
  textCellField,
} from '@pvd/shared/catalogue/cell-fields';
import { describe, expect, it } from 'vitest';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('textCellField', () => {
  it('keeps a number cell as text and trims', () => {
    // Prepare
    const field = textCellField(10, 'modelNameRequired');
    // Act / Assess
    expect(field.parse(3000)).toBe('3000');
    expect(field.parse('  SUN-5K  ')).toBe('SUN-5K');
  });

  it('answers its required key when blank and tooLong past the cap', () => {
    // Prepare
    const field = textCellField(5, 'modelNameRequired');
    // Act / Assess
    expect(messages(field.safeParse(''))).toEqual(['modelNameRequired']);
    expect(messages(field.safeParse(undefined))).toEqual(['modelNameRequired']);
    expect(messages(field.safeParse('123456'))).toEqual(['tooLong']);
    expect(messages(field.safeParse({}))).toEqual(['invalidType']);
  });
});

describe('optionalTextCellField', () => {
  it('answers an empty text when absent or null, and still caps the length', () => {
    // Prepare
    const field = optionalTextCellField(3);
    // Act / Assess
    expect(field.parse(undefined)).toBe('');
    expect(field.parse(null)).toBe('');
    expect(messages(field.safeParse('abcd'))).toEqual(['tooLong']);
  });
});

describe('choiceField and flagField', () => {
  it('accepts the codes and their written synonyms in any case', () => {
    // Prepare
    const phase = choiceField(['Single-Phase', 'Three-Phase'] as const, { 三相: 'Three-Phase' });
    // Act / Assess
    expect(phase.parse('three-phase')).toBe('Three-Phase');
    expect(phase.parse('三相')).toBe('Three-Phase');
    expect(messages(phase.safeParse('two-phase'))).toEqual(['invalidValue']);
    expect(messages(phase.safeParse(''))).toEqual(['required']);
  });

  it('reads flags from 1/0, yes/no and 是/否 into the stored "1" and "0"', () => {
    // Prepare
    const flag = flagField();
    // Act / Assess
    expect(flag.parse(1)).toBe('1');
    expect(flag.parse('0')).toBe('0');
    expect(flag.parse('是')).toBe('1');
    expect(flag.parse('No')).toBe('0');
    expect(messages(flag.safeParse('2'))).toEqual(['invalidValue']);
  });

  it('reads IsDefault from 1/0 or a boolean', () => {
    expect(isDefaultField.parse(true)).toBe(1);
    expect(isDefaultField.parse(0)).toBe(0);
    expect(messages(isDefaultField.safeParse(2))).toEqual(['invalidValue']);
  });
});
