/**
 * Every route of the site specification (section 2), in one place, so the content
 * checks, the server tests and the browser tests all walk the same list.
 */
import {site} from '../src/site';

export const STATIC_ROUTES = [
  '/',
  '/extensions',
  '/pricing',
  '/support',
  '/contact-us',
  '/privacy',
  '/tos',
  '/code-of-conduct',
  '/search',
] as const;

export const API_DOCS = [
  'attribute',
  'attribute-group',
  'cart',
  'category',
  'cms-page',
  'customer',
  'order',
  'overview',
  'payment-method',
  'product',
  'promotion',
  'shipping-method',
  'user',
  'variant',
] as const;

export const DEVELOPMENT_DOCS = {
  'getting-started': ['installation-guide', 'introduction', 'system-requirements'],
  'knowledge-base': [
    'api-routes',
    'architecture-overview',
    'command-lines',
    'configuration-guide',
    'cron-jobs',
    'data-fetching',
    'data-migration',
    'database',
    'events-and-subscribers',
    'fast-refresh',
    'graphql',
    'hookable-and-getValue',
    'middleware-system',
    'pages',
    'routing-system',
    'static-file-serving',
    'translation',
  ],
  module: [
    'create-your-first-extension',
    'extension-development',
    'module-overview',
    'widget-development',
  ],
  theme: ['styling', 'templating', 'theme-overview', 'view-system'],
  // The spec keeps this spelling of "integrate" in the URL.
  advanced: ['intergrate-with-stripe-payment-gateway'],
  deployment: [
    `deploy-${site.slug}-to-aws`,
    `deploy-${site.slug}-to-azure`,
    `deploy-${site.slug}-to-digitalocean-app-platform`,
    `deploy-${site.slug}-to-heroku`,
  ],
} as const satisfies Record<string, readonly string[]>;

export type DevelopmentSection = keyof typeof DEVELOPMENT_DOCS;

/** Doc ids relative to `docs/` (section index pages are `<section>/index`). */
export const DOC_IDS: string[] = [
  ...API_DOCS.map((name) => `api/${name}`),
  ...Object.entries(DEVELOPMENT_DOCS).flatMap(([section, pages]) => [
    `development/${section}/index`,
    ...pages.map((page) => `development/${section}/${page}`),
  ]),
];

/** The URL of a doc id: index docs drop their `/index` suffix. */
export function docUrl(id: string): string {
  return `/docs/${id.replace(/\/index$/, '')}`;
}

export const DOC_ROUTES: string[] = DOC_IDS.map(docUrl);

export const ALL_ROUTES: string[] = [...STATIC_ROUTES, ...DOC_ROUTES];
