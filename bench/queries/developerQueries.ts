/**
 * What developers type into the docs search, and the page(s) that answer it.
 *
 * How these were written: page by page, reading the MDX under docs/ (prose, tables and code
 * blocks) and the API reference pages rendered from openapi/merchantry.yaml, and asking "what would
 * someone who needs this page type before they know its title?". Each page got a mix of kinds:
 * questions with function words ("how do I …"), task phrasing ("cancel an order"), identifiers
 * lifted from code blocks and tables (env vars, config keys, CLI commands, hook and function
 * names, event names), everyday words for what the page calls something else (synonyms),
 * half-typed words and typos. Page titles were deliberately not the source: where a query shares
 * words with the title it is because developers use those words too. `expected` lists every page
 * that fully answers the query (a page counts when it is the place you would send a colleague);
 * success means one of them is ranked at the given position, per page, not per record.
 *
 * How the set is split: once, deterministically, by FNV-1a hash of the lowercased query text:
 * even hash → tuning, odd hash → held-out (`splitOf` below). The split does not depend on the
 * order of this list, so adding queries never moves existing ones between halves.
 *
 * The held-out half was reported and never tuned against until 2026-11-28 (seventeenth session).
 * Its last blind figures were recorded then (search/DESIGN.md, "The first held-out half, read"),
 * and its misses were read to say why each one misses, so from then on it is tuning data like
 * the tuning half. Held-out measurement moved to a second set written blind (secondHeldOut.ts).
 */
import {fnv1a} from '../../search/fnv1a';

export type QueryKind = 'question' | 'task' | 'identifier' | 'synonym' | 'partial' | 'typo' | 'entity';

export interface DeveloperQuery {
  query: string;
  /** Page paths (no host, no anchor); any of them at rank k counts as success@k. */
  expected: readonly string[];
  kind: QueryKind;
}

/**
 * The tuning half, the first held-out half (read since 2026-11-28), set 3 (thirdSet.ts, read since
 * 2026-11-29), the second held-out set (read since the twenty-fifth session), the same again with
 * the pages of its second reader counted too (secondReading.ts), the third held-out set
 * (thirdHeldOut.ts, read since the thirty-seventh session), alone and with its second readers'
 * pages (thirdReading.ts), the fourth held-out set (fourthHeldOut.ts), blind, alone and with its
 * second readers' pages (fourthReading.ts), and the fifth and sixth (fifthHeldOut.ts, read since the
 * fortieth session, and sixthHeldOut.ts, blind), whose writers listed every answering page.
 */
export type Half =
  | 'tuning'
  | 'heldOut'
  | 'thirdSet'
  | 'heldOut2'
  | 'heldOut2EitherReader'
  | 'heldOut3'
  | 'heldOut3EitherReader'
  | 'heldOut4'
  | 'heldOut4EitherReader'
  | 'heldOut5'
  | 'heldOut6'
  | ReadFromTheStartHalf;

/**
 * Sets 8 on, read from the start, in the order they were written (readFromTheStart.ts holds their
 * queries): each half is named by its file, and the first is set 8.
 */
export const READ_FROM_THE_START_HALVES = [
  'eighthSet',
  'ninthSet',
  'tenthSet',
  'eleventhSet',
  'twelfthSet',
  'thirteenthSet',
  'fourteenthSet',
  'fifteenthSet',
  'sixteenthSet',
  'seventeenthSet',
  'eighteenthSet',
  'nineteenthSet',
  'twentiethSet',
  'twentyFirstSet',
  'twentySecondSet',
] as const;

export type ReadFromTheStartHalf = (typeof READ_FROM_THE_START_HALVES)[number];

/** How the bench names each half. */
export const HALF_LABELS: Record<Half, string> = {
  tuning: 'tuning',
  heldOut: 'held-out 1 (read)',
  thirdSet: 'set 3 (read)',
  heldOut2: 'held-out 2 (read)',
  heldOut2EitherReader: "held-out 2 (read), either reader's pages",
  heldOut3: 'held-out 3 (read)',
  heldOut3EitherReader: "held-out 3 (read), either reader's pages",
  heldOut4: 'held-out 4',
  heldOut4EitherReader: "held-out 4, either reader's pages",
  heldOut5: 'held-out 5 (read)',
  heldOut6: 'held-out 6',
  ...(Object.fromEntries(READ_FROM_THE_START_HALVES.map((half, index) => [half, `set ${index + 8} (read)`])) as Record<ReadFromTheStartHalf, string>),
};

/** The sets relevance work may read (`--misses=`): all but held-out 4 and 6, the blind ones. */
export const READ_HALVES: readonly Half[] = ['tuning', 'heldOut', 'thirdSet', 'heldOut2', 'heldOut3', 'heldOut5', ...READ_FROM_THE_START_HALVES];

const DEV = '/docs/development';
const KB = `${DEV}/knowledge-base`;
const GS = `${DEV}/getting-started`;
const DEP = `${DEV}/deployment`;
const MOD = `${DEV}/module`;
const THEME = `${DEV}/theme`;
const API = '/docs/api';

export const PAGES = {
  introduction: `${GS}/introduction`,
  installation: `${GS}/installation-guide`,
  requirements: `${GS}/system-requirements`,
  gettingStarted: GS,
  stripe: `${DEV}/advanced/intergrate-with-stripe-payment-gateway`,
  aws: `${DEP}/deploy-merchantry-to-aws`,
  azure: `${DEP}/deploy-merchantry-to-azure`,
  digitalocean: `${DEP}/deploy-merchantry-to-digitalocean-app-platform`,
  heroku: `${DEP}/deploy-merchantry-to-heroku`,
  deployment: DEP,
  advanced: `${DEV}/advanced`,
  apiRoutes: `${KB}/api-routes`,
  architecture: `${KB}/architecture-overview`,
  cli: `${KB}/command-lines`,
  configuration: `${KB}/configuration-guide`,
  cron: `${KB}/cron-jobs`,
  dataFetching: `${KB}/data-fetching`,
  migration: `${KB}/data-migration`,
  database: `${KB}/database`,
  events: `${KB}/events-and-subscribers`,
  fastRefresh: `${KB}/fast-refresh`,
  graphql: `${KB}/graphql`,
  hooks: `${KB}/hookable-and-getValue`,
  middleware: `${KB}/middleware-system`,
  pages: `${KB}/pages`,
  routing: `${KB}/routing-system`,
  staticFiles: `${KB}/static-file-serving`,
  translation: `${KB}/translation`,
  knowledgeBase: KB,
  moduleIndex: MOD,
  firstExtension: `${MOD}/create-your-first-extension`,
  extensionDev: `${MOD}/extension-development`,
  moduleOverview: `${MOD}/module-overview`,
  widgets: `${MOD}/widget-development`,
  themeIndex: THEME,
  styling: `${THEME}/styling`,
  templating: `${THEME}/templating`,
  themeOverview: `${THEME}/theme-overview`,
  viewSystem: `${THEME}/view-system`,
  apiOverview: `${API}/overview`,
  attribute: `${API}/attribute`,
  attributeGroup: `${API}/attribute-group`,
  cart: `${API}/cart`,
  category: `${API}/category`,
  cmsPage: `${API}/cms-page`,
  customer: `${API}/customer`,
  order: `${API}/order`,
  paymentMethod: `${API}/payment-method`,
  product: `${API}/product`,
  promotion: `${API}/promotion`,
  shippingMethod: `${API}/shipping-method`,
  user: `${API}/user`,
  variant: `${API}/variant`,
  blogMonolith: '/blog/why-a-modular-monolith',
  blogExtension: '/blog/building-a-merchantry-extension',
  blogReact19: '/blog/merchantry-2-2-react-19',
  blogUpgrade: '/blog/upgrading-to-merchantry-2-2',
  blog21: '/blog/merchantry-2-1-release-line',
  pricing: '/pricing',
  terms: '/tos',
  support: '/support',
} as const;

/** One query and the pages that answer it (this file's and secondHeldOut.ts's entries). */
export const developerQuery = (query: string, kind: QueryKind, ...expected: string[]): DeveloperQuery => ({query, expected, kind});

const P = PAGES;
const q = developerQuery;

export const DEVELOPER_QUERIES: readonly DeveloperQuery[] = [
  // Introduction
  q('what is merchantry', 'question', P.introduction),
  q('which core modules come with merchantry', 'question', P.introduction),
  q('try merchantry in two commands', 'task', P.introduction),
  q('first day mistakes new merchantry developer', 'question', P.introduction),
  q('introducton', 'typo', P.introduction),
  q('how does a store project fit together', 'question', P.introduction),

  // Installation guide
  q('how do I install merchantry', 'question', P.installation),
  q('create-merchantry-app', 'identifier', P.installation),
  q('install with docker compose', 'task', P.installation),
  q('docker-compose.yml merchantry', 'identifier', P.installation),
  q('install without prompts', 'task', P.installation),
  q('manual npm setup', 'task', P.installation),
  q('load demo data', 'task', P.installation, P.cli),
  q('upgrade merchantry version', 'task', P.installation, P.blogUpgrade),
  q('dockerize my project', 'task', P.installation),
  q('ADMIN_EMAIL ADMIN_PASSWORD', 'identifier', P.installation),
  q('instalation', 'typo', P.installation),
  q('setup new store from scratch', 'synonym', P.installation),
  q('docker compose logs -f app', 'identifier', P.installation),

  // System requirements
  q('which node version do I need', 'question', P.requirements),
  q('minimum postgres version', 'question', P.requirements),
  q('supported operating systems', 'question', P.requirements),
  q('what ports does merchantry use', 'question', P.requirements),
  q('pre-flight check before install', 'task', P.requirements),
  q('.nvmrc nvm use', 'identifier', P.requirements),
  q('psql --version', 'identifier', P.requirements),
  q('which browsers are supported', 'question', P.requirements),
  q('hardware requirements ram', 'synonym', P.requirements),
  q('system requirments', 'typo', P.requirements),
  q('max_connections postgres', 'identifier', P.requirements, P.database),

  // Stripe
  q('how do I take card payments', 'synonym', P.stripe),
  q('set up stripe test mode', 'task', P.stripe),
  q('stripe listen forward webhooks locally', 'task', P.stripe),
  q('stripeSecretKey', 'identifier', P.stripe),
  q('stripePublishableKey', 'identifier', P.stripe),
  q('whsec_ webhook signing secret', 'identifier', P.stripe),
  q('test card number 4242', 'question', P.stripe),
  q('capture and refund a payment', 'task', P.stripe, P.order),
  q('build my own payment gateway extension', 'task', P.stripe),
  q('payment_intent.succeeded', 'identifier', P.stripe, P.paymentMethod),
  q('authorize only then capture later', 'task', P.stripe),
  q('zero decimal currencies stripe amount', 'question', P.stripe),
  q('going live with stripe', 'task', P.stripe),
  q('strpe', 'typo', P.stripe),
  q('credit card checkout', 'synonym', P.stripe),
  q('stripe_captured stripe_refunded', 'identifier', P.stripe),

  // AWS
  q('deploy to ec2', 'task', P.aws),
  q('pm2 restart merchantry', 'identifier', P.aws),
  q('nginx reverse proxy config', 'task', P.aws),
  q('rds postgres database for merchantry', 'task', P.aws),
  q('502 bad gateway nginx', 'question', P.aws),
  q('rds-global-bundle.pem', 'identifier', P.aws),
  q('how to set up https with certbot on aws', 'question', P.aws),
  q('pm2 logs', 'identifier', P.aws),
  q('amazon web services hosting', 'synonym', P.aws),
  q('deploy script github', 'task', P.aws),

  // Azure
  q('deploy on azure app service', 'task', P.azure),
  q('WEBSITES_PORT', 'identifier', P.azure),
  q('local git deployment azure', 'task', P.azure),
  q('store media in blob storage', 'task', P.azure),
  q('azure.extensions pg_trgm', 'identifier', P.azure),
  q('module is not defined ecosystem.config.cjs', 'identifier', P.azure),
  q('azur', 'partial', P.azure),
  q('microsoft cloud deploy', 'synonym', P.azure),

  // DigitalOcean
  q('deploy to digital ocean', 'task', P.digitalocean),
  q('digitalocean spaces for media', 'task', P.digitalocean),
  q('TRUST_PROXY_HOPS=2', 'identifier', P.digitalocean),
  q('permission denied for schema public', 'identifier', P.digitalocean),
  q('remaining connection slots are reserved', 'identifier', P.digitalocean),
  q('app platform build and run commands', 'task', P.digitalocean),
  q('digitalocen', 'typo', P.digitalocean),
  q('managed database cluster doadmin', 'identifier', P.digitalocean),

  // Heroku
  q('deploy to heroku', 'task', P.heroku),
  q('split DATABASE_URL into DB variables', 'task', P.heroku),
  q('Procfile web', 'identifier', P.heroku),
  q('Error R10 boot timeout', 'identifier', P.heroku),
  q('heroku postgres addon', 'task', P.heroku),
  q('git push heroku main', 'identifier', P.heroku),
  q('too many connections for role', 'identifier', P.heroku),
  q('heroku logs --tail', 'identifier', P.heroku),
  q('keep media on s3 heroku', 'task', P.heroku),
  q('herku', 'typo', P.heroku),

  // Deployment index
  q('pre-launch checklist production', 'task', P.deployment),
  q('what every deployment needs', 'question', P.deployment),
  q('database tls in production', 'question', P.deployment, P.database),
  q('create the first admin user on a server', 'task', P.deployment, P.cli),
  q('which hosting provider guides exist', 'question', P.deployment),
  q('keep secrets out of git', 'task', P.deployment),

  // API routes
  q('how do I add a REST endpoint', 'question', P.apiRoutes),
  q('payloadSchema.json', 'identifier', P.apiRoutes),
  q('validate request body json schema', 'task', P.apiRoutes),
  q('skipEscape', 'identifier', P.apiRoutes),
  q('apiResponse helper', 'identifier', P.apiRoutes),
  q('global api middleware', 'task', P.apiRoutes, P.middleware),
  q('response envelope data error', 'question', P.apiRoutes, P.apiOverview),
  q('private route admin only endpoint', 'task', P.apiRoutes),
  q('back in stock alert endpoint', 'task', P.apiRoutes),
  q('custom api route', 'task', P.apiRoutes),
  q('api endpoitn', 'typo', P.apiRoutes),
  q('escapeHtml body parsing', 'identifier', P.apiRoutes),

  // Architecture overview
  q('how does a request flow through merchantry', 'question', P.architecture),
  q('boot order of modules', 'question', P.architecture),
  q('three processes web cronjob event', 'question', P.architecture),
  q('anatomy of a module', 'question', P.architecture),
  q('extension points overview', 'question', P.architecture),
  q('watch the boot sequence', 'task', P.architecture),
  q('architecure', 'typo', P.architecture),
  q('modular monolith why not microservices', 'question', P.blogMonolith),

  // CLI
  q('merchantry seed', 'identifier', P.cli),
  q('user:create', 'identifier', P.cli),
  q('change admin password from command line', 'task', P.cli),
  q('user:changePassword', 'identifier', P.cli),
  q('npx merchantry <command>', 'identifier', P.cli),
  q('pass flags through npm run', 'question', P.cli),
  q('npm run start:debug', 'identifier', P.cli),
  q('list of cli commands', 'question', P.cli),
  q('seed products categories pages', 'task', P.cli),
  q('comand line', 'typo', P.cli),
  q('terminal commands reference', 'synonym', P.cli),
  q('merchantry install', 'identifier', P.cli, P.installation),

  // Configuration
  q('NODE_ENV config file', 'identifier', P.configuration),
  q('config/local.json', 'identifier', P.configuration),
  q('how is configuration resolved', 'question', P.configuration),
  q('read config value in code', 'task', P.configuration),
  q('shop.homeUrl', 'identifier', P.configuration),
  q('system.upload_max_file_size', 'identifier', P.configuration),
  q('override config per environment', 'task', P.configuration),
  q('configuration schema defaults for extension options', 'task', P.configuration),
  q('config settings', 'synonym', P.configuration),
  q('configration', 'typo', P.configuration),
  q('shop.timezone', 'identifier', P.configuration),
  q('where do I put environment variables', 'question', P.configuration, P.deployment),

  // Cron jobs
  q('background job', 'synonym', P.cron),
  q('schedule a task every night', 'task', P.cron),
  q('registerJob', 'identifier', P.cron),
  q('updateJobSchedule', 'identifier', P.cron),
  q('cron expression syntax', 'question', P.cron),
  q('disable built-in sitemap job', 'task', P.cron),
  q('removeJob', 'identifier', P.cron),
  q('scheduled tasks', 'synonym', P.cron),
  q('cronjob', 'partial', P.cron),
  q('purge old records nightly', 'task', P.cron),
  q('cron jbos', 'typo', P.cron),

  // Data fetching
  q('how do I fetch data for a component', 'question', P.dataFetching),
  q('export const query', 'identifier', P.dataFetching),
  q('getContextValue', 'identifier', P.dataFetching),
  q('setContextValue', 'identifier', P.dataFetching, P.middleware),
  q('getWidgetSetting', 'identifier', P.dataFetching, P.widgets),
  q('useQuery in the browser', 'task', P.dataFetching),
  q('graphql query in a react component', 'task', P.dataFetching),
  q('errors during server rendering', 'question', P.dataFetching),
  q('query aliasing merging', 'question', P.dataFetching),
  q('data fetchng', 'typo', P.dataFetching),

  // Data migration
  q('how do I create a database table for my extension', 'question', P.migration),
  q('migration file naming Version-1.0.0.ts', 'identifier', P.migration),
  q('add a column and backfill', 'task', P.migration),
  q('schema migration', 'synonym', P.migration),
  q('CREATE TABLE IF NOT EXISTS', 'identifier', P.migration),
  q('migrat', 'partial', P.migration),
  q('execute(connection, sql)', 'identifier', P.migration),
  q('alter table in an upgrade', 'task', P.migration),

  // Database
  q('query builder select where', 'task', P.database),
  q('run a transaction', 'task', P.database),
  q('DB_SSLMODE', 'identifier', P.database, P.deployment),
  q('database connection pool', 'question', P.database),
  q('core tables list', 'question', P.database),
  q('insert a row with the query builder', 'task', P.database),
  q('orWhere', 'identifier', P.database),
  q('postgres connection settings', 'question', P.database, P.configuration),
  q('databse', 'typo', P.database),
  q('verify-full ssl root cert', 'identifier', P.database),

  // Events and subscribers
  q('how do I react when an order is placed', 'question', P.events),
  q('order_placed event', 'identifier', P.events),
  q('createSubscriber', 'identifier', P.events),
  q('emit custom event', 'task', P.events),
  q('list of core events', 'question', P.events),
  q('EventDataRegistry typing', 'identifier', P.events),
  q('product_updated', 'identifier', P.events),
  q('subscriber folder structure', 'question', P.events),
  q('webhook when product changes', 'synonym', P.events),
  q('event listener', 'synonym', P.events),
  q('subscibers', 'typo', P.events),
  q('inventory_updated', 'identifier', P.events),

  // Fast Refresh
  q('auto refresh in dev', 'synonym', P.fastRefresh),
  q('hot reload not keeping state', 'synonym', P.fastRefresh),
  q('@refresh reset', 'identifier', P.fastRefresh),
  q('component keeps its state after edit', 'question', P.fastRefresh),
  q('force a fresh mount', 'task', P.fastRefresh),
  q('hmr', 'synonym', P.fastRefresh),
  q('live reload development server', 'synonym', P.fastRefresh),
  q('fast refrsh', 'typo', P.fastRefresh),

  // GraphQL
  q('extend type Product', 'identifier', P.graphql),
  q('write a resolver', 'task', P.graphql),
  q('add a field to graphql schema', 'task', P.graphql),
  q('admin only graphql field', 'task', P.graphql),
  q('collection filters operators', 'question', P.graphql),
  q('root query fields', 'question', P.graphql),
  q('/api/graphql', 'identifier', P.graphql),
  q('graphq', 'partial', P.graphql),
  q('how is the schema assembled', 'question', P.graphql),

  // Hooks and the value registry
  q('hookAfter', 'identifier', P.hooks),
  q('hookBefore', 'identifier', P.hooks),
  q('getValue registry', 'identifier', P.hooks),
  q('addProcessor', 'identifier', P.hooks),
  q('run code after a core function', 'task', P.hooks),
  q('how do I change a value computed by core', 'question', P.hooks),
  q('hookable', 'identifier', P.hooks),
  q('addFinalProcessor', 'identifier', P.hooks),
  q('getValueSync', 'identifier', P.hooks),
  q('core registry values list', 'question', P.hooks),
  q('loyalty points example', 'task', P.hooks),
  q('override core behaviour without forking', 'synonym', P.hooks),

  // Middleware
  q('write a middleware', 'task', P.middleware),
  q('middleware execution order file names', 'question', P.middleware),
  q('request lifecycle', 'question', P.middleware),
  q('setDelegate getDelegate', 'identifier', P.middleware),
  q('share data within a request', 'task', P.middleware),
  q('debugging the middleware chain', 'task', P.middleware),
  q('referral link tracking', 'task', P.middleware),
  q('middlware', 'typo', P.middleware),
  q('run code before every page request', 'task', P.middleware),

  // Pages
  q('add a new storefront page', 'task', P.pages),
  q('route.json page', 'identifier', P.pages, P.routing),
  q('core storefront routes list', 'question', P.pages),
  q('layout areas', 'question', P.pages, P.viewSystem),
  q('size guide page example', 'task', P.pages),
  q('add an admin page', 'task', P.pages),
  q('master component', 'identifier', P.pages, P.templating),
  q('productPageMiddleRight', 'identifier', P.pages, P.viewSystem),

  // Routing
  q('friendly urls redirects', 'question', P.routing),
  q('buildUrl', 'identifier', P.routing),
  q('locale prefix in urls', 'question', P.routing),
  q('how is a url resolved', 'question', P.routing),
  q('path matching params', 'question', P.routing),
  q('canonical url redirect', 'task', P.routing),
  q('url_rewrite', 'identifier', P.routing),
  q('buildAbsoluteUrl', 'identifier', P.routing),
  q('routng', 'typo', P.routing),

  // Static files
  q('serve robots.txt', 'task', P.staticFiles),
  q('public folder static assets', 'question', P.staticFiles),
  q('add a favicon', 'task', P.staticFiles),
  q('web app manifest', 'task', P.staticFiles),
  q('ship a font with the theme', 'task', P.staticFiles),
  q('.well-known verification file', 'identifier', P.staticFiles),
  q('IMAGE_ALLOWED_HOSTS', 'identifier', P.staticFiles),
  q('static fil', 'partial', P.staticFiles),

  // Translation
  q('translate the storefront to french', 'task', P.translation),
  q('translation csv format', 'question', P.translation),
  q('i18n', 'synonym', P.translation),
  q('localization of strings', 'synonym', P.translation),
  q('_() helper', 'identifier', P.translation),
  q('translate server side message', 'task', P.translation),
  q('bundled languages', 'question', P.translation),
  q('shop.language', 'identifier', P.translation),
  q('X-Locale header', 'identifier', P.translation, P.apiOverview),
  q('traslation', 'typo', P.translation),

  // First extension
  q('product comments extension tutorial', 'task', P.firstExtension),
  q('my first extension step by step', 'task', P.firstExtension),
  q('add a comment form on the product page', 'task', P.firstExtension),
  q('register and enable an extension', 'task', P.firstExtension, P.moduleOverview),
  q('build extension for production', 'task', P.firstExtension, P.extensionDev),
  q('hello world plugin', 'synonym', P.firstExtension),
  q('create extention', 'typo', P.firstExtension),

  // Extension development
  q('extension workspace setup', 'task', P.extensionDev),
  q('publish extension to npm', 'task', P.extensionDev),
  q('bootstrap.ts what to register', 'question', P.extensionDev),
  q('extension naming rules', 'question', P.extensionDev),
  q('tsconfig for an extension', 'question', P.extensionDev),
  q('gift wrap quote endpoint', 'task', P.extensionDev),
  q('delegates in extensions', 'question', P.extensionDev),
  q('npm publish --access public', 'identifier', P.extensionDev),
  q('ASSET_EXTENSIONS build script', 'identifier', P.extensionDev),

  // Module overview
  q('how do modules fit together', 'question', P.moduleOverview),
  q('enable an extension system.extensions', 'identifier', P.moduleOverview),
  q('module lifecycle', 'question', P.moduleOverview),
  q('smallest useful extension', 'task', P.moduleOverview),
  q('module folder layout', 'question', P.moduleOverview),
  q('best practices for modules', 'question', P.moduleOverview),
  q('plugin system', 'synonym', P.moduleOverview),

  // Widgets
  q('registerWidget', 'identifier', P.widgets),
  q('create a page builder widget', 'task', P.widgets),
  q('widget setting component', 'question', P.widgets),
  q('previewComponent', 'identifier', P.widgets),
  q('promo banner widget', 'task', P.widgets),
  q('widget_instance widget_placement', 'identifier', P.widgets),
  q('drag and drop block for admins', 'synonym', P.widgets),
  q('wiget', 'typo', P.widgets),

  // Styling
  q('tailwind css in theme', 'task', P.styling),
  q('add global css', 'task', P.styling),
  q('change design tokens colors', 'task', P.styling),
  q('dark mode variant', 'question', P.styling),
  q('scss support', 'question', P.styling),
  q('GlobalCss.tsx', 'identifier', P.styling),
  q('where to put styles', 'question', P.styling),
  q('stylng', 'typo', P.styling),

  // Templating
  q('override a master component', 'task', P.templating),
  q('override the footer', 'task', P.templating),
  q('theme:twizz', 'identifier', P.templating, P.themeOverview),
  q('shared component override', 'task', P.templating),
  q('add a notice to every page', 'task', P.templating),
  q('storefront shell Base.tsx', 'identifier', P.templating),
  q('where to put a template file', 'question', P.templating),

  // Theme overview
  q('create a new theme', 'task', P.themeOverview),
  q('activate a theme', 'task', P.themeOverview),
  q('theme.json', 'identifier', P.themeOverview),
  q('theme:create', 'identifier', P.themeOverview, P.cli),
  q('theme:export-content', 'identifier', P.themeOverview),
  q('system.theme', 'identifier', P.themeOverview),
  q('ship content with a theme', 'task', P.themeOverview),
  q('them commands', 'typo', P.themeOverview),

  // View system
  q('Area component', 'identifier', P.viewSystem),
  q('which file wins when two define a component', 'question', P.viewSystem),
  q('add an area to the product page', 'task', P.viewSystem),
  q('server side rendering hydration', 'question', P.viewSystem),
  q('storefront areas list', 'question', P.viewSystem),
  q('how is a page rendered', 'question', P.viewSystem),
  q('view sytem', 'typo', P.viewSystem),

  // REST API overview
  q('rest api authentication', 'question', P.apiOverview),
  q('api base url', 'question', P.apiOverview),
  q('rate limits api', 'question', P.apiOverview),
  q('pagination page limit', 'question', P.apiOverview),
  q('error codes 401 429', 'question', P.apiOverview),
  q('JWT_ADMIN_TOKEN_EXPIRY', 'identifier', P.apiOverview),
  q('bearer token header', 'identifier', P.apiOverview),
  q('sessions instead of tokens', 'question', P.apiOverview),
  q('filter list endpoints', 'task', P.apiOverview),

  // Attribute
  q('create product attribute', 'task', P.attribute),
  q('attribute select options', 'question', P.attribute),
  q('attribute_code', 'identifier', P.attribute),
  q('is_filterable attribute flag', 'identifier', P.attribute),
  q('attributes api', 'entity', P.attribute),
  q('delete an attribute', 'task', P.attribute),
  q('product properties like material', 'synonym', P.attribute),

  // Attribute group
  q('attribute group api', 'entity', P.attributeGroup),
  q('rename attribute group', 'task', P.attributeGroup),
  q('attribute set', 'synonym', P.attributeGroup),
  q('group_id product', 'identifier', P.attributeGroup, P.product),

  // Cart
  q('cart api', 'entity', P.cart),
  q('add item to cart', 'task', P.cart),
  q('place the order from a cart', 'task', P.cart),
  q('apply coupon to cart', 'task', P.cart, P.promotion),
  q('set shipping address on cart', 'task', P.cart),
  q('headless checkout rest', 'synonym', P.cart),
  q('/api/cart/mine/items', 'identifier', P.cart),
  q('change item quantity', 'task', P.cart),
  q('basket', 'synonym', P.cart),
  q('checkout.allowGuestCheckout', 'identifier', P.cart),
  q('availableShippingMethods', 'identifier', P.cart),
  q('set contact email', 'task', P.cart),

  // Category
  q('category api', 'entity', P.category),
  q('create a category', 'task', P.category),
  q('assign product to category', 'task', P.category),
  q('nested categories parent', 'question', P.category),
  q('category url key', 'question', P.category),
  q('collections of products menu', 'synonym', P.category),
  q('categroy', 'typo', P.category),

  // CMS page
  q('cms page api', 'entity', P.cmsPage),
  q('create about us page', 'task', P.cmsPage),
  q('content page block editor', 'question', P.cmsPage),
  q('change page url key redirect', 'question', P.cmsPage),
  q('static content page', 'synonym', P.cmsPage),

  // Customer
  q('customer api', 'entity', P.customer),
  q('register a customer', 'task', P.customer),
  q('password reset email', 'task', P.customer),
  q('customer tokens headless', 'task', P.customer),
  q('customer address book', 'question', P.customer),
  q('/api/customers/me', 'identifier', P.customer),
  q('forgot password', 'synonym', P.customer),
  q('sign up user account', 'synonym', P.customer),
  q('refresh customer token', 'task', P.customer),
  q('customer metafields', 'identifier', P.customer),
  q('custmer', 'typo', P.customer),

  // Order
  q('cancel an order', 'task', P.order),
  q('order api', 'entity', P.order),
  q('create a shipment', 'task', P.order),
  q('void a shipping label', 'task', P.order),
  q('mark order delivered', 'task', P.order),
  q('order statuses', 'question', P.order),
  q('guest orders tracking', 'question', P.order),
  q('ORDER_TRACKING_TOKEN_SECRET', 'identifier', P.order),
  q('shipment status rollup', 'question', P.order),
  q('capture cash on delivery', 'task', P.order),
  q('reStockAfterCancellation', 'identifier', P.order),
  q('tracking number carrier', 'question', P.order),
  q('oder', 'typo', P.order),
  q('fulfil an order ship it', 'synonym', P.order),

  // Payment method
  q('payment method api', 'entity', P.paymentMethod),
  q('registerPaymentMethod', 'identifier', P.paymentMethod),
  q('cash on delivery settings', 'question', P.paymentMethod),
  q('zero_checkout', 'identifier', P.paymentMethod, P.cart),
  q('built-in payment methods', 'question', P.paymentMethod),
  q('create stripe payment intent', 'task', P.paymentMethod, P.stripe),
  q('paypal', 'identifier', P.paymentMethod),
  q('how does a cart get its payment methods', 'question', P.paymentMethod),

  // Product
  q('product api', 'entity', P.product),
  q('create a product', 'task', P.product),
  q('update product stock quantity', 'task', P.product),
  q('product visibility', 'question', P.product),
  q('custom options on products', 'question', P.product),
  q('related products cross-sell link', 'task', P.product),
  q('no_shipping_required', 'identifier', P.product),
  q('delete a product', 'task', P.product),
  q('catalog item', 'synonym', P.product),
  q('prodcut', 'typo', P.product),
  q('inventory level', 'synonym', P.product),

  // Promotion
  q('discount code', 'synonym', P.promotion),
  q('create a coupon', 'task', P.promotion),
  q('percentage discount', 'question', P.promotion),
  q('coupon conditions minimum subtotal', 'question', P.promotion),
  q('promotion landing page', 'task', P.promotion),
  q('discount_type', 'identifier', P.promotion),
  q('voucher', 'synonym', P.promotion),
  q('promotion api', 'entity', P.promotion),
  q('buy x get y', 'question', P.promotion),
  q('promo', 'partial', P.promotion),

  // Shipping method
  q('shipping zone', 'task', P.shippingMethod),
  q('shipping rates by weight', 'task', P.shippingMethod),
  q('flat rate shipping', 'task', P.shippingMethod),
  q('attach a provider to a zone', 'task', P.shippingMethod),
  q('parcel packages', 'question', P.shippingMethod),
  q('shipping method api', 'entity', P.shippingMethod),
  q('delivery options', 'synonym', P.shippingMethod),
  q('free shipping threshold', 'question', P.shippingMethod, P.cart),
  q('shiping', 'typo', P.shippingMethod),

  // User
  q('admin api token', 'task', P.user, P.apiOverview),
  q('/api/user/tokens', 'identifier', P.user),
  q('create an admin user via api', 'task', P.user),
  q('refresh admin token', 'task', P.user),
  q('disable an admin account', 'task', P.user),
  q('list admin users', 'task', P.user),
  q('user api', 'entity', P.user),
  q('staff accounts', 'synonym', P.user),

  // Variant
  q('variant group', 'entity', P.variant),
  q('product variants size color', 'question', P.variant),
  q('link a product as variant', 'task', P.variant),
  q('variant api', 'entity', P.variant),
  q('attribute_one attribute_five', 'identifier', P.variant),
  q('configurable product options', 'synonym', P.variant),
  q('varient', 'typo', P.variant),

  // Blog
  q('react 19 upgrade', 'task', P.blogReact19, P.blogUpgrade),
  q('upgrade store to 2.2', 'task', P.blogUpgrade),
  q('still on react 17', 'question', P.blog21),
  q('2.1 release line support', 'question', P.blog21),
  q('store announcements extension blog', 'task', P.blogExtension),
  q('rolling back an upgrade', 'task', P.blogUpgrade),
  q('what changed in 2.2', 'question', P.blogReact19),
];

/** FNV-1a of the lowercased query: stable, dependency-free, order-independent. */
export function queryHash(query: string): number {
  return fnv1a(query.toLowerCase());
}

export function splitOf(query: string): 'tuning' | 'heldOut' {
  return queryHash(query) % 2 === 0 ? 'tuning' : 'heldOut';
}

export function queriesOf(half: 'tuning' | 'heldOut'): DeveloperQuery[] {
  return DEVELOPER_QUERIES.filter((entry) => splitOf(entry.query) === half);
}
