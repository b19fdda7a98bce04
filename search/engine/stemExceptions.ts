/**
 * Words Porter's stemmer joins to a word of another meaning in this site's vocabulary, each family
 * given a stem of its own (the idea of Lucene's StemmerOverrideFilter). Porter strips derivational
 * endings, so "customer" shares "custom"'s stem, "production" "product"'s and "locale" "local"'s;
 * a query for a custom controller then matches the Customer API as if it named it. Found by
 * reading every stem group of the site's dictionary that joins more than one word's inflections
 * (search/DESIGN.md, "Stem groups that join two meanings"), not from the queries that missed.
 * A family lists every form the site uses; a form left out keeps Porter's stem.
 */
const FAMILIES: readonly (readonly string[])[] = [
  ['customer', 'customers'],
  ['production', 'productions'],
  ['important', 'importance'],
  ['authority', 'authorities'],
  ['authorization', 'authorizations', 'authorize', 'authorized', 'authorizes', 'authorizing'],
  ['authentic'],
  ['apartment', 'apartments'],
  ['business', 'businesses'],
  ['busy'],
  ['instalment', 'instalments'],
  ['merchantability'],
  ['relative', 'relatively'],
  ['responsibility', 'responsibilities', 'responsible'],
  ['directive', 'directives'],
  ['effective', 'effectively'],
  ['exception', 'exceptions'],
  ['expression', 'expressions'],
  ['fitness'],
  ['initializer', 'initializers'],
  ['locale', 'locales', 'localization', 'localize', 'localized'],
  ['normalize', 'normalized', 'normalizes', 'normalizing'],
  ['rating', 'ratings'],
  ['specification', 'specifications'],
  ['controller', 'controllers'],
  ['collective'],
  ['commitment', 'commitments'],
  ['disability', 'disabilities'],
  ['operator', 'operators'],
  ['accounting'],
  ['activity', 'activities'],
  ['acme'],
  ['conversation', 'conversations'],
  ['digital'],
  ['experiment', 'experiments', 'experimental'],
  ['general', 'generally'],
  ['generic'],
  ['generous'],
  ['identity', 'identities'],
  ['likely'],
  ['original', 'originally'],
  ['paste', 'pasted', 'pastes'],
  ['personal'],
  ['positive'],
  ['relation', 'relations'],
  ['terminal', 'terminals'],
  ['balancer', 'balancers'],
  ['decorative'],
  ['provider', 'providers'],
];

/** A word's own stem when it is an exception (its family's first word), else undefined. */
export const STEM_EXCEPTIONS: ReadonlyMap<string, string> = new Map(FAMILIES.flatMap((family) => family.map((word) => [word, `=${family[0]}`] as const)));
