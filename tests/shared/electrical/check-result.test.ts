import { passOr, worstResult } from '@pvd/shared/electrical/check-result';
import { describe, expect, it } from 'vitest';

describe('worstResult', () => {
  it('is success only when every check succeeds', () => {
    expect(worstResult(['success', 'success'])).toBe('success');
  });

  it('is warning when the worst check is a warning', () => {
    expect(worstResult(['success', 'warning', 'success'])).toBe('warning');
  });

  it('is error when any check is an error, whatever the others', () => {
    expect(worstResult(['warning', 'error', 'success'])).toBe('error');
  });

  it('is success for no checks', () => {
    expect(worstResult([])).toBe('success');
  });
});

describe('passOr', () => {
  it('gives success on a pass and the failure class otherwise', () => {
    expect(passOr(true, 'error')).toBe('success');
    expect(passOr(false, 'warning')).toBe('warning');
  });
});
