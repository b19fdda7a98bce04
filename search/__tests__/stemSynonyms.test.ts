import {describe, expect, it} from 'vitest';
import {docRecord} from '../engine/__tests__/helpers';
import {SITE_SEARCH_SETTINGS} from '../siteSettings';
import {SITE_SYNONYMS, siteSynonymsFor} from '../siteSynonyms';
import {stemSynonyms} from '../stemSynonyms';
import type {DocSearchRecord} from '../records';

const records = [
  docRecord({id: 'heroku', lvl1: 'Deploy to Heroku', content: 'Deploying twice keeps the old release; each deployment is numbered.'}),
  docRecord({id: 'cart', lvl1: 'Cart', content: 'A cart holds items. Us and u stay alone.'}),
];

describe('stem synonyms', () => {
  it('joins the indexed words that share a stem, one regular synonym per stem', () => {
    const groups = stemSynonyms(records, SITE_SEARCH_SETTINGS);
    expect(groups).toContainEqual({objectID: 'stem-deploi', type: 'synonym', synonyms: ['deploy', 'deploying']});
    // "deployment" stems to "deploy": a group of one word is no synonym.
    expect(groups.every((group) => group.synonyms!.length > 1)).toBe(true);
    expect(groups.flatMap((group) => group.synonyms)).not.toContain('us');
  });

  it("gives a word Porter joins to another meaning a group of its own ('customer' apart from 'custom')", () => {
    const groups = stemSynonyms([docRecord({id: 'c', lvl1: 'Customers', content: 'A customer buys custom prints; customize them.'})], SITE_SEARCH_SETTINGS);
    expect(groups).toContainEqual({objectID: 'stem-custom', type: 'synonym', synonyms: ['custom', 'customize']});
    expect(groups).toContainEqual({objectID: 'stem-=customer', type: 'synonym', synonyms: ['customer', 'customers']});
  });

  it('are pushed after the reviewed list', () => {
    const pushed = siteSynonymsFor(records as unknown as DocSearchRecord[]);
    expect(pushed.slice(0, SITE_SYNONYMS.length)).toEqual(SITE_SYNONYMS);
    expect(pushed.map((hit) => hit.objectID)).toContain('stem-deploi');
  });
});
