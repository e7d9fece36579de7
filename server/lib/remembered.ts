/**
 * Small in-memory memos for the request path: a pure function of a header's or a query's text is
 * worked out once per distinct text (browsers and list pages send few), and at most `max` texts
 * are kept, the oldest forgotten first, so that a client sending a new text each time costs only
 * memory it cannot grow.
 */

/** A map of at most `max` entries: setting one more forgets the oldest. */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  set(key: K, value: V): void {
    if (!this.entries.has(key) && this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
  }
}

/** `compute` (pure), worked out once for each of the last `max` keys it was asked for; a throw is not kept. */
export function remembered<K, V>(compute: (key: K) => V, max: number): (key: K) => V {
  const values = new BoundedMap<K, V>(max);
  return (key) => {
    const known = values.get(key);
    if (known !== undefined || values.has(key)) return known as V;
    const value = compute(key);
    values.set(key, value);
    return value;
  };
}
