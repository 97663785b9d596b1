/** A message's `{name}` places filled from its parameters. */
import { fillPlaces } from '@pvd/shared/errors/message-places';
import { describe, expect, it } from 'vitest';

describe('fillPlaces', () => {
  it('fills each place with its parameter and leaves a place without one as it is', () => {
    expect(fillPlaces('Row {row}, column {column}: {value}', { row: 12, column: 'B "kW"' })).toBe(
      'Row 12, column B "kW": {value}',
    );
  });

  it('takes only the parameters’ own names', () => {
    expect(fillPlaces('{constructor} {toString}', {})).toBe('{constructor} {toString}');
  });
});
