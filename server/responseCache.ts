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
 * answer with its gzip copy).
 */
export class ResponseCache<V = string> {
  private readonly entries = new Map<string, V>();
  private bytes = 0;

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
    this.bytes = 0;
  }

  private entryBytes(key: string, value: V): number {
    return stringMemory(key) + this.valueBytes(value);
  }
}
