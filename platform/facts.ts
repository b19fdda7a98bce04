/**
 * The platform facts the docs repeat: CLI commands and the npm scripts that run them, environment
 * variables, versions and ports, written from the platform brief
 * (`/work/shared/content/platform-brief.md`), which stays the authority. Config keys come from
 * `schemas/config.schema.json`, the one description of the config files.
 *
 * Pages never hand-type these lists: the command and environment references are rendered from
 * here at build time (`reference/`), and `tests/content` fails when a page or a shell sample names
 * a command, script, flag, variable, version, port or config key that is not here.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** JSON Schemas of the files a store writes: config, route.json, theme.json. */
export const SCHEMAS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'schemas');
const configSchema = JSON.parse(readFileSync(path.join(SCHEMAS_DIR, 'config.schema.json'), 'utf8')) as SchemaNode;

export interface CliCommand {
  /** The npm script a new store has for it (`npm run <script>`), if any. */
  script?: string;
  /** The command after `merchantry`. */
  command: string;
  /** Positional arguments as the usage line shows them. */
  args: string;
  /** Flags the command accepts. */
  flags: readonly string[];
  /** What a script runs when it adds fixed flags (`start:debug` runs `start --debug`). */
  fixedFlags?: readonly string[];
  description: string;
}

export const CLI_BINARY = 'merchantry';

export const CLI_COMMANDS: readonly CliCommand[] = [
  {script: 'setup', command: 'install', args: '', flags: [], description: 'Interactive installer: asks for the database and the first admin, writes `.env`, creates `media/` and `public/`, creates the schema, runs the migrations and creates the admin user'},
  {script: 'dev', command: 'dev', args: '', flags: [], description: 'Development server with Fast Refresh and debug logging; compiles TypeScript on the fly'},
  {script: 'build', command: 'build', args: '', flags: [], description: 'Production webpack build of every route into `.merchantry/`; takes no flags, always minifies'},
  {script: 'start', command: 'start', args: '', flags: ['--debug'], description: 'Production server (forces `NODE_ENV=production`); needs a prior build; runs migrations on boot'},
  {script: 'start:debug', command: 'start', args: '', flags: ['--debug'], fixedFlags: ['--debug'], description: 'Production server with verbose middleware timing logs'},
  {script: 'seed', command: 'seed', args: '', flags: ['--attributes', '--categories', '--collections', '--products', '--pages', '--blog', '--all'], description: 'Demo data, development and test only; at least one flag is required'},
  {script: 'user:create', command: 'user:create', args: '', flags: ['--email', '--password', '--name'], description: 'Creates an admin user; all three flags are required'},
  {script: 'user:changePassword', command: 'user:changePassword', args: '', flags: ['--email', '--password'], description: 'Resets an admin password'},
  {script: 'theme:create', command: 'theme:create', args: '', flags: [], description: 'Interactive only (no flags): scaffolds `themes/<name>/`'},
  {script: 'theme:active', command: 'theme:active', args: '[id]', flags: ['--dry-run', '--content-only', '-y'], description: 'Validates `theme.json`, installs its content, provisions metafields, writes `system.theme` and offers a rebuild'},
  {script: 'theme:status', command: 'theme:status', args: '[id]', flags: [], description: 'Read-only report of installed theme content; safe in CI'},
  {script: 'theme:uninstall', command: 'theme:uninstall', args: '<id>', flags: ['-y'], description: "Deletes a theme's widgets, placements and drafts; keeps metafield definitions"},
  {script: 'theme:export-content', command: 'theme:export-content', args: '<id> <semver>', flags: ['--force', '--set-version'], description: 'Writes live database content back into `theme.json`; the version is required'},
  {script: 'theme:twizz', command: 'theme:twizz', args: '', flags: [], description: 'Interactive picker that copies a core storefront component and its relative imports into the active theme'},
];

/** The scripts `create-merchantry-app` writes into a new store's package.json. */
export const GENERATOR_SCRIPTS = ['setup', 'start', 'build', 'dev'] as const;

/**
 * Scripts of extension and theme workspaces: each compiles `src/` to `dist/` through a script named
 * `build` (issue #13, finding 1).
 */
export const WORKSPACE_SCRIPTS = ['build'] as const;

export function commandLine(command: CliCommand): string {
  return [CLI_BINARY, command.command, ...(command.fixedFlags ?? [])].join(' ');
}

/** Store scripts by name, with the command line each runs. */
export const STORE_SCRIPTS: ReadonlyMap<string, CliCommand> = new Map(
  CLI_COMMANDS.filter((command) => command.script).map((command) => [command.script!, command]),
);

export interface EnvVar {
  name: string;
  default: string;
  meaning: string;
}

export const ENV_VARS: readonly EnvVar[] = [
  {name: 'DB_HOST', default: '—', meaning: 'PostgreSQL host (config files are never used for database credentials)'},
  {name: 'DB_PORT', default: '5432', meaning: 'PostgreSQL port'},
  {name: 'DB_NAME', default: '—', meaning: 'Database name'},
  {name: 'DB_USER', default: '—', meaning: 'Database user; needs DDL rights because migrations run at boot'},
  {name: 'DB_PASSWORD', default: '—', meaning: 'Database password'},
  {name: 'DB_SSLMODE', default: 'TLS off', meaning: '`disable`, `prefer`, `require`, `verify-ca`, `verify-full` or `no-verify`; an unknown value means no TLS'},
  {name: 'DB_SSLROOTCERT', default: '—', meaning: 'CA file for the verifying modes'},
  {name: 'DB_SSLCERT', default: '—', meaning: 'Client certificate file'},
  {name: 'DB_SSLKEY', default: '—', meaning: 'Client key file'},
  {name: 'PORT', default: '3000', meaning: 'HTTP port; a non-numeric value falls back to 3000'},
  {name: 'NODE_ENV', default: 'set by the CLI', meaning: 'Selects `config/<NODE_ENV>.json`; `start` and `build` force `production`, `dev` forces `development`'},
  {name: 'MERCHANTRY_HOME_URL', default: '`shop.homeUrl`, then `http://localhost:<PORT>`', meaning: 'Public base URL for emails, canonical and hreflang links and the sitemap; must be an absolute http(s) URL or boot fails'},
  {name: 'TRUST_PROXY_HOPS', default: '1', meaning: 'Reverse proxies in front of the app; drives Express `trust proxy` and rate-limit client IPs'},
  {name: 'JWT_ADMIN_SECRET', default: 'none', meaning: 'Signs admin access tokens; token endpoints fail until set'},
  {name: 'JWT_ADMIN_REFRESH_SECRET', default: 'none', meaning: 'Signs admin refresh tokens'},
  {name: 'JWT_CUSTOMER_SECRET', default: 'none', meaning: 'Signs customer access tokens'},
  {name: 'JWT_CUSTOMER_REFRESH_SECRET', default: 'none', meaning: 'Signs customer refresh tokens'},
  {name: 'JWT_ADMIN_TOKEN_EXPIRY', default: '900', meaning: 'Admin access token lifetime in seconds (15 min)'},
  {name: 'JWT_ADMIN_REFRESH_TOKEN_EXPIRY', default: '54000', meaning: 'Admin refresh token lifetime in seconds (15 h)'},
  {name: 'JWT_CUSTOMER_TOKEN_EXPIRY', default: '1800', meaning: 'Customer access token lifetime in seconds (30 min)'},
  {name: 'JWT_CUSTOMER_REFRESH_TOKEN_EXPIRY', default: '108000', meaning: 'Customer refresh token lifetime in seconds (30 h)'},
  {name: 'JWT_ISSUER', default: '`merchantry`', meaning: 'The `iss` claim of tokens'},
  {name: 'ORDER_TRACKING_TOKEN_SECRET', default: 'none', meaning: 'Signs guest order-tracking links in shipment emails'},
  {name: 'IMAGE_ALLOWED_HOSTS', default: 'empty', meaning: 'Comma-separated hosts the `/images` optimizer may fetch from'},
  {name: 'LOG_FILE', default: 'console', meaning: 'Log destination (debug mode forces the console)'},
  {name: 'LOGGER_LEVEL', default: '`warn`', meaning: 'Log level (debug mode forces `silly`)'},
  {name: 'AWS_BUCKET_NAME', default: '—', meaning: 'S3 bucket for media'},
  {name: 'AWS_REGION', default: '—', meaning: 'S3 region'},
  {name: 'AWS_ACCESS_KEY_ID', default: '—', meaning: 'S3 access key'},
  {name: 'AWS_SECRET_ACCESS_KEY', default: '—', meaning: 'S3 secret key'},
  {name: 'AWS_S3_ENDPOINT', default: '—', meaning: 'Custom endpoint of an S3-compatible store (R2, MinIO, Spaces)'},
  {name: 'AWS_S3_FORCE_PATH_STYLE', default: '—', meaning: 'Path-style bucket URLs, for S3-compatible stores that need them'},
  {name: 'AWS_S3_BASE_URL', default: '—', meaning: 'Public base URL of the stored media'},
  {name: 'GCS_BUCKET_NAME', default: '—', meaning: 'Google Cloud Storage bucket'},
  {name: 'GCS_BASE_URL', default: '—', meaning: 'Public base URL of the stored media'},
  {name: 'AZURE_STORAGE_CONNECTION_STRING', default: '—', meaning: 'Azure Blob Storage connection string'},
  {name: 'AZURE_STORAGE_CONTAINER_NAME', default: '`images`', meaning: 'Azure Blob Storage container'},
  {name: 'AZURE_STORAGE_BASE_URL', default: '—', meaning: 'Public base URL of the stored media'},
  {name: 'ADMIN_FULLNAME', default: '—', meaning: 'Unattended `setup`: name of the first admin'},
  {name: 'ADMIN_EMAIL', default: '—', meaning: 'Unattended `setup`: email of the first admin'},
  {name: 'ADMIN_PASSWORD', default: '—', meaning: 'Unattended `setup`: password of the first admin (8+ characters, a letter and a digit)'},
];

/**
 * Variables that belong to the hosts and tools the guides deploy with, not to Merchantry. A shell
 * sample may name them; the owner says why they exist.
 */
export const THIRD_PARTY_ENV_VARS: Readonly<Record<string, string>> = {
  DATABASE_URL: 'Heroku Postgres (split into the DB_* variables)',
  NPM_CONFIG_PRODUCTION: 'Heroku Node buildpack',
  USE_NPM_INSTALL: 'Heroku Node buildpack',
  WEBSITES_PORT: 'Azure App Service',
  SCM_DO_BUILD_DURING_DEPLOYMENT: 'Azure App Service',
  AZURE_POSTGRESQL_DBNAME: 'Azure Web App + Database (renamed to DB_NAME)',
  AZURE_POSTGRESQL_USERNAME: 'Azure Web App + Database (renamed to DB_USER)',
  AZURE_POSTGRESQL_PASSWORD: 'Azure Web App + Database (renamed to DB_PASSWORD)',
  AZURE_POSTGRESQL_HOST: 'Azure Web App + Database (renamed to DB_HOST)',
  AZURE_POSTGRESQL_PORT: 'Azure Web App + Database (renamed to DB_PORT)',
  NODE_CONFIG: 'node-config: JSON merged over the config files',
  AZURE_POSTGRESQL_CONNECTIONSTRING: 'Azure Web App + Database (not read by Merchantry)',
  DEPLOYMENT_BRANCH: 'Azure App Service local Git deployment',
  GITHUB_TOKEN: "the AWS guide's deploy script (deploy.env): GitHub API token",
  GITHUB_REPO: "the AWS guide's deploy script (deploy.env): repository to deploy",
  GITHUB_BRANCH: "the AWS guide's deploy script (deploy.env): branch to deploy",
  ADMIN_TOKEN: 'API samples: an admin access token from POST /api/user/tokens',
  CUSTOMER_TOKEN: 'API samples: a customer access token from POST /api/customer/tokens',
  ADMIN_SESSION: 'API samples: the admin session cookie',
  HOME: 'POSIX shell',
  PATH: 'POSIX shell',
  USER: 'POSIX shell',
};

export const ENV_VAR_NAMES: ReadonlySet<string> = new Set(ENV_VARS.map((variable) => variable.name));

/** Versions pages may state, each with the brief's wording. */
export const VERSIONS = {
  /** Node.js 20 or newer; CI runs 20 and 22. */
  node: {minimum: 20, tested: [20, 22]},
  npm: {minimum: 9},
  /** PostgreSQL 13 or newer, 15 or newer recommended. */
  postgres: {minimum: 13, recommended: 15},
  react: {current: 19},
  releaseLine: '2.2',
  core: '2.2.1',
  express: 4,
  graphql: 16,
  nodeCron: 4,
  tailwind: 4,
  docker: '20.10',
  compose: '2.0',
} as const;

/** Ports pages may name. */
export const PORTS = {
  app: 3000,
  postgres: 5432,
  http: 80,
  https: 443,
  ssh: 22,
  /** DigitalOcean managed PostgreSQL's default port. */
  managedPostgresDigitalOcean: 25060,
} as const;

export const PORT_NUMBERS: ReadonlySet<number> = new Set(Object.values(PORTS));

interface SchemaNode {
  properties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  enum?: string[];
  $ref?: string;
  definitions?: Record<string, SchemaNode>;
}

/** Every dotted key the config schema declares (`shop.homeUrl`, `system.session.cookieSecret`, ...). */
export function configKeys(schema: SchemaNode = configSchema, prefix = ''): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, child]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    return [key, ...configKeys(child, key)];
  });
}

export const CONFIG_KEYS: ReadonlySet<string> = new Set(configKeys());

/** Top-level blocks of the core config; any other top-level key is an extension's namespace. */
export const CONFIG_ROOTS: ReadonlySet<string> = new Set(Object.keys(configSchema.properties ?? {}));

/**
 * Whether the config schema allows `key` (`shop.homeUrl`, `oms.order.paymentStatus.paid`): each
 * segment must be a declared property, unless its parent is a map or open block, or the top-level
 * key is an extension's namespace. `<placeholder>` segments match anything.
 */
export function isConfigKey(key: string): boolean {
  const [root, ...rest] = key.split('.');
  if (!root || !CONFIG_ROOTS.has(root)) return true;
  let node: SchemaNode | undefined = configSchema.properties![root];
  for (const segment of rest) {
    if (!node) return false;
    const child: SchemaNode | undefined = node.properties?.[segment];
    if (child) node = child;
    else if (node.additionalProperties !== undefined && node.additionalProperties !== false) return true;
    else if (/^<.+>$/.test(segment)) return true;
    else return false;
  }
  return true;
}

/** Phases a custom payment or shipment status may declare, from the config schema. */
export const STATUS_PHASES = {
  payment: configSchema.definitions!.paymentStatus!.properties!.phase!.enum!,
  shipment: configSchema.definitions!.shipmentStatus!.properties!.phase!.enum!,
} as const;

/**
 * The root build script of a store with extension or theme workspaces: every workspace's own
 * `build`, then the store's (issue #13, finding 1).
 */
export const ROOT_BUILD_SCRIPT = `npm run ${WORKSPACE_SCRIPTS[0]} --workspaces --if-present && ${commandLine(STORE_SCRIPTS.get('build')!)}`;
