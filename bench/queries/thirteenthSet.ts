/**
 * Set 13: a thirteenth set of developer queries, written on 2026-12-07 (forty-first session) to be
 * read from the start, as sets 8 to 12 were, after set 12's fixes.
 *
 * How these were written: by four new writers, one per docs area, from held-out 5's brief word for
 * word but for the folder (fifthHeldOut.ts says how), reading only a plain-text copy of each built
 * page (no front matter) regenerated after set 12's fixes, blind to the repository, the search, the
 * earlier sets and each other's files. They wrote 318 queries; the 121 that an earlier set or
 * another writer already held were left out, unread, by a script, leaving 197.
 *
 * Read from the start (`--misses=thirteenthSet`; search/DESIGN.md, "Set 13").
 */
import {developerQuery as q, PAGES as P, type DeveloperQuery} from './developerQueries';

export const THIRTEENTH_SET: readonly DeveloperQuery[] = [
  // ---- The getting-started pages, the deployment guides, the Stripe guide, the blog, pricing, terms and support (writer A) ----
  // introduction
  q('merchantry tech stack', 'entity', P.introduction, P.blogReact19),
  q('check out a cart with zero total', 'task', P.paymentMethod, P.introduction, P.cart),
  q('store project directory structure', 'synonym', P.introduction),
  q('why are my edits in node_modules gone after npm install', 'question', P.introduction),
  // installation
  q('instal merchantry with dokcer compose', 'typo', P.installation),
  q('ADMIN_EMAIL ADMIN_PASSWORD non-interactive install', 'identifier', P.installation, P.cli),
  q('npm init type comonjs build breaks', 'typo', P.installation),
  q('change port from 3000', 'task', P.installation, P.requirements, P.configuration),
  q('upgrade merchantry to the latest vers', 'partial', P.installation, P.blogUpgrade),
  // requirements
  q('is node 22 supported', 'question', P.requirements, P.blogReact19, P.deployment),
  q('ram requirements for a large catalog', 'entity', P.requirements),
  q('pg_trgm extension product search', 'identifier', P.requirements, P.aws, P.azure, P.digitalocean, P.heroku),
  q('postgress user permisions for migrations', 'typo', P.requirements, P.deployment),
  q('minimum hardware to run a sto', 'partial', P.requirements),
  // deployment
  q('why does every shopper get 429 behind a load balancer', 'question', P.deployment, P.apiOverview, P.apiRoutes, P.aws, P.azure, P.digitalocean, P.heroku),
  q('product images lost after each deploy', 'synonym', P.deployment, P.aws, P.digitalocean, P.heroku, P.staticFiles),
  q('enviroment varibles for prodution', 'typo', P.deployment, P.configuration),
  q('invalid MERCHANTRY_HOME_URL store won\'t boot', 'identifier', P.deployment, P.configuration, P.installation, P.aws, P.azure, P.digitalocean, P.heroku),
  // aws
  q('413 request entity too large image upload', 'identifier', P.aws),
  q('rds ca bundle for ssl', 'entity', P.aws),
  q('webpack build runs out of memory on small vm', 'synonym', P.aws, P.requirements),
  q('certbot lets encrpyt nginx', 'typo', P.aws),
  // azure
  q('WEBSITES_PORT container didn\'t respond to http pings', 'identifier', P.azure),
  q('why does git push to azure not change the site', 'question', P.azure),
  q('cron jobs stop when app service is idle', 'synonym', P.azure),
  q('deploy to azure app serv', 'partial', P.azure),
  // digitalocean
  q('digitalocean managed postgres port 25060', 'entity', P.digitalocean),
  q('app platform health check fai', 'partial', P.digitalocean),
  q('digitalocean spaces media uploads', 'entity', P.digitalocean, P.deployment),
  q('digitalocaen app platform deploy', 'typo', P.digitalocean),
  // heroku
  q('split heroku DATABASE_URL into DB_ vars', 'task', P.heroku),
  q('heroku R14 memory quota exceded', 'typo', P.heroku),
  q('eco dyno sleeping background jobs', 'synonym', P.heroku),
  q('herku postgres ssl mode', 'typo', P.heroku, P.deployment, P.database),
  // advanced
  q('what should i read before building a payment extension', 'question', P.advanced),
  // stripe
  q('authorize card now and capture when shipped', 'task', P.stripe, P.paymentMethod, P.order),
  q('stripe partial refund api', 'entity', P.stripe, P.order, P.paymentMethod),
  q('integrate adyen or braintree', 'synonym', P.stripe),
  q('strpie webhook signing secrit', 'typo', P.stripe, P.paymentMethod),
  q('custom payment method not showing at checko', 'partial', P.stripe),
  // blogMonolith
  q('why isn\'t merchantry built as microservices', 'question', P.blogMonolith),
  // blogExtension
  q('let admins post announcements above the header', 'task', P.blogExtension),
  q('nightly job to delete expired records', 'task', P.cron, P.blogExtension),
  // blogReact19
  q('propTypes defaultProps ignored after upgrade', 'identifier', P.blogReact19, P.blogUpgrade, P.blog21, P.widgets),
  // blogUpgrade
  q('hydration mismatch reading localStorage', 'identifier', P.blogUpgrade, P.viewSystem, P.blogReact19),
  q('upgade store to 2.2', 'typo', P.blogUpgrade),
  // blog21
  q('pin merchantry to 2.1', 'task', P.blog21),
  q('which merchantry version am i runn', 'partial', P.support, P.blog21, P.blogUpgrade),
  // pricing
  q('do i need a license key to self host', 'question', P.pricing),
  q('cancel cloud subscrip', 'partial', P.pricing),
  q('priority suport plan', 'typo', P.pricing, P.support),
  // terms
  q('can i use doc code samples in a commercial project', 'question', P.terms),
  // support
  q('community chat for help', 'synonym', P.support),
  // ---- The knowledge base (writer B) ----
  // knowledgeBase
  q('developer handbook table of contents', 'synonym', P.knowledgeBase),
  q('list of knowledge base artic', 'partial', P.knowledgeBase),
  // apiRoutes
  q('add a custom rest endpoint in an extension', 'task', P.apiRoutes, P.extensionDev, P.firstExtension),
  q('why does my html field arrive as &lt;b&gt;', 'question', P.apiRoutes, P.firstExtension),
  q('route.json path with /api pref', 'partial', P.apiRoutes, P.routing),
  q('rate limit for a single endpoint', 'entity', P.apiRoutes, P.apiOverview),
  // architecture
  q('in what order does the store boot', 'question', P.architecture, P.blogMonolith, P.moduleOverview, P.deployment),
  q('bootstrap context.process cronjob event', 'identifier', P.architecture, P.extensionDev),
  q('share an in-memory cache between web and cron processes', 'task', P.architecture, P.cron),
  q('modular monolth architecure', 'typo', P.architecture, P.blogMonolith),
  // cli
  q('seed --widgets flag', 'identifier', P.cli),
  q('why does npm run drop my --dry-run flag', 'question', P.cli),
  // configuration
  q('session cookie secret for production', 'entity', P.configuration, P.deployment),
  q('can i put db credentials in config/default.json', 'question', P.configuration, P.database, P.deployment),
  q('extension config defaul', 'partial', P.configuration, P.extensionDev),
  q('public store url environment vari', 'partial', P.configuration, P.deployment),
  q('admin field read only because of env overide', 'typo', P.configuration, P.apiOverview),
  // cron
  q('laravel task scheduling equivalent', 'synonym', P.cron, P.blogExtension),
  q('cron job read-only state error', 'identifier', P.cron),
  q('cron experssion every 30 minuts', 'typo', P.cron),
  // dataFetching
  q('pass url query parameter into a component graphql query', 'task', P.dataFetching),
  q('setContextVaule in middleware', 'typo', P.dataFetching, P.middleware),
  q('resolver error during server rend', 'partial', P.dataFetching, P.graphql),
  // migration
  q('down migration rollback', 'synonym', P.migration),
  q('migration add not null column to existing rows', 'entity', P.migration),
  q('migratoins folder ignored', 'typo', P.migration, P.moduleOverview),
  q('migrations with multiple app instances', 'entity', P.migration, P.deployment, P.blogMonolith),
  // database
  q('wrap several inserts in a transaction', 'task', P.database),
  q('postgres connection pool max connections', 'entity', P.deployment, P.database, P.requirements),
  q('IN clause too many parame', 'partial', P.database),
  q('query bulder pagination limit ofset', 'typo', P.database),
  // events
  q('order_placed event timing with stripe', 'entity', P.events, P.stripe, P.order),
  q('observer for product save', 'synonym', P.events),
  q('emit custom evnet from extension', 'typo', P.events),
  // fastRefresh
  q('hmr not working in dev', 'synonym', P.fastRefresh),
  q('fast refesh does full page reload', 'typo', P.fastRefresh),
  // graphql
  q('hide a field from the public storefront graphql', 'task', P.graphql, P.apiOverview),
  q('filter and paginate products in graphql', 'entity', P.graphql, P.apiOverview),
  q('graphql resolvr database pool context', 'typo', P.graphql),
  q('.graphql files missing from dis', 'partial', P.graphql, P.extensionDev),
  q('how do i call the admin graphql endpoint with a token', 'question', P.graphql, P.apiOverview),
  // hooks
  q('magento plugin interceptor equivalent', 'synonym', P.hooks),
  q('apply_filters equivalent for values', 'synonym', P.hooks),
  q('getValue returns stale cahced value', 'typo', P.hooks),
  // middleware
  q('middleware file name brackets run order', 'identifier', P.middleware),
  q('pass data from one middleware to the next', 'task', P.middleware, P.extensionDev),
  q('find slow middleware tim', 'partial', P.middleware, P.cli),
  // pages
  q('productPageMiddleRight area', 'identifier', P.pages, P.viewSystem),
  q('layout slots on the product page', 'synonym', P.pages, P.viewSystem),
  q('componnet file not picked up lowercase name', 'typo', P.pages),
  // routing
  q('url helper for a route id', 'entity', P.routing),
  q('seo friendly product url slug', 'synonym', P.routing),
  q('locale prefix in ur', 'partial', P.routing, P.translation),
  // staticFiles
  q('custom robots.txt file', 'entity', P.staticFiles, P.deployment),
  q('theme font not updating root public overide', 'typo', P.staticFiles, P.styling, P.themeOverview),
  // translation
  q('customize default storefront wording', 'synonym', P.translation),
  q('how do i translate an email subject in a subscriber', 'question', P.translation),
  q('translation hydration mismatch', 'entity', P.translation, P.viewSystem, P.pages),
  // ---- Extensions and themes (writer C) ----
  // moduleIndex
  q('what can an extension add without touching core code', 'question', P.moduleIndex, P.moduleOverview, P.introduction),
  // firstExtension
  q('add coments to prodcut page', 'typo', P.firstExtension),
  q('why does & show as &amp; after saving a form', 'question', P.firstExtension, P.apiRoutes),
  q('product page comment form', 'entity', P.firstExtension),
  q('format dates without hydration mism', 'partial', P.firstExtension, P.viewSystem),
  // extensionDev
  q('publish extension to np', 'partial', P.extensionDev),
  q('pnpm workspce not installing extension dependencies', 'typo', P.extensionDev),
  q('run bootstrap code only in the cron process', 'task', P.extensionDev, P.architecture, P.cron),
  q('compile all workspaces before merchantry build', 'task', P.extensionDev, P.deployment, P.installation, P.firstExtension),
  q('naming convention for plugin tables and routes', 'synonym', P.extensionDev, P.moduleOverview),
  q('why are .graphql files missing from dist', 'question', P.extensionDev, P.firstExtension, P.graphql),
  // moduleOverview
  q('extension migration folder name', 'entity', P.moduleOverview, P.migration),
  q('extension priority setting', 'entity', P.moduleOverview, P.configuration),
  q('show a notice on every storefront page from an extension', 'task', P.moduleOverview, P.blogExtension),
  q('disable extension without removing config entry', 'task', P.moduleOverview),
  q('extention lifecyle boot order', 'typo', P.moduleOverview, P.architecture, P.blogMonolith),
  q('extension directory structure', 'synonym', P.moduleOverview, P.architecture),
  // widgets
  q('registerWidget defaultSettings', 'identifier', P.widgets),
  q('custom blocks merchants can drag into pages', 'synonym', P.widgets),
  q('widgit component filename uppercase', 'typo', P.widgets),
  q('widget instance and placement', 'entity', P.widgets),
  q('override a widget registered by another module', 'task', P.widgets),
  q('why are my widgets gone after switching theme', 'question', P.widgets, P.themeOverview),
  // themeIndex
  q('customize how the storefront looks', 'task', P.themeIndex, P.themeOverview),
  // styling
  q('add custom font to storfront', 'typo', P.styling, P.staticFiles),
  q('why do dark: classes follow the os theme', 'question', P.styling),
  // templating
  q('replace the storefront header in my theme', 'task', P.templating),
  q('why is my base.tsx override ignored', 'question', P.templating),
  q('child theme override template file', 'synonym', P.templating),
  q('show one component on category and search pa', 'partial', P.templating, P.pages),
  q('cart brokne after overriding Base.tsx', 'typo', P.templating),
  // themeOverview
  q('publish a different storefront theme', 'synonym', P.themeOverview),
  q('why do theme queries disappear in the production build', 'question', P.themeOverview),
  q('scafold a new theme', 'typo', P.themeOverview, P.cli),
  q('why does production show the default storefront instead of my theme', 'question', P.themeOverview, P.templating, P.deployment),
  // viewSystem
  q('why is my component not rendering in the area', 'question', P.viewSystem),
  q('slots on the product page', 'synonym', P.viewSystem, P.pages),
  q('add a new area other extensions can fill', 'task', P.viewSystem),
  q('area sortOrder ties', 'entity', P.viewSystem),
  // ---- The REST and GraphQL API reference (writer D) ----
  // apiOverview
  q('rest api rate limit per minute', 'entity', P.apiOverview, P.apiRoutes),
  q('try the rest api without running a store', 'task', P.apiOverview),
  q('rest api error respon', 'partial', P.apiOverview, P.apiRoutes),
  q('graphql filters page limit sorting', 'entity', P.graphql, P.apiOverview),
  // attribute
  q('add dropdown choices to a product attribute', 'synonym', P.attribute),
  q('can i change attribute_code after creating it', 'question', P.attribute),
  q('atribute options deleted after update', 'typo', P.attribute),
  // attributeGroup
  q('assign attributes to an attribute gro', 'partial', P.attributeGroup, P.attribute),
  q('list attribute groups graphql', 'entity', P.attributeGroup, P.apiOverview),
  // cart
  q('add product to cart by sku', 'task', P.cart),
  q('order notes field at checkout', 'synonym', P.cart),
  q('chekout cart place ordr', 'typo', P.cart, P.order),
  q('change quantity of cart li', 'partial', P.cart),
  // category
  q('does deleting a category remove its products', 'question', P.category),
  // cmsPage
  q('create an about us content page via api', 'task', P.cmsPage),
  q('what happens to old links when a cms page url key changes', 'question', P.cmsPage, P.routing),
  q('cms page slug rejeced', 'typo', P.cmsPage),
  q('cms page content returned as json stri', 'partial', P.cmsPage),
  // customer
  q('customer forgot password reset api', 'task', P.customer),
  q('mobile app customer sign in token', 'synonym', P.customer, P.apiOverview),
  q('cusomer adress book endpoints', 'typo', P.customer),
  q('disable a customer acc', 'partial', P.customer),
  q('customer address country code format', 'entity', P.customer),
  // order
  q('fulfillment with tracking number', 'synonym', P.order),
  q('partial refund stripe paymnet', 'typo', P.stripe, P.order, P.paymentMethod),
  q('order metafields', 'entity', P.order),
  q('can i update order status with sql', 'question', P.database, P.order),
  // paymentMethod
  q('pay on delivery option settings', 'synonym', P.paymentMethod),
  q('can i create a payment method with the rest api', 'question', P.paymentMethod, P.stripe),
  q('stripe payment intent amount', 'entity', P.paymentMethod, P.stripe),
  // product
  q('which fields are required when creating a product', 'question', P.product),
  q('duplciate existing product', 'typo', P.product),
  q('related and cross-sell prod', 'partial', P.product),
  q('sold out products hidden from category page', 'synonym', P.product),
  // promotion
  q('discount code usage limit per customer', 'synonym', P.promotion),
  q('coupn minimum order total', 'typo', P.promotion),
  // shippingMethod
  q('carrier calculated live rates', 'synonym', P.shippingMethod),
  q('shipping zone countries provin', 'partial', P.shippingMethod),
  q('shiping package dimensions weight', 'typo', P.shippingMethod),
  q('where do provider_code and method_code come from', 'question', P.shippingMethod, P.cart),
  // user
  q('is there an api to create admin users', 'question', P.user, P.cli),
  q('staff accounts api', 'synonym', P.user),
  q('revoke api access of a disabled admin', 'task', P.apiOverview, P.user),
  q('chnage admin pasword', 'typo', P.cli, P.user, P.installation, P.deployment),
  // variant
  q('configurable product with size and color', 'synonym', P.variant),
  q('how many attributes can variants differ on', 'question', P.variant, P.attribute),
  q('remove product from varaint group', 'typo', P.variant),
];
