import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {formatPostDate} from '../postDate';

// What the theme's Info component renders: the site's one locale, its options.
const theme = new Intl.DateTimeFormat('en', {calendar: 'gregory', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});

describe('formatPostDate', () => {
  it('writes what the theme writes, for any date of four-digit years', () => {
    fc.assert(
      fc.property(fc.date({min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true}), (date) => {
        expect(formatPostDate(date)).toBe(theme.format(date));
      }),
      {numRuns: 2000},
    );
  });

  it('reads the ISO strings the blog plugin gives, on their UTC day', () => {
    expect(formatPostDate('2025-05-01T00:00:00.000Z')).toBe('May 1, 2025');
    expect(formatPostDate('2026-12-31T23:30:00.000Z')).toBe('December 31, 2026');
  });
});
