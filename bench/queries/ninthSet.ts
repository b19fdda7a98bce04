/**
 * Set 9: a ninth set of developer queries, written on 2026-12-07 (forty-first session) to be read
 * from the start, as set 8 (eighthSet.ts) was, after set 8's first misses had been fixed.
 *
 * How these were written: by four new writers, one per docs area, from held-out 5's brief word for
 * word but for the folder (fifthHeldOut.ts says how), reading only a plain-text copy of each built
 * page (no front matter) regenerated after set 8's fixes, blind to the repository, the search, the
 * earlier sets and each other's files. They wrote 317 queries; the 77 that an earlier set or
 * another writer already held were left out, unread, by a script, leaving 240.
 *
 * Read from the start (`--misses=ninthSet`; search/DESIGN.md, "Set 9").
 */
import {developerQuery as q, PAGES as P, type DeveloperQuery} from './developerQueries';

export const NINTH_SET: readonly DeveloperQuery[] = [
  // ---- The getting-started pages, the deployment guides, the Stripe guide, the blog, pricing, terms and support (writer A) ----
  // introduction
  q('is merchantry open sourse', 'typo', P.introduction, P.pricing, P.terms),
  q('store project folder struc', 'partial', P.introduction),
  q('free order checkout no payment', 'synonym', P.paymentMethod, P.cart, P.introduction),
  // gettingStarted
  q('where should i start as a new merchantry developer', 'question', P.gettingStarted, P.introduction),
  q('run a store on my own mach', 'partial', P.installation, P.gettingStarted),
  // requirements
  q('server memory requirements', 'entity', P.requirements),
  q('recommended postgress version', 'typo', P.requirements),
  q('windows support', 'entity', P.requirements),
  q('check node and npm versions before installing', 'task', P.requirements),
  // installation
  q('install without prompts in ci', 'task', P.installation, P.cli),
  q('why does npm init break the build with type commonjs', 'question', P.installation),
  q('forgot admin pasword reset', 'typo', P.installation, P.cli, P.user, P.deployment),
  q('containerize my store dockerfile', 'synonym', P.installation),
  q('pnpm setup runs wrong comm', 'partial', P.installation),
  q('port 3000 already in use', 'entity', P.installation, P.requirements, P.configuration),
  // deployment
  q('deploy to vercel or aws lambda', 'synonym', P.deployment, P.requirements, P.introduction, P.blogMonolith, P.architecture),
  q('how many postgres connections does one instance open', 'question', P.deployment, P.digitalocean, P.heroku),
  q('pgbouncer transaction pooling breaks events', 'synonym', P.deployment, P.digitalocean),
  q('go live cheklist', 'typo', P.deployment),
  q('store product images on cloudflare r2', 'task', P.deployment, P.configuration),
  q('merchantry migrate command', 'identifier', P.cli, P.migration, P.deployment),
  q('set session secret without config fi', 'partial', P.deployment, P.heroku, P.azure, P.digitalocean),
  // aws
  q('build killed out of memery t3.micro', 'typo', P.aws, P.requirements),
  q('ec2 release rollback', 'entity', P.aws),
  q('pm2 startup after reb', 'partial', P.aws),
  q('why does every shopper get 429 behind cloudfront', 'question', P.aws, P.deployment, P.apiOverview, P.apiRoutes),
  // azure
  q('why doesnt git push azure main update the site', 'question', P.azure),
  q('azure blob storge for product images', 'typo', P.azure, P.deployment),
  q('cron jobs stop when azure app is idle', 'synonym', P.azure),
  // digitalocean
  q('digitalocean spaces for uplaods', 'typo', P.digitalocean, P.deployment),
  q('app platform health check timeout', 'entity', P.digitalocean),
  q('app platform trusted sour', 'partial', P.digitalocean),
  // heroku
  q('convert heroku DATABASE_URL to DB_ vars', 'task', P.heroku),
  q('R10 boot timeout first deploy', 'identifier', P.heroku),
  q('heroku dyno runs out of memory', 'synonym', P.heroku),
  q('why do scheduled jobs stop on heroku eco dynos', 'question', P.heroku),
  q('herku password authentication failed after maintenance', 'typo', P.heroku),
  q('heroku ps:scale web=', 'partial', P.heroku),
  // advanced
  q('payment gateway guide prerequisites', 'entity', P.advanced),
  q('cookbook for complete features', 'synonym', P.advanced),
  // stripe
  q('forward stripe webhooks to localh', 'partial', P.stripe, P.paymentMethod),
  q('authorize now charge later when shipping', 'synonym', P.stripe, P.paymentMethod),
  q('partial refund stripe order', 'entity', P.stripe, P.order, P.paymentMethod),
  q('why do orders stay pending after card payment', 'question', P.stripe),
  q('stripe trigger payment_intent.succeeded 400', 'identifier', P.stripe),
  q('payment method missing at checkout', 'entity', P.stripe, P.paymentMethod),
  q('stripe zero decimal curency jpy', 'typo', P.stripe),
  q('system.stripe overri', 'partial', P.stripe, P.configuration, P.paymentMethod),
  // blogMonolith
  q('why isnt merchantry split into microservices', 'question', P.blogMonolith),
  q('modular monolith architecture', 'entity', P.blogMonolith, P.architecture, P.introduction),
  q('how do modules talk to each other', 'question', P.architecture, P.blogMonolith),
  // blogExtension
  q('announcement bar with start and end date', 'entity', P.blogExtension),
  q('how do i stop & in a url field being html escaped', 'question', P.apiRoutes, P.blogExtension, P.firstExtension),
  // blogReact19
  q('react 17 to 19 migration gotchas', 'synonym', P.blogReact19, P.blogUpgrade, P.blog21),
  q('defaultProps ignord in react 19', 'typo', P.blogReact19, P.blogUpgrade, P.blog21, P.widgets),
  // blogUpgrade
  q('back up database with pg_dump before upgrading', 'task', P.blogUpgrade),
  q('find components using removed react apis', 'task', P.blogUpgrade),
  q('2.2 upgrade rollback', 'entity', P.blogUpgrade),
  // blog21
  q('pin merchantry to 2.1 so npm install wont upgrade', 'task', P.blog21),
  q('stay on react 1', 'partial', P.blog21),
  // pricing
  q('paid support plan', 'synonym', P.pricing, P.support),
  // terms
  q('can i use code from the docs in a commercial project', 'question', P.terms),
  q('marketplace extension warran', 'partial', P.terms),
  // support
  q('bug report what to include', 'entity', P.support),
  // ---- The knowledge base (writer B) ----
  // knowledgeBase
  q('platform internals guides index', 'synonym', P.knowledgeBase),
  q('docs section on core mechanis', 'partial', P.knowledgeBase),
  // apiRoutes
  q('api handler recieves html escaped strings', 'typo', P.apiRoutes, P.firstExtension),
  q('form request validation for a custom endpoint', 'synonym', P.apiRoutes, P.extensionDev, P.firstExtension),
  q('per route rate lim', 'partial', P.apiRoutes, P.apiOverview),
  q('why is my endpoint served at /api/api', 'question', P.apiRoutes, P.routing),
  // architecture
  q('why is my in-memory cache empty in the cron process', 'question', P.architecture, P.cron),
  q('core middlware chain ordr', 'typo', P.architecture),
  q('ways to customize core behavi', 'partial', P.architecture, P.blogMonolith),
  q('should i use a hook or an event to send an email', 'question', P.architecture, P.events, P.hooks),
  // cli
  q('why does npm run ignore my --dry-run flag', 'question', P.cli),
  q('seed --widgets', 'identifier', P.cli),
  q('reset admin password from the command line', 'task', P.cli, P.user, P.installation, P.deployment),
  q('theme:export-content versoin argument', 'typo', P.cli, P.themeOverview),
  q('artisan style command list', 'synonym', P.cli),
  q('database migrate command', 'entity', P.migration, P.cli, P.deployment),
  // configuration
  q('does local.json override production.json', 'question', P.configuration),
  q('list of dotenv variables', 'synonym', P.configuration, P.deployment),
  q('add config options with defaults and validation to an extension', 'task', P.configuration),
  q('pricing.tax.round_lev', 'partial', P.configuration),
  q('databse credentials in config json ignored', 'typo', P.configuration, P.database, P.deployment),
  // cron
  q('updateJobSchedule generateSitemap', 'identifier', P.cron),
  q('background scheduler like laravel schedule', 'synonym', P.cron),
  q('cron expresion rejected after upgrade', 'typo', P.cron),
  q('change sitemap generation sched', 'partial', P.cron, P.configuration),
  // dataFetching
  q('urql useQuery in the browsr', 'typo', P.dataFetching),
  // migration
  q('add a column to an existing extension table', 'task', P.migration),
  q('Version_1.0.0.ts not picked up', 'identifier', P.migration),
  q('laravel down migration rollback', 'synonym', P.migration),
  q('migraton failed store wont start', 'typo', P.migration),
  q('can i edit a migration that already ran', 'question', P.migration, P.firstExtension),
  // database
  q('wrap inserts in a transaction with rollback', 'task', P.database, P.events),
  q('insert or update if row exists', 'synonym', P.database),
  q('db connection pool size', 'entity', P.database, P.deployment, P.requirements),
  q('too many paramters in IN clause', 'typo', P.database),
  q('query builder leftJo', 'partial', P.database),
  // events
  q('emit a custom event inside a transaction', 'task', P.events),
  q('subscriber exeption event lost', 'typo', P.events),
  q('EventDataRegistry augm', 'partial', P.events),
  q('core event names', 'entity', P.events),
  // fastRefresh
  q('hot module reload keeps component state', 'synonym', P.fastRefresh),
  q('fast refesh class component loses state', 'typo', P.fastRefresh),
  q('dev server error overlay', 'entity', P.fastRefresh),
  // graphql
  q('/api/admin/graphql', 'identifier', P.graphql, P.apiOverview),
  q('graphql types missng in produciton build', 'typo', P.graphql, P.extensionDev, P.firstExtension),
  q('graphql collection filter operators', 'entity', P.graphql, P.apiOverview),
  q('schema stitching across modules', 'synonym', P.graphql),
  q('graphql resolver cont', 'partial', P.graphql),
  // hooks
  q('hookAfter changePaymentStatus', 'identifier', P.hooks, P.stripe, P.architecture),
  q('run my code before a core function is called', 'task', P.hooks),
  q('why does getValue return a stale value', 'question', P.hooks),
  q('wordpress apply_filters equivalent', 'synonym', P.hooks),
  q('processor priority order', 'entity', P.hooks),
  q('checkoutPaymentMethods regis', 'partial', P.hooks),
  // middleware
  q('middleware file name brackets dependency', 'entity', P.middleware),
  q('why is my middleware never running', 'question', P.middleware),
  q('redirect and set a cookie from middleware', 'task', P.middleware),
  q('passive vs active middlew', 'partial', P.middleware, P.apiRoutes),
  // pages
  q('add a new storefront page with its own url', 'task', P.pages),
  q('product page layout area names', 'entity', P.pages, P.viewSystem),
  q('next.js style pages directory', 'synonym', P.pages, P.routing),
  q('route.json editable page buil', 'partial', P.pages),
  // routing
  q('seo friendly slug lookup', 'synonym', P.routing),
  q('locale prefix in storefront urls', 'entity', P.routing, P.translation),
  // staticFiles
  q('can i put robots.txt in the public folder', 'question', P.staticFiles, P.deployment),
  q('.well-known file without extention', 'typo', P.staticFiles),
  q('theme font files publ', 'partial', P.staticFiles, P.styling),
  // translation
  q('translate an email subject in a subscriber', 'task', P.translation),
  q('supported languages list', 'entity', P.translation),
  q('transalte csv comma in value', 'typo', P.translation),
  q('why is my translation row ignored', 'question', P.translation),
  // ---- Extensions and themes (writer C) ----
  // moduleIndex
  q('what can an extension add to my store', 'question', P.moduleIndex, P.moduleOverview, P.architecture),
  q('plugin development docs', 'synonym', P.moduleIndex, P.extensionDev),
  // moduleOverview
  q('why does my migrations folder never run', 'question', P.moduleOverview, P.migration),
  q('disable an extension without remov', 'partial', P.moduleOverview),
  q('list of core modu', 'partial', P.moduleOverview),
  q('extenson boot lifecyle', 'typo', P.moduleOverview, P.architecture),
  // firstExtension
  q('add customer comments to product pages', 'task', P.firstExtension),
  q('product reviews extension tutorial', 'synonym', P.firstExtension),
  q('why does tom & jerry show up as &amp; after saving', 'question', P.firstExtension, P.apiRoutes),
  q('why does my payload schema reject ids sent from an html form', 'question', P.firstExtension),
  q('add a column to my table after the first migration ran', 'task', P.migration, P.firstExtension),
  q('url(routeId: "addComment")', 'identifier', P.firstExtension),
  q('delete comments when the product is deleted', 'task', P.firstExtension, P.migration),
  q('step by step first exten', 'partial', P.firstExtension, P.blogExtension),
  q('comments grapql query by product id', 'typo', P.firstExtension),
  // extensionDev
  q('workspaces extensions/* root package.json', 'identifier', P.extensionDev, P.firstExtension, P.themeOverview),
  q('pnpm workspace for extensions', 'entity', P.extensionDev),
  q('extension npm publish', 'entity', P.extensionDev),
  q('res.locals equivalent to share data between middleware', 'synonym', P.middleware, P.extensionDev),
  q('plugin init function on store startup', 'synonym', P.extensionDev, P.architecture),
  q('compile all workspaces before merchantry bui', 'partial', P.extensionDev, P.deployment, P.firstExtension),
  q('extention imports fail at boot commonjs', 'typo', P.extensionDev),
  // widgets
  q('let merchants place a configurable banner block', 'task', P.widgets),
  q('shopify style sections with merchant settings', 'synonym', P.widgets),
  q('why does registerWidget throw on startup', 'question', P.widgets),
  q('widget settings form field names', 'entity', P.widgets),
  q('widgets dissapeared after switching theme', 'typo', P.widgets, P.themeOverview),
  q('widget instance and placement tables', 'entity', P.widgets),
  // themeOverview
  q('switch the storefront to another theme', 'task', P.themeOverview, P.cli),
  q('why are component queries missing from my production theme build', 'question', P.themeOverview),
  q('save page builder changes back into theme.json', 'task', P.themeOverview, P.cli),
  q('scaffold a new the', 'partial', P.themeOverview, P.cli),
  q('uninstal theme widgets and placements', 'typo', P.themeOverview, P.cli),
  q('theme.json version bu', 'partial', P.themeOverview),
  // styling
  q('why do dark mode classes follow the os setting', 'question', P.styling),
  q('tailwind dynamic clas names not generated', 'typo', P.styling),
  q('css variables for the primary colour', 'synonym', P.styling),
  q('storefront favicon', 'entity', P.staticFiles, P.styling),
  q('component scss fi', 'partial', P.styling),
  // templating
  q('override the store footer', 'task', P.templating),
  q('what does theme:twizz do', 'question', P.templating, P.cli, P.themeOverview),
  q('child theme override single template file', 'synonym', P.templating),
  q('theme compnent not updating in producton', 'typo', P.themeOverview, P.templating),
  q('Base.tsx override breaks cart', 'identifier', P.templating),
  // viewSystem
  q('why is my component not showing on the page', 'question', P.viewSystem, P.pages),
  q('hydration missmatch localstorage', 'typo', P.viewSystem, P.blogUpgrade),
  q('see which slots are on a page', 'synonym', P.viewSystem),
  q('product page area i', 'partial', P.viewSystem, P.pages),
  // ---- The REST and GraphQL API reference (writer D) ----
  // apiOverview
  q('paginate graphql collection with page and limit', 'task', P.apiOverview, P.graphql),
  q('can i try the api without running a store', 'question', P.apiOverview),
  q('openapi spec download', 'entity', P.apiOverview),
  q('athentication bearer tokne', 'typo', P.apiOverview),
  q('error response envel', 'partial', P.apiOverview, P.apiRoutes),
  q('accept-language header for api requests', 'synonym', P.apiOverview, P.translation, P.routing),
  // cart
  q('turn cart into order via rest', 'task', P.cart, P.order),
  q('does the shipping cost update when cart items change', 'question', P.cart, P.shippingMethod),
  q('add to basket api endpoint', 'synonym', P.cart),
  q('change cart item quant', 'partial', P.cart),
  q('delivery instrutions note at chekout', 'typo', P.cart),
  // order
  q('cancel an order and restock items', 'task', P.order),
  q('when does order_placed fire for stripe payments', 'question', P.order, P.events, P.stripe, P.paymentMethod),
  q('fulfill order with tracking number', 'synonym', P.order),
  q('set shipment as deliver', 'partial', P.order),
  q('refund strpe paymnet partially', 'typo', P.order, P.paymentMethod, P.stripe),
  // shippingMethod
  q('set up flat rate shipping for a zone', 'task', P.shippingMethod),
  q('table rates by weight', 'synonym', P.shippingMethod),
  q('how do i add a live rate carrier to a shipping zone', 'question', P.shippingMethod),
  q('shipping zone provin', 'partial', P.shippingMethod),
  // customer
  q('reset customer password via api', 'task', P.customer),
  q('POST /api/customer/tokens', 'identifier', P.customer, P.apiOverview),
  q('how many registration requests per ip are allowed', 'question', P.customer, P.apiOverview, P.apiRoutes),
  q('logged in shopper update own profile', 'synonym', P.customer),
  q('disable customer acc', 'partial', P.customer),
  q('custmer metafeilds', 'typo', P.customer),
  // product
  q('create a digital product without shipping', 'task', P.product),
  q('duplicate_of', 'identifier', P.product),
  q('why are out of stock products hidden from listings', 'question', P.product),
  q('related products and upsells', 'synonym', P.product),
  q('product price decimal places', 'entity', P.product),
  q('hide product from search visib', 'partial', P.product),
  q('inventroy quantity changed event', 'typo', P.product, P.events),
  // paymentMethod
  q('why does the cart only offer zero_checkout', 'question', P.paymentMethod, P.cart),
  q('pay on delivery payment option settings', 'synonym', P.paymentMethod),
  q('stripe authorize only capt', 'partial', P.stripe, P.paymentMethod, P.order),
  // user
  q('create another admin user', 'task', P.cli, P.user),
  q('revoke api access for a staff member', 'synonym', P.user, P.apiOverview),
  q('refesh token not rotatd', 'typo', P.user, P.apiOverview, P.customer),
  q('change admin passw', 'partial', P.cli, P.user),
  // promotion
  q('discount code with free shipping', 'synonym', P.promotion),
  q('campaign landing pa', 'partial', P.promotion),
  q('percentge discount on specfic products', 'typo', P.promotion),
  // attribute
  q('can i change an attribute type after creating it', 'question', P.attribute),
  q('display_on_frontend', 'identifier', P.attribute),
  q('update attribute optoins without losing existing ones', 'typo', P.attribute),
  // attributeGroup
  q('how do i add an attribute to a group', 'question', P.attributeGroup, P.attribute),
  q('attributeGroups query admin schema', 'identifier', P.attributeGroup, P.apiOverview),
  // variant
  q('configurable product with sizes and colors', 'synonym', P.variant),
  q('variant group max number of axes', 'entity', P.variant),
  q('unlink prodct from varient group', 'typo', P.variant),
  // category
  q('category url key max length', 'entity', P.category),
  q('what happens to products when a category is deleted', 'question', P.category),
  q('assign product to catego', 'partial', P.category),
  // cmsPage
  q('what happens to old links when a page url key changes', 'question', P.cmsPage, P.routing),
  q('static about us page api', 'synonym', P.cmsPage),
  q('cms page content rows and blocks', 'entity', P.cmsPage),
];
