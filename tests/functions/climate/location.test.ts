import { roundLocation } from '@pvd/functions/_lib/climate/location';
import { describe, expect, it } from 'vitest';

describe('roundLocation', () => {
  it('rounds to 0.01° and keys the location with two decimals', () => {
    // Act
    const location = roundLocation(39.9142, 116.4074);
    // Assess
    expect(location).toEqual({ latitude: 39.91, longitude: 116.41, key: '39.91_116.41' });
  });

  it('gives places within the same 0.01° cell one key', () => {
    expect(roundLocation(45.0049, 7.9951).key).toBe(roundLocation(44.9951, 8.0049).key);
  });

  it('writes no negative zero, so both sides of the equator share the key near 0', () => {
    expect(roundLocation(-0.001, -0.004).key).toBe('0.00_0.00');
  });

  it('keeps the sign of southern and western places', () => {
    expect(roundLocation(-33.8688, -70.6693).key).toBe('-33.87_-70.67');
  });
});
