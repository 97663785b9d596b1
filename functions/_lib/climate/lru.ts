/**
 * A small least-recently-used map: the per-container memory of resolved climates (a Lambda
 * container keeps its module state between calls, so a warm call finds its climate here).
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();

  /** @param capacity entries kept; the least recently used goes first */
  constructor(private readonly capacity: number) {}

  /** The value, now the most recently used; undefined when absent. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // A Map iterates in insertion order: re-inserting moves the key to the young end.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as K;
      this.entries.delete(oldest);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
