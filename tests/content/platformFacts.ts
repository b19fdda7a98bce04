/**
 * Platform facts that several pages repeat, each with the wordings that contradicted it before
 * (issue #13). `consistency.test.ts` checks every MDX file of `docs/` and `blog/` against this list,
 * so a page cannot quietly reintroduce a wrong variant. The platform brief
 * (`/work/shared/content/platform-brief.md`) is the source of truth; `source` says where a fact
 * comes from, or why it was chosen where the brief is silent.
 *
 * Names, commands, versions and config keys live in `platform/facts.ts` and the schemas beside it;
 * this file holds the wordings that contradicted them.
 *
 * To add a fact: give it an id, the rule in one sentence, the patterns that contradict it and,
 * where a page must state it, the page and the wording that proves it does.
 */

import {ROOT_BUILD_SCRIPT} from '../../platform/facts';

export interface ForbiddenWording {
  pattern: RegExp;
  /** Shown when a page matches: what to write instead. */
  instead: string;
}

export interface RequiredWording {
  /** Path of the MDX file, relative to the site root. */
  file: string;
  pattern: RegExp;
}

export interface PlatformFact {
  id: string;
  /** The finding of issue #13 the fact settles. */
  finding: number;
  rule: string;
  source: string;
  forbidden: ForbiddenWording[];
  required?: RequiredWording[];
  /**
   * Paragraphs (blank-line separated) that mention `topic` must also match `mustMention`: for
   * facts that need a qualifier next to a name wherever it appears.
   */
  qualified?: {topic: RegExp; mustMention: RegExp; instead: string};
}


/** Where the `@components/*` alias resolves at build time, in order. */
export const COMPONENTS_ALIAS_TARGET = 'dist/components';

/** Import paths of the request and response types. */
export const TYPE_IMPORTS = {
  MerchantryRequest: '@merchantry/merchantry/types/request',
  MerchantryResponse: '@merchantry/merchantry/types/response',
} as const;

/** Operations the brief tags [proposed]: method and path as in `openapi/merchantry.yaml`. */
export const PROPOSED_OPERATIONS = [
  'get /users',
  'post /users',
  'patch /users/{uuid}',
  'delete /users/{uuid}',
  'get /carts/{cart_id}/paymentMethods',
] as const;

/** Request fields that reference a product, cart or order by uuid, and the one numeric exception. */
export const UUID_REFERENCE_FIELDS = ['product_id', 'cart_id', 'order_id'] as const;
export const NUMERIC_REFERENCE_EXCEPTIONS = ['post /deliveries order_id'] as const;

export const PLATFORM_FACTS: PlatformFact[] = [
  {
    id: 'extension-build-script',
    finding: 1,
    rule: `Extensions and themes compile through a script named "build"; the store's root build script is "${ROOT_BUILD_SCRIPT}".`,
    source: 'Brief, module/extension-development ("Build script") and theme/theme-overview (build via swc); deploy recipes run npm run build.',
    forbidden: [
      {pattern: /"compile"\s*:/, instead: 'name the extension script "build"'},
      {pattern: /\bnpm run compile\b/, instead: 'npm run build --workspace <folder>'},
      {pattern: /\byarn workspace \S+ compile\b/, instead: 'yarn workspace <name> build'},
      {pattern: /\bpnpm --filter \S+ compile\b/, instead: 'pnpm --filter <name> build'},
    ],
    required: [
      {file: 'docs/development/module/extension-development.mdx', pattern: new RegExp(escape(ROOT_BUILD_SCRIPT))},
      {file: 'docs/development/deployment/index.mdx', pattern: new RegExp(escape(ROOT_BUILD_SCRIPT))},
    ],
  },
  {
    id: 'settings-precedence',
    finding: 2,
    rule: 'A saved admin setting wins over a config fallback key; an override (an env var for the setting, a system.<method> block) wins over the saved value and makes the field read-only.',
    source: 'Brief, section 1 ("Env/config values for a setting override the admin-panel value"; "config values are only fallbacks") and the Stripe facts ("system.stripe config overrides DB values").',
    forbidden: [
      {pattern: /Environment and config override the admin/, instead: 'say which keys are overrides and which are fallbacks'},
      {pattern: /Values in configuration override the database/, instead: 'name the override block (system.<method>)'},
      {pattern: /environment variables or config files take precedence/, instead: 'distinguish fallback keys from overrides'},
      {pattern: /in any config file or environment variable, wins/, instead: 'only overrides win over a saved value'},
    ],
    required: [
      {file: 'docs/development/knowledge-base/configuration-guide.mdx', pattern: /the database wins over fallback keys/},
      {file: 'docs/development/knowledge-base/configuration-guide.mdx', pattern: /Overrides win over the database/},
    ],
  },
  {
    id: 'db-sslmode',
    finding: 3,
    rule: 'DB_SSLMODE prefer, require, verify-ca and verify-full all verify the server certificate; only no-verify skips the check.',
    source: 'Brief, section 4 (DigitalOcean "require with proper certs", Heroku no-verify, checklist "verifying DB_SSLMODE").',
    forbidden: [
      {pattern: /`prefer`\s*\|\s*TLS if the server offers it/, instead: 'prefer verifies the certificate like require'},
      {pattern: /`require`\s*\|\s*TLS required\s*\|/, instead: 'require verifies the certificate'},
      {pattern: /`(prefer|require)`[^\n|]*(does not verify|without verifying|no certificate check)/i, instead: 'only no-verify skips the check'},
    ],
  },
  {
    id: 'admin-user-api-proposed',
    finding: 4,
    rule: 'Core has no admin-user REST API; /api/users is proposed and must be presented as such.',
    source: 'Brief, API reference "user": "there is no user CRUD REST API in core"; /api/users tagged [proposed].',
    forbidden: [{pattern: /More admins come from the command line or from this API/, instead: 'admins come from the CLI only'}],
    qualified: {topic: /`?\/api\/users\b/, mustMention: /propos/i, instead: 'mark /api/users as proposed in the same paragraph'},
  },
  {
    id: 'components-alias',
    finding: 5,
    rule: `The @components/* alias resolves to ${COMPONENTS_ALIAS_TARGET}/ folders (theme, then extensions by priority, then core).`,
    source: 'Brief, theme/templating ("Alias resolution order: active theme dist/components/ ...").',
    forbidden: [
      {pattern: /@merchantry\/merchantry\/src\/components/, instead: `@merchantry/merchantry/${COMPONENTS_ALIAS_TARGET}/*`},
    ],
    required: [
      {file: 'docs/development/theme/templating.mdx', pattern: /the core package's `dist\/components\/`/},
    ],
  },
  {
    id: 'request-type-imports',
    finding: 6,
    rule: `MerchantryRequest is imported from ${TYPE_IMPORTS.MerchantryRequest}, MerchantryResponse from ${TYPE_IMPORTS.MerchantryResponse}.`,
    source: 'Brief naming rules and the subpath imports of the core package.',
    // Checked import by import in consistency.test.ts, from TYPE_IMPORTS.
    forbidden: [],
  },
  {
    id: 'id-types',
    finding: 7,
    rule: 'Requests refer to products, carts and orders by uuid (except the legacy deliveries order_id); numeric product_id/cart_id/order_id appear only in responses.',
    source: 'Brief, API reference (category and variant product_id is the product uuid; cart(id: String!); deliveries order_id numeric).',
    forbidden: [{pattern: /numeric ids such as `product_id`[^.]*appear in bodies/, instead: 'request bodies take uuids'}],
  },
  {
    id: 'broken-flows',
    finding: 8,
    rule: 'Extension API middleware receives a parsed body; payment statuses declare a phase; code examples run on every Node 20 release.',
    source: 'Brief, knowledge-base/api-routes ("JSON bodies are parsed for you"), config facts (statuses need name, badge, phase), stack (Node.js 20 or newer).',
    forbidden: [
      {pattern: /express\.raw\(\{/, instead: 'fetch the event from the provider by id; the body is already parsed'},
      {pattern: /path\.resolve\(import\.meta\.dirname/, instead: 'path.dirname(fileURLToPath(import.meta.url))'},
      {pattern: /\{ name: '[^']*', badge: '[^']*' \}/, instead: "add phase: { name, badge, phase }"},
      {pattern: /<InputField type="hidden" name="product_id" defaultValue=\{product\.productId\}/, instead: 'post the product uuid'},
    ],
  },
];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
