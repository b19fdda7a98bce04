import {describe, expect, it} from 'vitest';
import {textualRank} from '../sectionOrder';

describe('textualRank', () => {
  it("orders as Algolia's criteria do: words, then typos, attribute, proximity, exact", () => {
    const best = {words: 3, nbTypos: 0, firstMatchedWord: 0, proximityDistance: 2, nbExactWords: 3};
    const worse = [
      {...best, words: 2, nbTypos: 0, firstMatchedWord: 0, proximityDistance: 0, nbExactWords: 3},
      {...best, nbTypos: 1, firstMatchedWord: 0, proximityDistance: 0},
      {...best, firstMatchedWord: 1},
      {...best, proximityDistance: 3},
      {...best, nbExactWords: 2},
    ];
    for (const info of worse) expect(textualRank(best)).toBeLessThan(textualRank(info));
    expect(textualRank({...best})).toBe(textualRank(best));
  });

  it('keeps every field apart at its largest values', () => {
    // 10 words (MAX_QUERY_UNITS), 20 typos, the last attribute position, proximity 72, 10 exact words.
    const most = {words: 10, nbTypos: 20, firstMatchedWord: 15 * 1024 + 1023, proximityDistance: 72, nbExactWords: 10};
    expect(textualRank({...most, proximityDistance: 71})).toBeLessThan(textualRank(most));
    expect(textualRank({...most, nbTypos: 19, firstMatchedWord: 2 ** 20 - 1})).toBeLessThan(textualRank(most));
    expect(Number.isSafeInteger(textualRank({...most, words: 0}))).toBe(true);
  });
});
