/**
 * Set 20: a twentieth set of developer queries, written on 2026-12-08 (forty-second session) to be
 * read from the start, as sets 8 to 19 were, after set 19 (whose misses changed nothing).
 *
 * How these were written: by four new writers, one per docs area, from held-out 5's brief word for
 * word but for the folder (fifthHeldOut.ts says how), reading only a plain-text copy of each built
 * page (no front matter) regenerated after set 18's fixes, blind to the repository, the search, the
 * earlier sets and each other's files. They wrote 318 queries; the 133 that an earlier set or
 * another writer already held were left out, unread, by a script, leaving 185.
 *
 * Read from the start (`--misses=twentiethSet`; search/DESIGN.md, "Set 20").
 */
import {developerQuery as q, PAGES as P, type DeveloperQuery} from './developerQueries';

export const TWENTIETH_SET: readonly DeveloperQuery[] = [
  // ---- The getting-started pages, the deployment guides, the Stripe guide, the blog, pricing, terms and support (writer A) ----
  // introduction
  q('what stack does merchantry use', 'question', P.introduction),
  q('built-in modules catalog checkout oms', 'entity', P.introduction, P.moduleOverview),
  q('checkout an order with zero total', 'task', P.paymentMethod, P.cart, P.introduction),
  q('store project folder struct', 'partial', P.introduction),
  q('merchantry open source license', 'entity', P.introduction, P.pricing, P.terms),
  q('recomended reading path for new developers', 'typo', P.introduction),
  // gettingStarted
  q('what are the ways to install merchantry', 'question', P.installation, P.gettingStarted),
  // installation
  q('npm init type comonjs breaks build', 'typo', P.installation),
  q('pnpm setup dosent run my setup script', 'typo', P.installation),
  q('dockerize my store proj', 'partial', P.installation),
  // requirements
  q('enable pg_trgm for faster product search', 'task', P.requirements, P.aws, P.azure, P.digitalocean, P.heroku),
  q('type errors ReactNode JSX @types/react 18', 'identifier', P.requirements, P.blogReact19, P.blogUpgrade, P.fastRefresh),
  q('pin node version for the team with nv', 'partial', P.requirements),
  q('preflight chek script node npm postgres versions', 'typo', P.requirements),
  // deployment
  q('production environment variables', 'entity', P.deployment, P.configuration),
  q('change the default session cookie secret', 'task', P.deployment, P.configuration),
  q('NODE_CONFIG json env var', 'identifier', P.deployment, P.heroku, P.azure, P.digitalocean),
  q('why does every shopper get 429 behind cloudflare', 'question', P.deployment, P.digitalocean, P.heroku, P.azure, P.aws, P.apiOverview, P.apiRoutes),
  q('product images on cloudflare r2', 'synonym', P.deployment, P.configuration),
  // aws
  q('nginx reverse proxy config for ec2', 'task', P.aws),
  q('rollback failed deploy on ec', 'partial', P.aws),
  q('add swap file bulid killed t2.micro', 'typo', P.aws),
  q('free ssl certificate lets encrypt nginx', 'synonym', P.aws),
  // azure
  q('ERR_REQUIRE_ESM pm2 ecosystem file', 'identifier', P.azure),
  q('azure blob storage for uploads', 'entity', P.azure, P.deployment),
  q('azure app servce always on cron jobs', 'typo', P.azure),
  // digitalocean
  q('app platform health checks fai', 'partial', P.digitalocean),
  q('digitalocean spaces for product images', 'entity', P.digitalocean, P.deployment),
  // heroku
  q('heroku R10 boot timout first deploy', 'typo', P.heroku),
  q('uploaded images gone after dyno restart', 'synonym', P.heroku, P.deployment, P.staticFiles),
  q('cron jobs stop on heroku eco dy', 'partial', P.heroku),
  q('herokuu postgres ssl no-verfy', 'typo', P.heroku, P.deployment, P.database),
  // advanced
  q('what should i read before building a payment gateway', 'question', P.advanced),
  // stripe
  q('write custom card paymnt gateway', 'typo', P.stripe),
  q('payment method not showing at checkout', 'question', P.stripe),
  q('stripe amount in cents for jpy zero deci', 'partial', P.stripe),
  // blogExtension
  q('announcement banner extension example', 'synonym', P.blogExtension),
  // blogReact19
  q('merchantry 2.2 release not', 'partial', P.blogReact19),
  q('removed react apis in 2.2', 'entity', P.blogReact19, P.blogUpgrade),
  // blogUpgrade
  q('fix hydration mismatch from localStorage', 'task', P.blogUpgrade, P.viewSystem, P.blog21),
  // blog21
  q('stay on react 17 without upgrading', 'task', P.blog21),
  q('pin merchantry to 2.1 patch releases', 'task', P.blog21),
  // pricing
  q('managed hosting plan cost', 'synonym', P.pricing),
  q('yearly billing discout', 'typo', P.pricing),
  q('do i need a license key for self hosted', 'question', P.pricing),
  // terms
  q('can i use code samples from the docs commercially', 'question', P.terms),
  // support
  q('report a security vulnerabilit', 'partial', P.support),
  q('where to ask questions community chat', 'synonym', P.support),
  // ---- The knowledge base (writer B) ----
  // knowledgeBase
  q('which internals guide should i read first', 'question', P.knowledgeBase, P.introduction),
  q('merchantry internals guides overveiw', 'typo', P.knowledgeBase),
  // apiRoutes
  q('headers already sent after handler returns', 'identifier', P.apiRoutes),
  q('keep html in json body from being escaped', 'task', P.apiRoutes, P.firstExtension),
  q('payloadSchema custom eror message', 'typo', P.apiRoutes),
  // architecture
  q('what order does the store boot in', 'question', P.blogMonolith, P.architecture, P.deployment),
  q('share memory between web and cron proc', 'partial', P.architecture, P.cron),
  q('ways to customize core without forking it', 'synonym', P.architecture, P.blogMonolith),
  q('core middlware chain reqeust order', 'typo', P.architecture),
  // cli
  q('merchantry seed --all', 'identifier', P.cli, P.installation),
  q('why does npm ignore my --email flag on user:create', 'question', P.cli),
  q('theme:export-content version requ', 'partial', P.cli, P.themeOverview),
  q('merchnatry start debug slow middlware', 'typo', P.cli, P.middleware),
  // configuration
  q('env var vs config file vs admin setting which wins', 'question', P.configuration),
  q('config/local.json merge order', 'identifier', P.configuration, P.deployment),
  q('store fails to boot MERCHANTRY_HOME_URL', 'identifier', P.configuration, P.installation, P.deployment),
  q('change admin access token lifetime', 'task', P.configuration, P.apiOverview),
  q('SESSION_SECRET environment variable', 'synonym', P.deployment, P.configuration),
  q('upload max file szie', 'typo', P.configuration),
  // cron
  q('scheduled background task every night', 'synonym', P.cron, P.blogExtension),
  q('cron expresion every 5 minutes weekdays', 'typo', P.cron),
  q('which timezone do cron schedules run in', 'question', P.cron),
  // dataFetching
  q('client side graphql fetch in browser', 'entity', P.dataFetching),
  // migration
  q('Version-X.Y.Z migration file naming', 'identifier', P.migration),
  q('rollback a migra', 'partial', P.migration),
  q('migratons folder not picked up', 'typo', P.migration, P.moduleOverview),
  q('migration pool vs connect', 'partial', P.migration),
  // database
  q('wrap several inserts in one db transaction', 'task', P.database),
  q('postgres too many bind parameters huge IN list', 'entity', P.database),
  q('max db connections po', 'partial', P.database, P.deployment, P.requirements),
  q('qurey builder left join', 'typo', P.database),
  // events
  q('background queue listener', 'synonym', P.events),
  q('core event names list', 'entity', P.events),
  // fastRefresh
  q('csv translation edit not showing without rest', 'partial', P.translation, P.fastRefresh),
  q('fast refesh full page reload instead', 'typo', P.fastRefresh),
  q('dev dependencies for npm run dev', 'entity', P.requirements, P.fastRefresh),
  // hooks
  q('getValue cached stale resu', 'partial', P.hooks),
  q('checkout payment methods registry value', 'entity', P.hooks),
  // middleware
  q('control middleware order with file name brackets', 'task', P.middleware),
  q('my middleware never runs, no error', 'question', P.middleware),
  q('midleware for every admin page', 'typo', P.middleware, P.pages),
  q('express app.use for all api requests', 'synonym', P.middleware, P.apiRoutes),
  // pages
  q('tsx component in page folder not loading lowercase name', 'question', P.pages, P.middleware),
  q('inject block into product page from plugin', 'synonym', P.pages, P.firstExtension),
  q('core storefront route ids checko', 'partial', P.pages),
  // routing
  q('seo friendly url slugs', 'synonym', P.routing),
  q('locale prefix /fr url rooting', 'typo', P.routing, P.translation),
  // staticFiles
  q('where to put google site verification file', 'task', P.staticFiles),
  q('robots.txt custom rules', 'entity', P.staticFiles, P.deployment),
  q('static assets directory like next.js public', 'synonym', P.staticFiles),
  q('theme publc folder file not updating', 'typo', P.staticFiles, P.themeOverview),
  // translation
  q('translate() locale in subscriber email', 'identifier', P.translation),
  q('does the translation csv need a header row', 'question', P.translation),
  q('i18n language files', 'synonym', P.translation),
  // ---- Extensions and themes (writer C) ----
  // firstExtension
  q('let shoppers leave reviews on product pages', 'synonym', P.firstExtension),
  q('build an extension from scratch step by step', 'task', P.firstExtension, P.blogExtension),
  q('payload shema rejects number from html form', 'typo', P.firstExtension),
  q('edited migraton file but it doesnt run agian', 'typo', P.migration, P.firstExtension),
  q('get api endpoint url in a component query', 'task', P.firstExtension, P.pages),
  q('add comment form to product pa', 'partial', P.firstExtension),
  // extensionDev
  q('bootstrap context process values', 'entity', P.extensionDev, P.architecture),
  q('pnpm workspace extension dependencies not instal', 'partial', P.extensionDev),
  q('res.locals equivalent between middlewares', 'synonym', P.middleware, P.extensionDev),
  q('extension naming convenions vendor prefix', 'typo', P.extensionDev, P.moduleOverview),
  q('why is node loading my compiled extension as commonjs', 'question', P.extensionDev),
  q('processor this undefined arrow func', 'partial', P.hooks, P.extensionDev),
  // moduleOverview
  q('subcribers folder silently ignored', 'typo', P.moduleOverview),
  q('which extension wins when two override the same component', 'question', P.moduleOverview, P.configuration, P.templating, P.viewSystem),
  q('add a notice to the header on every page', 'task', P.moduleOverview, P.templating, P.blogExtension),
  q('module boot lifecycle lock migra', 'partial', P.moduleOverview, P.architecture, P.blogMonolith),
  // widgets
  q('registerWidget defaultSettings schema', 'identifier', P.widgets),
  q('custom section merchants can drag onto pages', 'synonym', P.widgets),
  q('page bulider drawer crashes on my widget settings', 'typo', P.widgets),
  q('registerWidgt fails lowercase component file name', 'typo', P.widgets),
  q('widget instance settings jsonb', 'entity', P.widgets),
  q('where did my widgets go after a theme switch', 'question', P.widgets, P.themeOverview),
  q('change a core widget with updateWid', 'partial', P.widgets),
  // themeIndex
  q('what is the difference between a theme and an extension', 'question', P.themeIndex, P.moduleOverview, P.themeOverview, P.introduction),
  // styling
  q('store turns dark when os is in night mode', 'synonym', P.styling),
  q('shadcn design tokens', 'entity', P.styling),
  q('scss file for a single componet', 'typo', P.styling),
  q('link external stylesheet in head ta', 'partial', P.styling),
  // templating
  q('liquid templates for the storefront', 'synonym', P.templating),
  q('why did cart and account break after i replaced Base.tsx', 'question', P.templating, P.viewSystem),
  q('show one component on several rout', 'partial', P.templating, P.pages),
  q('overide header component in theme', 'typo', P.templating),
  // themeOverview
  q('theme.json widget placements', 'entity', P.themeOverview),
  q('why are my theme component queries missing in production', 'question', P.themeOverview),
  q('set the active the', 'partial', P.themeOverview, P.cli, P.configuration),
  q('export page builder layout into theme.json', 'task', P.themeOverview, P.cli),
  q('theme works in dev but prodution shows default storefront', 'typo', P.themeOverview),
  q('theme uninstall metafield definitions', 'entity', P.themeOverview, P.cli),
  // viewSystem
  q('Area coreComponents wrapperProps', 'identifier', P.viewSystem),
  q('add a slot other plugins can fill', 'synonym', P.viewSystem),
  // ---- The REST and GraphQL API reference (writer D) ----
  // apiOverview
  q('why does every shopper get 429 behind a proxy', 'question', P.deployment, P.apiOverview, P.aws, P.azure, P.digitalocean, P.heroku, P.apiRoutes),
  q('api error response form', 'partial', P.apiOverview, P.apiRoutes),
  q('api keys for backend integration', 'synonym', P.apiOverview, P.user),
  // user
  q('admin user management rest api', 'entity', P.user, P.cli),
  q('exchange admin session cookie for bearer token', 'task', P.user, P.apiOverview),
  q('revoke api access for a staff account', 'synonym', P.user, P.apiOverview),
  q('restrict admin to certain route i', 'partial', P.user, P.apiOverview),
  // customer
  q('disable custmer acount', 'typo', P.customer),
  q('how long do customer tokens last for a headless storefront', 'question', P.customer, P.apiOverview, P.configuration),
  q('customer address country code form', 'partial', P.customer),
  // cart
  q('checkout from a headless frontend without login', 'task', P.cart),
  q('basket line item quantity api', 'synonym', P.cart),
  q('shiping note delivery instructons', 'typo', P.cart),
  q('zero total cart payment meth', 'partial', P.paymentMethod, P.cart),
  // order
  q('partial fulfillment multiple shipments per order', 'synonym', P.order),
  q('void shiping label', 'typo', P.order),
  q('tracking link for guest ord', 'partial', P.order, P.deployment, P.configuration),
  q('when does order_placed fire for stripe orders', 'question', P.events, P.order, P.stripe, P.paymentMethod),
  q('cash on delivery payment capture', 'entity', P.order),
  // shippingMethod
  q('weight based shipping rates with tiers', 'task', P.shippingMethod),
  q('set up delivery regions by country', 'synonym', P.shippingMethod),
  q('parcel size for shipping quo', 'partial', P.shippingMethod),
  q('live carrier rates extention', 'typo', P.shippingMethod),
  q('cart available shipping methods graphql', 'entity', P.shippingMethod, P.cart),
  // product
  q('hide out of stok products', 'typo', P.product),
  q('inventory_updated old and new q', 'partial', P.product, P.events),
  // paymentMethod
  q('register stripe webhook endpoint', 'task', P.stripe, P.paymentMethod),
  q('paypal clinet secret setting', 'typo', P.paymentMethod),
  q('capture authorized stripe paym', 'partial', P.stripe, P.order, P.paymentMethod),
  // promotion
  q('coupon minimun order total', 'typo', P.promotion),
  q('how do i limit a coupon to one use per customer', 'question', P.promotion),
  q('coupon apply error 400', 'entity', P.promotion, P.cart),
  // attribute
  q('product filters sidebar on category pages', 'synonym', P.attribute),
  q('multiselct attribute optons', 'typo', P.attribute),
  q('update attribute options without losing values', 'task', P.attribute),
  // attributeGroup
  q('delete attribute gro', 'partial', P.attributeGroup),
  // category
  q('create subcategory under parent category', 'task', P.category),
  q('categry custom fields', 'typo', P.category),
  q('url slug conflict priority', 'entity', P.routing, P.category, P.cmsPage),
  // cmsPage
  q('about us static content page api', 'synonym', P.cmsPage),
  q('cms page content format', 'entity', P.cmsPage),
  q('redirect old url after changing page slu', 'partial', P.cmsPage, P.routing),
  // variant
  q('remove varient from group', 'typo', P.variant),
];
