/**
 * Set 14: a fourteenth set of developer queries, written on 2026-12-07 (forty-first session) to be
 * read from the start, as sets 8 to 13 were, after set 13's fixes.
 *
 * How these were written: by four new writers, one per docs area, from held-out 5's brief word for
 * word but for the folder (fifthHeldOut.ts says how), reading only a plain-text copy of each built
 * page (no front matter) regenerated after set 13's fixes, blind to the repository, the search, the
 * earlier sets and each other's files. They wrote 318 queries; the 116 that an earlier set or
 * another writer already held were left out, unread, by a script, leaving 202.
 *
 * Read from the start (`--misses=fourteenthSet`; search/DESIGN.md, "Set 14").
 */
import {developerQuery as q, PAGES as P, type DeveloperQuery} from './developerQueries';

export const FOURTEENTH_SET: readonly DeveloperQuery[] = [
  // ---- The getting-started pages, the deployment guides, the Stripe guide, the blog, pricing, terms and support (writer A) ----
  // introduction
  q('what is included in the merchantry core package', 'question', P.introduction, P.moduleOverview),
  q('merchnatry tech stack react graphql postgres', 'typo', P.introduction),
  q('built-in payment providers paypal cod', 'synonym', P.paymentMethod, P.introduction, P.pricing),
  // gettingStarted
  q('new to merchantry where do i sta', 'partial', P.introduction, P.gettingStarted),
  // installation
  q('run merchantry with docker compose', 'task', P.installation),
  q('scripted install without prompts in ci', 'task', P.installation, P.cli, P.configuration),
  q('why does the build fail after npm init -y', 'question', P.installation),
  q('pnpm setup runs the wrong comm', 'partial', P.installation),
  q('fill the store with sample products', 'synonym', P.installation, P.cli),
  q('containerize my store for production', 'synonym', P.installation),
  q('forgot admin pasword how to reset', 'typo', P.cli, P.installation, P.deployment, P.user),
  q('run the store on a port other than 3000', 'task', P.installation, P.requirements, P.configuration, P.deployment),
  // requirements
  q('postgres user permissions needed for migrations', 'entity', P.requirements, P.deployment),
  q('preflight check node npm postgres vers', 'partial', P.requirements),
  q('postgress minimum versoin', 'typo', P.requirements, P.installation),
  // deployment
  q('production env variables merchantry', 'entity', P.deployment, P.configuration),
  q('system.session.cookieSecret insecure default', 'identifier', P.deployment, P.configuration),
  q('use pgbouncer with merchantry', 'synonym', P.deployment, P.digitalocean),
  q('why does every customer get 429 too many requests', 'question', P.deployment, P.apiOverview, P.aws, P.azure, P.digitalocean, P.heroku),
  q('go-live checklist for a store', 'synonym', P.deployment),
  q('set config json through an env var on a paas', 'task', P.deployment),
  // aws
  q('413 Request Entity Too Large when uploading images', 'identifier', P.aws),
  q('rds ssl certificate bundle', 'entity', P.aws),
  q('free https cert lets encrypt ec2', 'synonym', P.aws),
  q('javascript heap out of mem', 'partial', P.aws, P.azure),
  q('deploy to ec2 with ngnix and pm2', 'typo', P.aws),
  // azure
  q('WEBSITES_PORT app service', 'identifier', P.azure),
  q('why doesnt my site update after git push azure', 'question', P.azure),
  q('azure flexable server postgre', 'typo', P.azure),
  q('background jobs stop when azure site is idle', 'synonym', P.azure),
  q('product images in azure blob stor', 'partial', P.azure, P.deployment),
  // digitalocean
  q('app platform helth check failing', 'typo', P.digitalocean),
  q('media uploads on do spaces', 'entity', P.digitalocean, P.deployment),
  q('whitelist app on digitalocean database', 'synonym', P.digitalocean),
  q('host store on digital ocean app platfo', 'partial', P.digitalocean),
  // heroku
  q('heroku r14 memory quota exeeded', 'typo', P.heroku),
  q('cron jobs stop on eco dyno', 'entity', P.heroku),
  q('heroku postgres ssl certifcate eror', 'typo', P.heroku, P.deployment, P.database),
  q('why does the first heroku deploy time out at boot', 'question', P.heroku),
  q('heroku password authentication failed after maintenan', 'partial', P.heroku),
  // advanced
  q('advanced tutorials combining hooks events and endpoints', 'synonym', P.advanced),
  // stripe
  q('authorize card now capture when shipped', 'synonym', P.stripe, P.paymentMethod, P.order),
  q('partial refund of a stripe payment', 'task', P.stripe, P.paymentMethod, P.order),
  q('orders stay pending after the customer paid', 'question', P.stripe),
  q('stripe amounts for yen zero decimal currency', 'entity', P.stripe),
  q('add adyen or braintree as a card gateway', 'synonym', P.stripe),
  q('stripe webook not recieved on localhost', 'typo', P.stripe, P.paymentMethod),
  q('payment method not showing at checko', 'partial', P.stripe, P.paymentMethod),
  q('keep stripe secret key in config file', 'task', P.stripe, P.configuration),
  // blogExtension
  q('announcement bar extension example', 'entity', P.blogExtension),
  q('site-wide banner above the header tutori', 'partial', P.blogExtension),
  // blogReact19
  q('merchantry 2.2 breaking changes', 'entity', P.blogReact19),
  // blogUpgrade
  q('back up the database before upgrading to 2.2', 'task', P.blogUpgrade),
  q('replace defaultProps in function compone', 'partial', P.blogUpgrade, P.blogReact19, P.blog21, P.widgets),
  q('find components that brake on react 19', 'typo', P.blogUpgrade),
  // blog21
  q('pin merchantry to 2.1 so npm install does not upgrade', 'task', P.blog21),
  q('how do i check which merchantry version i run', 'question', P.support, P.blog21, P.blogUpgrade),
  // support
  q('file a bug report for the core', 'task', P.support),
  // ---- The knowledge base (writer B) ----
  // knowledgeBase
  q('merchantry internals guides index', 'entity', P.knowledgeBase),
  q('developer handbook core concepts', 'synonym', P.knowledgeBase),
  // apiRoutes
  q('make an api endpoint public without a tok', 'partial', P.apiRoutes),
  q('custom error mesage for payload validaton', 'typo', P.apiRoutes),
  // architecture
  q('request pipeline middleware order', 'entity', P.architecture),
  q('extension points compared hooks events middleware', 'entity', P.architecture, P.blogMonolith),
  q('why is my in-memory cache empty in the cron job', 'question', P.architecture, P.cron),
  q('modular monolit architecure', 'typo', P.architecture, P.blogMonolith),
  // cli
  q('flags ignored when using npm run', 'question', P.cli),
  q('seed demo produc', 'partial', P.cli, P.installation),
  // configuration
  q('does an admin setting override the config file', 'question', P.configuration, P.apiOverview),
  q('site url setting for emails and sitemap', 'synonym', P.configuration, P.deployment),
  q('read optional config key with a default value', 'task', P.configuration),
  q('extension config schema validation', 'entity', P.configuration),
  q('require customer account before checkout', 'synonym', P.configuration, P.cart),
  q('upload max file si', 'partial', P.configuration),
  // cron
  q('schedule a nightly cleanup task in an extension', 'task', P.cron, P.blogExtension),
  q('how do i write a cron expression for every monday morning', 'question', P.cron),
  q('cron schedule time zo', 'partial', P.cron),
  q('laravel task scheduler equivalent', 'synonym', P.cron),
  q('job manager read-only state error', 'identifier', P.cron),
  // dataFetching
  q('pass url query parameter to a component graphql query', 'task', P.dataFetching),
  q('urql useQuery in the browser', 'entity', P.dataFetching),
  q('widget settings as query varia', 'partial', P.dataFetching, P.widgets),
  // migration
  q('migration file naming convention', 'entity', P.migration),
  q('migrate:rollback equivalent', 'synonym', P.migration),
  q('i changed a migration that already ran but nothing happens', 'question', P.migration),
  // database
  q('commit rollback getConnection', 'identifier', P.database),
  q('database connection pool size', 'entity', P.deployment, P.database, P.requirements),
  q('query builder order by and limit', 'entity', P.database),
  q('update order status directly in sq', 'partial', P.database, P.order),
  // events
  q('emit event inside transction', 'typo', P.events),
  q('list of core even', 'partial', P.events),
  q('failed subscriber ret', 'partial', P.events),
  // fastRefresh
  q('why does saving a file do a full page reload', 'question', P.fastRefresh),
  q('hmr error overl', 'partial', P.fastRefresh),
  q('translaton csv changes not showing in dev', 'typo', P.translation, P.fastRefresh),
  // graphql
  q('n+1 resolver per product', 'synonym', P.graphql),
  q('graphql collection filters operatio', 'partial', P.graphql, P.apiOverview),
  // hooks
  q('add_filter apply_filters equivalent', 'synonym', P.hooks),
  q('proccessor priorty order', 'typo', P.hooks),
  q('getValue registry pipeline', 'entity', P.hooks),
  // middleware
  q('share data between middlewa', 'partial', P.middleware, P.extensionDev),
  q('middlware ignored no error', 'typo', P.middleware),
  q('why does my request hang until the client times out', 'question', P.middleware),
  // pages
  q('compnent file not rendering lowercase name', 'typo', P.pages),
  // routing
  q('absolut url for emails', 'typo', P.routing),
  // staticFiles
  q('google site verification file', 'task', P.staticFiles),
  // translation
  q('translate() locale in cron job', 'identifier', P.translation, P.cron),
  q('i18n strings file format', 'synonym', P.translation),
  q('hydraton mismatch with translated text', 'typo', P.translation, P.pages, P.viewSystem),
  // ---- Extensions and themes (writer C) ----
  // firstExtension
  q('product reviews plugin tutorial', 'synonym', P.firstExtension),
  q('prodcut coments extention', 'typo', P.firstExtension),
  q('why does my html form send numbers as strings to the api', 'question', P.firstExtension),
  q('url(routeId) form action', 'identifier', P.firstExtension, P.pages),
  q('comments graphql field on product page', 'entity', P.firstExtension),
  q('tsc not copying route.json and graph', 'partial', P.firstExtension, P.extensionDev),
  // extensionDev
  q('release my extension as an npm package', 'task', P.extensionDev),
  q('bootsrap context proces cronjob', 'typo', P.extensionDev, P.architecture),
  q('plugin init file where to register everything', 'synonym', P.extensionDev, P.moduleOverview, P.architecture),
  q('"type": "module" missing in extension package.json', 'identifier', P.extensionDev),
  // moduleOverview
  q('turn off an extension without deleting it', 'task', P.moduleOverview),
  q('extention notice on every storefront page', 'typo', P.moduleOverview, P.blogExtension),
  q('extension lifecycle discov', 'partial', P.moduleOverview, P.architecture),
  // widgets
  q('getWidgetSetting nested key', 'identifier', P.widgets, P.dataFetching),
  q('let merchants place a banner block anywhere', 'task', P.widgets),
  q('shopify sections with merchant settings', 'synonym', P.widgets),
  q('why does the page builder crash when i open my widget settings', 'question', P.widgets),
  q('widget componet file name must be uppercse', 'typo', P.widgets),
  q('widgets gone after theme swit', 'partial', P.widgets, P.themeOverview),
  // themeIndex
  q('reskin the storefront', 'synonym', P.themeIndex, P.themeOverview),
  // styling
  q('change brand primary color and border radius', 'task', P.styling),
  q('why do parts of my store turn dark in dark mode', 'question', P.styling),
  q('add custom fnt to theme', 'typo', P.styling, P.staticFiles),
  q('tailwind dynamic class names not gener', 'partial', P.styling),
  q('GlobalCss.tsx override', 'identifier', P.styling),
  q('storefront favicon change', 'entity', P.styling, P.staticFiles),
  // templating
  q('override the footer component', 'task', P.templating),
  q('child theme override template files', 'synonym', P.templating),
  q('why did cart stop working after overriding Base.tsx', 'question', P.templating),
  q('show same component on category and search pages', 'task', P.templating, P.pages),
  q('overide shared componnet', 'typo', P.templating, P.viewSystem),
  q('storefront route ids li', 'partial', P.pages, P.templating),
  // themeOverview
  q('swc config for theme build', 'entity', P.themeOverview),
  q('theme:export-conent version', 'typo', P.themeOverview, P.cli),
  q('theme preset content like shopify settings_data.json', 'synonym', P.themeOverview),
  q('theme widgets missing after setting system.theme', 'identifier', P.themeOverview),
  // viewSystem
  q('create a new slot other extensions can fill', 'task', P.viewSystem),
  q('hydraton mismatch localstorage', 'typo', P.viewSystem, P.blogUpgrade),
  q('storefront area ids', 'entity', P.viewSystem, P.pages),
  q('magento layout containers', 'synonym', P.viewSystem, P.pages),
  // ---- The REST and GraphQL API reference (writer D) ----
  // apiOverview
  q('get an admin api token with email and password', 'task', P.apiOverview, P.user),
  q('refersh admin acess token', 'typo', P.apiOverview, P.user),
  q('graphql filters paginat', 'partial', P.apiOverview, P.graphql),
  q('mock api server to try endpoints without a store', 'synonym', P.apiOverview),
  q('why does a customer token get 401 on an admin endpoint', 'question', P.apiOverview),
  q('do i send the uuid or the numeric id in request bodies', 'question', P.apiOverview),
  q('does the rest api use the /fr language prefix', 'question', P.apiOverview, P.routing, P.translation),
  // user
  q('create admin user through the rest api', 'task', P.user, P.cli),
  q('how long is the admin access token valid', 'question', P.user, P.apiOverview, P.configuration),
  q('disable an admin acco', 'partial', P.user),
  // attribute
  q('list all attributes graphq', 'partial', P.attribute),
  // attributeGroup
  q('magento attribute set equivalent', 'synonym', P.attributeGroup),
  q('PATCH /api/attributeGroups', 'identifier', P.attributeGroup),
  // cart
  q('allow guest checkout setting', 'entity', P.cart, P.configuration),
  q('headless checkout with rest endpoints', 'task', P.cart),
  q('update line item quantity in basket', 'synonym', P.cart),
  q('place order from ca', 'partial', P.cart, P.order),
  q('what must be set before a cart can check out', 'question', P.cart),
  // order
  q('void shiping lable', 'typo', P.order),
  q('mark shipment as deliver', 'partial', P.order),
  q('custom order statuses', 'entity', P.order, P.configuration),
  // customer
  q('customer login api for headless storefront', 'task', P.customer, P.apiOverview),
  q('forgot password email for shoppers', 'synonym', P.customer),
  q('custmer adress book default addres', 'typo', P.customer),
  q('block a customer acc', 'partial', P.customer),
  // shippingMethod
  q('set up weight based shipping rates', 'task', P.shippingMethod),
  q('shipping zone for several countries', 'entity', P.shippingMethod),
  q('live carrier rates provder', 'typo', P.shippingMethod),
  q('package dimensions for shipp', 'partial', P.shippingMethod),
  // paymentMethod
  q('stripe webhook signing secret', 'entity', P.stripe, P.paymentMethod),
  q('what payment method does a free order get', 'question', P.paymentMethod, P.cart),
  q('paypal client secrte setting', 'typo', P.paymentMethod),
  q('why is the stripe key field read only in admin', 'question', P.paymentMethod, P.stripe, P.configuration, P.apiOverview),
  // promotion
  q('bogo coupon', 'synonym', P.promotion),
  q('coupon minimum order amount', 'entity', P.promotion),
  q('max_uses_time_per_coupon', 'identifier', P.promotion),
  q('percentge discount on entire ordr', 'typo', P.promotion),
  q('copy a landing pa', 'partial', P.promotion),
  // product
  q('is package_id required when creating a product', 'question', P.product),
  q('inventory_updated event payload', 'identifier', P.product, P.events),
  q('cross-sell product links api', 'entity', P.product),
  q('duplicte a product', 'typo', P.product),
  q('product custom options extra pri', 'partial', P.product),
  // category
  q('create a subcategory under a parent', 'synonym', P.category),
  q('assign a product to multiple categories', 'task', P.category),
  q('delte category keep products', 'typo', P.category),
  // cmsPage
  q('page url change 302 redirect', 'entity', P.cmsPage, P.routing),
  q('parse cms page conte', 'partial', P.cmsPage),
  q('reservd slugs for cms pages', 'typo', P.cmsPage),
  q('landing page and cms page same slug which wins', 'question', P.cmsPage, P.routing, P.category, P.promotion),
  // variant
  q('configurable product with sizes', 'synonym', P.variant),
  q('DELETE /api/variants body id', 'identifier', P.variant),
  q('varaint search case sensitve', 'typo', P.variant),
];
