/** Bits set in each unit mask, from a table (masks of up to 14 units index it directly). */
const POPCOUNT = Uint8Array.from({length: 1 << 14}, (_, value) => {
  let count = 0;
  for (let v = value; v !== 0; v &= v - 1) count += 1;
  return count;
});

export function popcount(value: number): number {
  return value < POPCOUNT.length ? POPCOUNT[value]! : POPCOUNT[value & 0x3fff]! + popcount(value >>> 14);
}
