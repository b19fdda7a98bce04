import {describe, expect, it} from 'vitest';
import {PAGE_SEARCHES} from '../pageSearches';

describe('searches of the React pages', () => {
  it.each(Object.entries(PAGE_SEARCHES))('%s: distinct plain phrases, none holding the comma the meta tag separates them with', (_, searches) => {
    expect(searches.length).toBeGreaterThanOrEqual(5);
    expect(new Set(searches).size).toBe(searches.length);
    expect(searches.filter((search: string) => search.includes(',') || search.trim() !== search || search.length === 0)).toEqual([]);
  });
});
