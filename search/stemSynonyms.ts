/**
 * Regular synonyms joining the indexed words that share a Porter stem ("deploy", "deployed",
 * "deploying"), generated from the records at push time. Local mode stems query words itself
 * (engine/stems.ts) and leaves these groups out; Algolia has no stemming beyond `ignorePlurals`,
 * so `search:push` gives hosted mode the same reach through the synonyms API. Measured on the
 * tuning half of the developer queries (search/DESIGN.md, "Stems for hosted mode").
 */
import {buildInvertedIndex} from './engine/invertedIndex';
import {resolveSettings} from './engine/settings';
import {stemGroups} from './engine/stems';
import type {IndexSettings} from './records';
import type {SynonymHit} from './synonyms';

export function stemSynonyms(records: ReadonlyArray<Record<string, unknown>>, settings: IndexSettings): SynonymHit[] {
  const {dictionary} = buildInvertedIndex(records, resolveSettings(settings));
  return [...stemGroups(dictionary.terms)]
    .filter(([, words]) => words.length > 1)
    .map(([stem, words]) => ({objectID: `stem-${stem}`, type: 'synonym' as const, synonyms: words}));
}
