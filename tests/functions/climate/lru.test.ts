import { LruMap } from '@pvd/functions/_lib/climate/lru';
import { describe, expect, it } from 'vitest';

describe('LruMap', () => {
  it('drops the least recently used entry beyond its capacity', () => {
    // Prepare
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    // Act
    map.get('a'); // a is now younger than b
    map.set('c', 3);
    // Assess
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
    expect(map.size).toBe(2);
  });

  it('replaces a value set again and forgets a deleted key', () => {
    const map = new LruMap<string, number>(3);
    map.set('a', 1);
    map.set('a', 2);
    expect(map.get('a')).toBe(2);
    map.delete('a');
    expect(map.get('a')).toBeUndefined();
    expect(map.size).toBe(0);
  });
});
