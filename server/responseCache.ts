import {fnv1a} from '../search/fnv1a';

/** Any character past Latin-1 makes V8 store the whole string two bytes a character. */
const TWO_BYTE = /[\u0100-\u{10ffff}]/u;

/**
 * The memory a string holds in V8: one byte a character, or two when any character is past
 * Latin-1 (a query typed in Greek or with an ellipsis), which counting UTF-8 bytes would miss.
 */
export function stringMemory(text: string): number {
  return TWO_BYTE.test(text) ? text.length * 2 : text.length;
}

/**
 * An LRU map of serialised responses bounded both in entries and in bytes, so a flood of distinct
 * large answers cannot grow the process: the oldest entries go first until both bounds hold.
 * Values are strings, or anything else whose bytes `valueBytes` tells (the search API keeps each
 * answer with its Brotli copy).
 */
export class ResponseCache<V = string> {
  private readonly entries = new Map<string, V>();
  private bytes = 0;
  /** Fingerprints of keys that missed once and were not stored, oldest first (see `admits`). */
  private readonly missedOnce = new Set<number>();

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
    /** Larger entries are not stored at all. */
    private readonly maxEntryBytes: number = maxBytes,
    private readonly valueBytes: (value: V) => number = (value) => stringMemory(value as string),
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** Memory held by keys and values (`stringMemory`, or what `valueBytes` tells). */
  get byteSize(): number {
    return this.bytes;
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Refresh its place in the LRU order.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /**
   * Whether an answer that just missed is worth storing: only when its key missed before, among
   * the last `maxEntries * 4` keys that missed (TinyLFU's doorkeeper). A body sent once (a long
   * query typed once, a bot's or an attacker's stream of distinct queries) then never pushes out
   * the prefixes every visitor types, and leaves no evicted answer for the old generation to
   * collect. A fingerprint collision only stores an answer one request early.
   */
  admits(key: string): boolean {
    const print = fnv1a(key);
    if (this.missedOnce.delete(print)) return true;
    this.missedOnce.add(print);
    if (this.missedOnce.size > this.maxEntries * 4) this.missedOnce.delete(this.missedOnce.values().next().value!);
    return false;
  }

  set(key: string, value: V): void {
    const cost = this.entryBytes(key, value);
    if (this.maxEntries <= 0 || cost > this.maxBytes || cost > this.maxEntryBytes) return;
    const previous = this.entries.get(key);
    if (previous !== undefined) {
      this.entries.delete(key);
      this.bytes -= this.entryBytes(key, previous);
    }
    this.entries.set(key, value);
    this.bytes += cost;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const [oldestKey, oldestValue] = this.entries.entries().next().value!;
      this.entries.delete(oldestKey);
      this.bytes -= this.entryBytes(oldestKey, oldestValue);
    }
  }

  clear(): void {
    this.entries.clear();
    this.missedOnce.clear();
    this.bytes = 0;
  }

  private entryBytes(key: string, value: V): number {
    return stringMemory(key) + this.valueBytes(value);
  }
}
