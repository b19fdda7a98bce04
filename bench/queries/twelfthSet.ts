/**
 * Set 12: a twelfth set of developer queries, written on 2026-12-07 (forty-first session) to be read
 * from the start, as sets 8 to 11 were, after set 11's fixes.
 *
 * How these were written: by four new writers, one per docs area, from held-out 5's brief word for
 * word but for the folder (fifthHeldOut.ts says how), reading only a plain-text copy of each built
 * page (no front matter) regenerated after set 11's fixes, blind to the repository, the search, the
 * earlier sets and each other's files. They wrote 317 queries; the 107 that an earlier set or
 * another writer already held were left out, unread, by a script, leaving 210.
 *
 * Read from the start (`--misses=twelfthSet`; search/DESIGN.md, "Set 12").
 */
import {developerQuery as q, PAGES as P, type DeveloperQuery} from './developerQueries';

export const TWELFTH_SET: readonly DeveloperQuery[] = [
  // ---- The getting-started pages, the deployment guides, the Stripe guide, the blog, pricing, terms and support (writer A) ----
  // gettingStarted
  q('where do i start with the merchantry docs', 'question', P.gettingStarted, P.introduction),
  q('three ways to install merchan', 'partial', P.installation, P.gettingStarted),
  // introduction
  q('what modules are included in merchantry core', 'question', P.introduction),
  q('run merchantry on vercel or aws lambda', 'synonym', P.requirements, P.deployment, P.introduction, P.blogMonolith, P.architecture),
  q('my edits in node_modules keep disapearing', 'typo', P.introduction),
  q('merchantry software licence', 'entity', P.terms, P.introduction, P.pricing),
  q('payment method for zero total orders', 'entity', P.paymentMethod, P.introduction, P.cart),
  // installation
  q('npx create-merchantry-a', 'partial', P.installation, P.introduction),
  q('unattended install for ci pipeline', 'task', P.installation, P.cli),
  q('evaluate merchantry with docker compose', 'task', P.installation),
  q('load dummy products for development', 'synonym', P.installation, P.cli),
  q('why doesnt pnpm setup run my install script', 'question', P.installation),
  q('npm init type commonjs breaks bui', 'partial', P.installation),
  q('dockerfile for my store projct', 'typo', P.installation),
  q('reset forgotten admin passwrd', 'typo', P.installation, P.cli, P.user, P.deployment),
  // requirements
  q('memory requirements for a large catalog', 'entity', P.requirements),
  q('CREATE EXTENSION pg_trgm', 'identifier', P.requirements, P.aws, P.digitalocean, P.heroku),
  q('postgres user privileges for migrations', 'entity', P.requirements, P.deployment, P.migration),
  q('script to check node and postgres versions before install', 'task', P.requirements),
  q('suported browsers admin panel', 'typo', P.requirements),
  q('why is the production build killed on a small server', 'question', P.requirements, P.aws, P.azure),
  // deployment
  q('MERCHANTRY_HOME_URL used for', 'identifier', P.deployment, P.configuration),
  q('cloudflare r2 for uploaded media', 'entity', P.deployment, P.configuration),
  q('things to check before going live', 'synonym', P.deployment),
  q('is there a migrate command to run before start', 'question', P.deployment, P.migration, P.cli),
  q('session cookie secret in producti', 'partial', P.deployment, P.configuration),
  q('database connections per instance', 'entity', P.deployment, P.digitalocean, P.heroku),
  q('429 too many requests for all customers', 'identifier', P.deployment, P.apiOverview, P.apiRoutes, P.aws, P.azure, P.digitalocean, P.heroku),
  // aws
  q('increase nginx upload size for product images', 'task', P.aws),
  q('host merchantry on ec2 with nginx and pm2', 'task', P.aws),
  q('permission denied for schema public on start', 'identifier', P.aws, P.digitalocean),
  q('blue green deploy script for a vps', 'synonym', P.aws),
  q('certbot lets encrpyt on ec2', 'typo', P.aws),
  // azure
  q('container didn\'t respond to http pin', 'partial', P.azure),
  q('pg_trgm not alow listed azure', 'typo', P.azure),
  q('background tasks stop when app service is idle', 'synonym', P.azure),
  q('azure web app + postgres flexible serv', 'partial', P.azure),
  // digitalocean
  q('digitalocean managed postgres port', 'entity', P.digitalocean),
  q('why does app platform health check fail on first deploy', 'question', P.digitalocean),
  q('digitalocen app platfrom deploy', 'typo', P.digitalocean),
  q('event subscribers stop behind pgbouncer', 'synonym', P.digitalocean, P.deployment),
  // heroku
  q('heroku DATABASE_URL to DB_HOST', 'identifier', P.heroku),
  q('heroku boot timeout first depl', 'partial', P.heroku),
  q('background jobs stop on free heroku dyno', 'synonym', P.heroku),
  q('password authentication failed after heroku mainten', 'partial', P.heroku),
  // advanced
  q('complete feature walkthroughs after first extension', 'synonym', P.advanced),
  q('prerequisites for payment gateway guid', 'partial', P.advanced),
  // stripe
  q('authorize card at checkout charge when shipped', 'synonym', P.stripe, P.paymentMethod, P.order),
  q('build custom payment gatway extension', 'typo', P.stripe),
  q('partial refund stripe api', 'entity', P.stripe, P.paymentMethod, P.order),
  q('jpy amounts zero decimal curren', 'partial', P.stripe),
  q('payment methd not showing at checkout', 'typo', P.stripe),
  // blogMonolith
  q('why isnt merchantry built as microservices', 'question', P.blogMonolith),
  q('modular monolith downsides', 'entity', P.blogMonolith),
  // blogExtension
  q('announcements with start and end dates extension example', 'task', P.blogExtension),
  q('import.meta.dirname node 20.11', 'identifier', P.cron, P.blogExtension, P.widgets),
  // blogReact19
  q('why hydration mismatch when calling _() at top of file', 'question', P.translation, P.blogReact19, P.blogUpgrade, P.templating, P.blog21),
  // blogUpgrade
  q('pg_dump before upgrading merchantry', 'task', P.blogUpgrade),
  q('downgrade merchantry after failed upgrade', 'synonym', P.blogUpgrade),
  q('replace ReactDOM.render in my extension', 'task', P.blogUpgrade),
  // blog21
  q('keep store on react 17 dont upgrade', 'task', P.blog21),
  // pricing
  q('annual plan discount', 'synonym', P.pricing),
  q('do i need a licence kye to self host', 'typo', P.pricing),
  // terms
  q('can i use docs code examples commercially', 'question', P.terms),
  q('warranty on marketplace extensions', 'entity', P.terms),
  // support
  q('report security vulnerabilty', 'typo', P.support),
  q('private support ema', 'partial', P.support),
  // ---- The knowledge base (writer B) ----
  // knowledgeBase
  q('which guide covers events hooks and cron jobs', 'question', P.knowledgeBase),
  q('core concepts section of the docs', 'synonym', P.knowledgeBase),
  // architecture
  q('app startup sequence', 'synonym', P.architecture, P.moduleOverview, P.blogMonolith, P.deployment),
  q('modular monolth architecture', 'typo', P.architecture, P.blogMonolith),
  q('share a cache between web and cron proce', 'partial', P.architecture, P.cron),
  q('core middleware order for every request', 'entity', P.architecture),
  // apiRoutes
  q('add a custom rest endpoint to an extension', 'task', P.apiRoutes, P.extensionDev, P.firstExtension, P.blogExtension),
  q('skipEscape json schema', 'identifier', P.apiRoutes, P.firstExtension),
  // cli
  q('merchantry seed flags', 'identifier', P.cli, P.installation),
  q('theme:export-contnet version requried', 'typo', P.cli, P.themeOverview),
  q('npm run start:deb', 'partial', P.cli, P.middleware),
  // configuration
  q('MERCHANTRY_HOME_URL boot fails', 'identifier', P.configuration, P.deployment, P.installation),
  q('admin jwt token expiry', 'entity', P.configuration, P.apiOverview),
  q('add config options with defaults to my extension', 'task', P.configuration, P.extensionDev, P.firstExtension),
  q('sesion cookie secret defualt', 'typo', P.configuration, P.deployment),
  q('allowGuestCheck', 'partial', P.configuration),
  q('why is a stripe setting read-only in the admin', 'question', P.configuration, P.stripe, P.paymentMethod, P.apiOverview),
  // cron
  q('registerJob resolve path .ts', 'identifier', P.cron),
  q('laravel task scheduler', 'synonym', P.cron),
  // dataFetching
  q('urql useQuery in the brows', 'partial', P.dataFetching),
  q('widget settings as query variables', 'entity', P.widgets, P.dataFetching),
  // migration
  q('edited migraton not runing again', 'typo', P.migration, P.firstExtension),
  q('add a column to an existing table migrat', 'partial', P.migration),
  q('schema changes like rails migrations', 'synonym', P.migration),
  // database
  q('upsert on conflict', 'synonym', P.database),
  q('postgres connection pool size', 'entity', P.database, P.deployment, P.requirements),
  q('postgress sslmode herkou', 'typo', P.heroku, P.database, P.deployment),
  // events
  q('emit() connection argument', 'identifier', P.events),
  q('subscibers folder naming', 'typo', P.events, P.moduleOverview),
  // fastRefresh
  q('hot reload loses component state', 'synonym', P.fastRefresh),
  q('why does saving a file reload the whole page', 'question', P.fastRefresh),
  q('useEffect runs again after every ed', 'partial', P.fastRefresh),
  q('install dev packages for npm run dev', 'task', P.fastRefresh, P.requirements),
  // graphql
  q('filter products by name in graphql', 'entity', P.graphql, P.apiOverview),
  q('grapql types missing after production build', 'typo', P.graphql, P.extensionDev, P.firstExtension),
  q('admin graphql endpo', 'partial', P.graphql, P.apiOverview),
  q('hide cost price from the storefront api', 'task', P.graphql),
  // hooks
  q('hookBefore priority order', 'identifier', P.hooks),
  q('why can\'t i hook an arrow function', 'question', P.hooks),
  q('run code before a core function is called', 'task', P.hooks),
  // middleware
  q('control the order middleware files run in', 'task', P.middleware),
  q('before filter for every storefront page', 'synonym', P.middleware, P.pages),
  q('request hangs forever midleware', 'typo', P.middleware),
  // pages
  q('layout areas on the product page', 'entity', P.pages, P.viewSystem),
  q('admin pge route prefix', 'typo', P.pages, P.routing),
  q('add a screen to the admin panel', 'synonym', P.pages),
  q('is a lowercase tsx file treated as a component', 'question', P.pages, P.middleware),
  // routing
  q('seo friendly product slugs', 'synonym', P.routing),
  q('route id allowed charact', 'partial', P.routing, P.apiRoutes),
  q('friendly url 404 right after saving prodcut', 'typo', P.routing),
  // staticFiles
  q('favicn.ico in public folder ignored', 'typo', P.staticFiles),
  q('theme font files public fold', 'partial', P.staticFiles, P.styling),
  // translation
  q('reword a core label in french', 'task', P.translation),
  q('i18n csv file format', 'synonym', P.translation),
  q('translaton csv changes not showing', 'typo', P.translation, P.fastRefresh),
  q('X-Locale head', 'partial', P.translation, P.apiOverview, P.routing),
  // ---- Extensions and themes (writer C) ----
  // moduleIndex
  q('custom plugin development', 'synonym', P.moduleIndex, P.extensionDev),
  // firstExtension
  q('add product reviews to product page', 'synonym', P.firstExtension),
  q('why does my html form fail an integer payload schema', 'question', P.firstExtension),
  q('extenson migraton create tabel', 'typo', P.migration, P.firstExtension, P.blogExtension),
  q('route id conflict between extensions', 'entity', P.firstExtension, P.moduleOverview, P.routing),
  q('product comments tutor', 'partial', P.firstExtension),
  q('add a column to my extension table later', 'task', P.migration, P.firstExtension),
  // extensionDev
  q('pass data between middlew', 'partial', P.middleware, P.extensionDev),
  q('extention naming vendor prefx', 'typo', P.extensionDev, P.moduleOverview),
  q('extension config defaults', 'entity', P.configuration, P.extensionDev, P.firstExtension),
  q('tsconfig for extensi', 'partial', P.extensionDev, P.firstExtension),
  q('filter hook to modify a value', 'synonym', P.hooks, P.extensionDev),
  // moduleOverview
  q('extension priority load order', 'entity', P.moduleOverview, P.configuration),
  q('show a notice on every storefront pa', 'partial', P.moduleOverview, P.templating, P.blogExtension),
  q('extension startup sequence', 'synonym', P.architecture, P.moduleOverview, P.blogMonolith),
  // widgets
  q('why does registerWidget stop the store from booting', 'question', P.widgets),
  q('custom section merchants can drag onto a page', 'synonym', P.widgets),
  q('widjet default setings', 'typo', P.widgets),
  q('why are my widgets gone after changing theme', 'question', P.widgets, P.themeOverview),
  q('widget previewCompo', 'partial', P.widgets),
  q('widget settings json schema', 'entity', P.widgets),
  // themeIndex
  q('storefront themes', 'entity', P.themeIndex, P.themeOverview),
  q('how do i change the look of my store', 'question', P.themeIndex, P.themeOverview),
  // styling
  q('tailwind dark clases follow os setting', 'typo', P.styling),
  q('componnet scss styels', 'typo', P.styling),
  // templating
  q('override product page component from theme', 'task', P.templating, P.viewSystem),
  q('child theme override parent template', 'synonym', P.templating),
  q('why did the cart break after replacing Base.tsx', 'question', P.templating),
  q('storefront route ids catego', 'partial', P.pages, P.templating),
  // themeOverview
  q('switch active theme', 'task', P.themeOverview, P.cli),
  q('why are component queries missing after building my theme', 'question', P.themeOverview),
  q('theme activte dry run', 'typo', P.themeOverview, P.cli),
  q('export page builder content to them', 'partial', P.themeOverview, P.cli),
  q('merchantry theme:crea', 'partial', P.themeOverview, P.cli),
  q('theme not showing in producton build', 'typo', P.themeOverview, P.templating),
  // viewSystem
  q('ssr mismatch reading localstorage', 'synonym', P.viewSystem, P.blogUpgrade),
  q('create my own area other extensions can fill', 'task', P.viewSystem),
  q('components with equal sortOrd', 'partial', P.viewSystem),
  q('header and footer area ids', 'entity', P.viewSystem, P.pages),
  q('magento layout containers and blocks', 'synonym', P.viewSystem),
  q('component not rendring wrong areaId', 'typo', P.viewSystem),
  // ---- The REST and GraphQL API reference (writer D) ----
  // apiOverview
  q('rest api error response envelope', 'entity', P.apiOverview, P.apiRoutes),
  q('paginate graphql collections with filt', 'partial', P.graphql, P.apiOverview),
  q('api playground with fake credentials', 'synonym', P.apiOverview),
  q('why does my customer token get 401 on admin routes', 'question', P.apiOverview),
  q('rest api athentication bearer tokn', 'typo', P.apiOverview, P.user),
  q('rest list products endpoint', 'entity', P.apiOverview, P.apiRoutes, P.product),
  // attribute
  q('dropdown product spec with fixed choices', 'synonym', P.attribute),
  q('update attribute options without losing exist', 'partial', P.attribute),
  // attributeGroup
  q('list attribute groups graph', 'partial', P.attributeGroup, P.apiOverview),
  q('delete atribute group that products use', 'typo', P.attributeGroup),
  // cart
  q('headless checkout without a customer account', 'task', P.cart),
  q('why is zero_checkout the only payment method offered', 'question', P.paymentMethod, P.cart, P.stripe),
  q('place an order through the rest api', 'task', P.cart, P.order),
  q('what does a cart need before checkout', 'question', P.cart),
  q('availableShippingMethods country postcode', 'identifier', P.shippingMethod, P.cart),
  q('basket delivery instructions for packers', 'synonym', P.cart),
  // category
  q('assign product to categroy', 'typo', P.category),
  // cmsPage
  q('create about us content page via api', 'task', P.cmsPage),
  q('static page slug change redirect old url', 'synonym', P.cmsPage, P.routing),
  // customer
  q('customer update own profi', 'partial', P.customer),
  q('customer adress book endpoints', 'typo', P.customer),
  q('disable a customer account', 'task', P.customer),
  // order
  q('cancel ordr and restock items', 'typo', P.order),
  q('order shipment status values', 'entity', P.order),
  q('mark cod order paid after cash colle', 'partial', P.order),
  q('cancel carrier shiping lable', 'typo', P.order),
  // paymentMethod
  q('which url do i register as the stripe webhook', 'question', P.stripe, P.paymentMethod),
  q('why are stripe settings read only in the admin', 'question', P.paymentMethod, P.stripe, P.configuration, P.apiOverview),
  // product
  q('sell downloadable product without shipping', 'synonym', P.product),
  q('clone an existing product via api', 'synonym', P.product),
  q('prodcut price decmials', 'typo', P.product),
  q('hide out of stock products from lis', 'partial', P.product, P.configuration),
  // promotion
  q('create percentage dicount coupon', 'typo', P.promotion),
  q('max_uses_time_per_customer', 'identifier', P.promotion),
  q('coupon limited to a customer group', 'entity', P.promotion),
  q('campaign landing page dupli', 'partial', P.promotion),
  // shippingMethod
  q('table rate shipping', 'synonym', P.shippingMethod),
  q('live carrier rates extens', 'partial', P.shippingMethod),
  q('shiping zone for benelux countries', 'typo', P.shippingMethod),
  // user
  q('turn admin browser session into api token', 'task', P.user),
  q('how do i revoke an admins api access', 'question', P.user, P.apiOverview),
  q('is the refesh token rotatd', 'typo', P.apiOverview, P.user, P.customer),
  q('admin users rest api', 'entity', P.user),
  // variant
  q('configurable product with size and grind options', 'synonym', P.variant),
  q('variant group maximum number of axes', 'entity', P.variant),
  q('unlink product from variant group request body', 'task', P.variant),
];
