/**
 * The site index's synonyms: the reviewed list below, the words the site never uses
 * (vocabularySynonyms.ts) and the stem groups of the records' words (`siteSynonymsFor`), sent by
 * `search:push` to Algolia or the site server and loaded by the server when it indexes `build/`
 * itself (local mode leaves the stem groups to its own stems, but the synonyms API lists what
 * Algolia would hold). Reviewed list: each entry maps what developers
 * say to the word the docs use, and was checked against the pages so it cannot pull a query away
 * from the page that answers it. Sources: the vocabulary gaps named in issue #11, the misses of
 * the read query sets (never a blind set's), and short forms the pages always spell out.
 *
 * One-way where the docs word is the only right answer (a query for "cron" should not find every
 * "background"); regular where the words are interchangeable.
 */
import type {DocSearchRecord} from './records';
import {SITE_SEARCH_SETTINGS} from './siteSettings';
import {stemSynonyms} from './stemSynonyms';
import {VOCABULARY_SYNONYMS} from './vocabularySynonyms';
import {oneWaySynonym as oneWay, regularSynonym as regular, type SynonymHit} from './synonyms';

export const SITE_SYNONYMS: readonly SynonymHit[] = [
  // Cron jobs: the docs never say "background job" or "scheduled task".
  oneWay('background-job', 'background job', 'cron'),
  oneWay('scheduled-task', 'scheduled task', 'cron'),
  // Fast Refresh: what other tools call hot or live reloading.
  oneWay('hot-reload', 'hot reload', 'fast refresh'),
  oneWay('live-reload', 'live reload', 'fast refresh'),
  oneWay('auto-refresh', 'auto refresh', 'fast refresh'),
  oneWay('hmr', 'hmr', 'fast refresh'),
  // Stripe is the card payment gateway.
  oneWay('card-payment', 'card payment', 'stripe'),
  oneWay('credit-card', 'credit card', 'stripe'),
  // Promotions: shoppers type codes, the API calls them coupons.
  oneWay('discount-code', 'discount code', 'coupon'),
  oneWay('promo-code', 'promo code', 'coupon'),
  // OpenAPI was called Swagger until 2016, and the name stuck for its files and tools.
  oneWay('swagger', 'swagger', 'openapi'),
  // Database work done all or nothing: the docs say transaction, never atomic.
  oneWay('atomic', 'atomic', 'transaction'),
  oneWay('atomically', 'atomically', 'transaction'),
  // The docs turn an extension or an admin account off with "disable".
  oneWay('deactivate', 'deactivate', 'disable'),
  oneWay('turn-off', 'turn off', 'disable'),
  // Magento's observers and the observer pattern: what the docs call event subscribers.
  oneWay('observer', 'observer', 'subscriber'),
  // A product nobody can buy any more is "out of stock" in the docs.
  oneWay('sold-out', 'sold out', 'out of stock'),
  // Modules: other platforms call extensions plugins.
  oneWay('plugin', 'plugin', 'extension'),
  oneWay('addon', 'addon', 'extension'),
  // A page's Area is "a named slot" (view system); other frameworks call the place itself a slot.
  oneWay('slot', 'slot', 'area'),
  // Merchants call a storefront's theme its template; the docs' templating page is about overriding components.
  oneWay('storefront-template', 'storefront template', 'theme'),
  oneWay('store-template', 'store template', 'theme'),
  oneWay('reskin', 'reskin', 'theme'),
  // Going live is what the deployment guide's pre-launch checklist prepares.
  oneWay('go-live', 'go live', 'launch'),
  oneWay('going-live', 'going live', 'launch'),
  // Abbreviations and spellings developers use for the same thing.
  regular('config', 'config', 'configuration'),
  regular('postgres', 'postgres', 'postgresql'),
  oneWay('env', 'env', 'environment'),
  oneWay('db', 'db', 'database'),
  // Short forms developers type that the pages never use: each only adds the word the pages spell out.
  oneWay('perms', 'perms', 'permissions'),
  oneWay('img', 'img', 'image'),
  oneWay('imgs', 'imgs', 'images'),
  oneWay('tx', 'tx', 'transaction'),
  oneWay('msg', 'msg', 'message'),
  oneWay('ctx', 'ctx', 'context'),
  oneWay('mw', 'mw', 'middleware'),
  oneWay('gql', 'gql', 'graphql'),
  oneWay('pw', 'pw', 'password'),
  oneWay('creds', 'creds', 'credentials'),
  oneWay('cfg', 'cfg', 'configuration'),
  oneWay('style', 'style', 'styling'),
];

/**
 * What `search:push` sends with these records: the reviewed list, the words the site never uses
 * (vocabularySynonyms.ts) and the records' stem groups.
 */
export function siteSynonymsFor(records: readonly DocSearchRecord[]): SynonymHit[] {
  return [...SITE_SYNONYMS, ...VOCABULARY_SYNONYMS, ...stemSynonyms(records, SITE_SEARCH_SETTINGS)];
}
