import {describe, expect, it} from 'vitest';
import {ResponseCache, stringMemory} from '../responseCache';

describe('ResponseCache', () => {
  it('evicts the least recently used entries once over its byte budget', () => {
    const cache = new ResponseCache(100, 1000);
    for (let i = 0; i < 10; i += 1) cache.set(`k${i}`, 'x'.repeat(198));
    // Each entry is 200 bytes (2-byte key + 198): five fit.
    expect(cache.size).toBe(5);
    expect(cache.byteSize).toBeLessThanOrEqual(1000);
    expect(cache.get('k4')).toBeUndefined();
    expect(cache.get('k5')).toBeDefined();
    cache.set('k10', 'x'.repeat(197));
    // k5 was just read, so k6 went first.
    expect(cache.get('k5')).toBeDefined();
    expect(cache.get('k6')).toBeUndefined();
  });

  it('evicts by entry count too, and never stores an entry bigger than the whole budget', () => {
    const cache = new ResponseCache(2, 1_000_000);
    cache.set('a', '1');
    cache.set('b', '2');
    cache.set('c', '3');
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    const small = new ResponseCache(10, 100);
    small.set('big', 'x'.repeat(200));
    expect(small.size).toBe(0);
    expect(small.byteSize).toBe(0);
  });

  it('counts the memory V8 holds, and replaces an entry without leaking its size', () => {
    const cache = new ResponseCache(10, 1000);
    // Latin-1 text is stored one byte a character ("é" is two bytes in UTF-8, one here).
    cache.set('k', 'é'.repeat(10));
    expect(cache.byteSize).toBe(11);
    // One character past Latin-1 (a snippet's ellipsis) makes every character two bytes.
    cache.set('k', `${'a'.repeat(99)}…`);
    expect(cache.byteSize).toBe(201);
    cache.set('k', 'a');
    expect(cache.byteSize).toBe(2);
    expect(stringMemory('k…')).toBe(4);
  });

  it('never stores an entry past its own bound, and keeps what it holds', () => {
    const cache = new ResponseCache(10, 1000, 300);
    cache.set('small', 'x'.repeat(100));
    cache.set('large', 'x'.repeat(400));
    expect(cache.get('large')).toBeUndefined();
    expect(cache.get('small')).toBeDefined();
    expect(cache.byteSize).toBe(105);
  });

  it('admits a key from its second miss, so bodies sent once never push out the others', () => {
    const cache = new ResponseCache(3, 1000);
    const ask = (key: string) => {
      if (cache.get(key) === undefined && cache.admits(key)) cache.set(key, 'answer');
    };
    ask('popular');
    expect(cache.size).toBe(0);
    ask('popular');
    expect(cache.get('popular')).toBe('answer');
    for (let i = 0; i < 100; i += 1) ask(`once-${i}`);
    expect(cache.size).toBe(1);
    expect(cache.get('popular')).toBe('answer');
    // Misses are remembered for 4 × maxEntries keys: a recent one is admitted on its next miss,
    ask('once-99');
    expect(cache.get('once-99')).toBe('answer');
    // one from further back starts over.
    ask('once-0');
    expect(cache.get('once-0')).toBeUndefined();
    cache.clear();
    ask('once-98');
    expect(cache.get('once-98')).toBeUndefined();
  });
});
