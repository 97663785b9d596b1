import { parsePerMpptList } from '@pvd/shared/electrical/per-mppt-list';
import { describe, expect, it } from 'vitest';

describe('parsePerMpptList', () => {
  it('reads one value per MPPT in MPPT order', () => {
    // Act
    const result = parsePerMpptList('12.5/15', 2);
    // Assess
    expect(result).toEqual({ ok: true, values: [12.5, 15] });
  });

  it('repeats a single value for every MPPT', () => {
    // Act
    const result = parsePerMpptList('600', 3);
    // Assess
    expect(result).toEqual({ ok: true, values: [600, 600, 600] });
  });

  it('accepts a number as a single value', () => {
    // Act
    const result = parsePerMpptList(1100, 2);
    // Assess
    expect(result).toEqual({ ok: true, values: [1100, 1100] });
  });

  it('trims spaces around items', () => {
    // Act
    const result = parsePerMpptList(' 12 / 13.5 ', 2);
    // Assess
    expect(result).toEqual({ ok: true, values: [12, 13.5] });
  });

  it('reports a non-numeric item with its position', () => {
    // Act
    const result = parsePerMpptList('12/abc', 2);
    // Assess
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ kind: 'invalid-number', itemIndex: 1, item: 'abc' });
  });

  it('reports an empty item between slashes', () => {
    // Act
    const result = parsePerMpptList('12//12', 3);
    // Assess
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ kind: 'invalid-number', itemIndex: 1, item: '' });
  });

  it('rejects numbers with trailing text such as units', () => {
    // Act
    const result = parsePerMpptList('12A/12A', 2);
    // Assess
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('invalid-number');
  });

  it('reports too few values for the MPPT count', () => {
    // Act
    const result = parsePerMpptList('12/12', 3);
    // Assess
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ kind: 'count-mismatch', found: 2, expected: 3 });
  });

  it('reports more values than MPPTs', () => {
    // Act
    const result = parsePerMpptList('12/12/12/12', 3);
    // Assess
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ kind: 'count-mismatch', found: 4, expected: 3 });
  });

  it('reports blank text as empty', () => {
    // Act
    const result = parsePerMpptList('   ', 2);
    // Assess
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('empty');
  });

  it('reports a negative value', () => {
    // Act
    const result = parsePerMpptList('12/-1', 2);
    // Assess
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ kind: 'negative', itemIndex: 1 });
  });

  it('reports an MPPT count that is not a whole number of at least 1', () => {
    // Act
    const zero = parsePerMpptList('12', 0);
    const fraction = parsePerMpptList('12', 1.5);
    // Assess
    expect(zero).toMatchObject({ ok: false, error: { kind: 'invalid-mppt-count' } });
    expect(fraction).toMatchObject({ ok: false, error: { kind: 'invalid-mppt-count' } });
  });

  it('gives an English message for every error', () => {
    // Act
    const result = parsePerMpptList('12/abc', 2);
    // Assess
    expect(result.ok ? '' : result.error.message).toContain("'abc'");
  });
});
