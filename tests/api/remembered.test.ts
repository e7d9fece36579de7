/** The request path's memos (server/lib/remembered.ts): once per key, bounded, oldest forgotten first. */
import { BoundedMap, remembered } from '../../server/lib/remembered';

describe('remembered', () => {
  it('works a key out once, keeps at most max keys (the oldest goes first) and keeps no throw', () => {
    const asked: string[] = [];
    const length = remembered((text: string | undefined) => {
      asked.push(String(text));
      if (text === 'bad') throw new Error('refused');
      return text?.length;
    }, 2);
    expect([length('a'), length('bb'), length('a'), length(undefined), length(undefined)]).toEqual([1, 2, 1, undefined, undefined]);
    // 'a' was the oldest when undefined came: worked out again.
    expect(length('a')).toBe(1);
    expect(asked).toEqual(['a', 'bb', 'undefined', 'a']);
    expect(() => length('bad')).toThrow('refused');
    expect(() => length('bad')).toThrow('refused');
    expect(asked.filter((a) => a === 'bad')).toHaveLength(2);
  });

  it('BoundedMap replaces a kept key without forgetting another', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 3);
    expect([map.get('a'), map.get('b')]).toEqual([3, 2]);
    map.set('c', 4);
    expect([map.has('a'), map.has('b'), map.get('c')]).toEqual([false, true, 4]);
  });
});
