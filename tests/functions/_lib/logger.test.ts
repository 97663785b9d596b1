import { powertoolsLogLevel } from '@pvd/functions/_lib/logger';
import { describe, expect, it } from 'vitest';

describe('the log level', () => {
  it('maps LOG_LEVEL to Powertools’ levels, silent (the unit tests) to SILENT', () => {
    // Act, Assess
    expect(powertoolsLogLevel('silent')).toBe('SILENT');
    expect(powertoolsLogLevel('debug')).toBe('DEBUG');
    expect(powertoolsLogLevel(' Warn ')).toBe('WARN');
    expect(powertoolsLogLevel('error')).toBe('ERROR');
  });

  it('falls back to INFO when unset or unknown', () => {
    // Act, Assess
    expect(powertoolsLogLevel(undefined)).toBe('INFO');
    expect(powertoolsLogLevel('verbose')).toBe('INFO');
  });
});
