import { WeatherFormatError } from '@pvd/shared/pv/weather/errors';
import { describe, expect, it } from 'vitest';

describe('WeatherFormatError', () => {
  it('carries a machine-readable reason, the format, the line and the cause', () => {
    const cause = new SyntaxError('Unexpected end of JSON input');
    const error = new WeatherFormatError('invalid-json', 'not JSON', {
      format: 'pvgis-tmy-json',
      line: 3,
      cause,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('WeatherFormatError');
    expect([error.reason, error.format, error.line, error.message]).toEqual([
      'invalid-json',
      'pvgis-tmy-json',
      3,
      'not JSON',
    ]);
    expect(error.cause).toBe(cause);
  });

  it('leaves format, line and cause undefined when not given', () => {
    const error = new WeatherFormatError('empty-file', 'empty');
    expect([error.format, error.line, error.cause]).toEqual([undefined, undefined, undefined]);
  });
});
