/**
 * Set 11: an eleventh set of developer queries, written on 2026-12-07 (forty-first session) to be
 * read from the start, as sets 8 to 10 were, after set 10's fixes.
 *
 * How these were written: by four new writers, one per docs area, from held-out 5's brief word for
 * word but for the folder (fifthHeldOut.ts says how), reading only a plain-text copy of each built
 * page (no front matter) regenerated after set 10's fixes, blind to the repository, the search, the
 * earlier sets and each other's files. They wrote 319 queries; the 114 that an earlier set or
 * another writer already held were left out, unread, by a script, leaving 205.
 *
 * Read from the start (`--misses=eleventhSet`; search/DESIGN.md, "Set 11").
 */
import {developerQuery as q, PAGES as P, type DeveloperQuery} from './developerQueries';

export const ELEVENTH_SET: readonly DeveloperQuery[] = [
  // ---- The getting-started pages, the deployment guides, the Stripe guide, the blog, pricing, terms and support (writer A) ----
  // introduction
  q('why did my changes in node_modules disappear', 'question', P.introduction),
  q('merchantry open source licen', 'partial', P.introduction, P.terms, P.pricing),
  q('order with 100% discount skip payment', 'synonym', P.paymentMethod, P.cart, P.introduction),
  // gettingStarted
  q('where should a new developer start reading', 'question', P.introduction, P.gettingStarted),
  q('ways to instal merchantry', 'typo', P.installation, P.gettingStarted),
  // installation
  q('npm init -y commonjs breaks the build', 'identifier', P.installation),
  q('dockerize my store for production', 'task', P.installation),
  // requirements
  q('recomended postgresql version', 'typo', P.requirements),
  q('@types/react 18 hoisted jsx type errors', 'identifier', P.requirements, P.blogReact19, P.blogUpgrade, P.fastRefresh),
  q('databse user needs which privileges', 'typo', P.requirements, P.deployment),
  q('supported browsers admin panel', 'entity', P.requirements),
  // deployment
  q('production env variables list', 'entity', P.deployment, P.configuration),
  q('go live checklist for the store', 'synonym', P.deployment),
  q('database connection count per instance', 'entity', P.deployment, P.digitalocean, P.heroku),
  q('cloudflare r2 media storag', 'partial', P.deployment, P.configuration),
  q('upload product images to s3', 'task', P.deployment, P.configuration, P.aws, P.heroku),
  // aws
  q('nginx 413 when uploading product imag', 'partial', P.aws),
  q('permision denied for schema public', 'typo', P.aws, P.digitalocean),
  q('rds ssl ca bundle', 'entity', P.aws),
  q('certbot lets encrypt certifi', 'partial', P.aws),
  q('blue green deploy script on a vm', 'synonym', P.aws),
  // azure
  q('pushed to azure but site did not change', 'question', P.azure),
  q('azure app servce startup command', 'typo', P.azure),
  q('azure blob storage for product ima', 'partial', P.azure, P.deployment, P.configuration),
  q('background jobs not running on azure web app', 'synonym', P.azure),
  // digitalocean
  q('deploy to digital ocean app platfrom', 'typo', P.digitalocean),
  q('why does the health check fail on first deploy', 'question', P.digitalocean),
  q('digitalocean spaces s3 endpoint', 'entity', P.digitalocean, P.deployment, P.configuration),
  q('app cannot reach managed database trusted sourc', 'partial', P.digitalocean),
  // heroku
  q('split heroku DATABASE_URL into DB_HOST', 'task', P.heroku),
  q('heroku dyno out of memory', 'synonym', P.heroku),
  q('create first admin on heroku', 'task', P.heroku),
  q('cron stops on free heroku dyno', 'synonym', P.heroku),
  q('boot timeout on first heroku deplo', 'partial', P.heroku),
  q('herkou postgres ssl', 'typo', P.heroku, P.deployment, P.database),
  // stripe
  q('stripe test card numb', 'partial', P.stripe),
  q('orders stay pending after card payment', 'question', P.stripe),
  q('authorize card now capture when shipping', 'task', P.stripe, P.paymentMethod, P.order),
  q('void uncaptured authorization when order is cancelled', 'synonym', P.stripe, P.order),
  q('card payment method not showing at checko', 'partial', P.stripe),
  // blogMonolith
  q('startup sequence when the store boots', 'synonym', P.blogMonolith, P.moduleOverview, P.architecture),
  // blogExtension
  q('delete expired records with a nightly job', 'synonym', P.cron, P.blogExtension),
  q('skipEscape url field', 'identifier', P.apiRoutes, P.blogExtension),
  // blogReact19
  q('what breaks when moving to react 19', 'question', P.blogReact19, P.blogUpgrade),
  q('defaultProps ignored on function components', 'identifier', P.blogReact19, P.blogUpgrade, P.blog21, P.widgets),
  // blogUpgrade
  q('roll back a failed 2.2 upgrade', 'task', P.blogUpgrade),
  q('backup database before upgrad', 'partial', P.blogUpgrade),
  // blog21
  q('keep store on 2.1 and block upgrade to 2.2', 'task', P.blog21),
  // pricing
  q('cloud hosting monthly price', 'entity', P.pricing),
  // terms
  q('community extension support contact', 'entity', P.support, P.terms),
  // support
  q('fix a typo in the docs', 'task', P.support),
  // ---- The knowledge base (writer B) ----
  // knowledgeBase
  q('core concepts', 'synonym', P.knowledgeBase),
  q('list of merchantry developer guides by top', 'partial', P.knowledgeBase),
  // apiRoutes
  q('why is my html field escaped in the request body', 'question', P.apiRoutes, P.firstExtension),
  q('make an api route publc without a token', 'typo', P.apiRoutes),
  q('api rate limit requests per min', 'partial', P.apiOverview, P.apiRoutes),
  q('payload validation custom error message', 'entity', P.apiRoutes),
  // architecture
  q('what order does merchantry boot in', 'question', P.moduleOverview, P.blogMonolith, P.architecture, P.deployment),
  q('share cache between web process and background workers', 'synonym', P.architecture),
  q('request pipline middleware order', 'typo', P.architecture, P.middleware),
  // cli
  q('artisan commands list', 'synonym', P.cli),
  q('is there a command to run migrations manually', 'question', P.cli, P.migration, P.deployment),
  q('theme:create with a name argum', 'partial', P.cli, P.themeOverview),
  q('find which middlware is slow', 'typo', P.middleware, P.cli),
  // configuration
  q('config precedence env vars vs json files', 'entity', P.configuration),
  q('store exits at boot MERCHANTRY_HOME_URL', 'identifier', P.configuration, P.installation, P.deployment, P.routing, P.aws, P.azure, P.digitalocean, P.heroku),
  q('session cookie secret default insecure', 'entity', P.configuration, P.deployment),
  q('register default options for my extensi', 'partial', P.configuration, P.extensionDev),
  q('getConfig vs config.get missing key', 'identifier', P.configuration),
  q('disable guest checkot', 'typo', P.configuration),
  // cron
  q('change sitemap generation interval', 'task', P.cron, P.configuration),
  q('laravel task scheduling', 'synonym', P.cron),
  q('cron expresion every monday morning', 'typo', P.cron),
  q('why does my scheduled job run at the wrong hour', 'question', P.cron),
  // dataFetching
  q('pass query string param into component graphql query', 'task', P.dataFetching),
  q('fetch graphql in the browser with urq', 'partial', P.dataFetching),
  q('widget settings as graphql variables', 'entity', P.widgets, P.dataFetching),
  // migration
  q('undo a migration that already ran', 'question', P.migration),
  q('create database tables for my plugin', 'synonym', P.migration, P.firstExtension),
  q('migraton not running wrong folder name', 'typo', P.migration, P.moduleOverview),
  // database
  q('insert or updte existing row', 'typo', P.database),
  q('delete many rows by an array of ids', 'task', P.database),
  q('eloquent query builder equivalent', 'synonym', P.database),
  q('query builder pagination limit offs', 'partial', P.database),
  // events
  q('order_placed not fired when order is created', 'identifier', P.events, P.order, P.stripe),
  q('magento observer for product save', 'synonym', P.events),
  q('emit event inside a transacti', 'partial', P.events),
  q('list of core evnts product_updated', 'typo', P.events),
  // fastRefresh
  q('why does saving a file reload the whole page in dev', 'question', P.fastRefresh),
  q('translation csv edit not showing in dev serv', 'partial', P.translation, P.fastRefresh),
  // graphql
  q('graphql filters limit page sort', 'entity', P.graphql, P.apiOverview),
  q('why is my graphql type missing after production build', 'question', P.graphql, P.extensionDev, P.firstExtension),
  q('grapql resolver databse pool context', 'typo', P.graphql),
  q('n+1 queries in field resolver', 'synonym', P.graphql),
  // hooks
  q('wordpress filters and actions', 'synonym', P.hooks),
  q('can i hook an arrow function', 'question', P.hooks),
  q('registry processor cached stale valu', 'partial', P.hooks),
  // middleware
  q('middleware order square brackets in file name', 'entity', P.middleware),
  q('why is my middleware never called', 'question', P.middleware),
  q('express middlewre request hangs', 'typo', P.middleware),
  q('before filter for all admin pages', 'synonym', P.middleware),
  // pages
  q('layout area ids on product page', 'entity', P.pages, P.viewSystem),
  q('admin page ends up at /admin/admin', 'identifier', P.pages, P.routing),
  q('custom admin scre', 'partial', P.pages),
  // routing
  q('build a link to a route from code', 'task', P.routing),
  q('how permalinks resolve to product pages', 'synonym', P.routing),
  // staticFiles
  q('where to put robts.txt', 'typo', P.staticFiles, P.deployment),
  q('serve a google verification html fi', 'partial', P.staticFiles),
  q('favicon file location', 'entity', P.staticFiles),
  // translation
  q('i18n csv dictionary format', 'synonym', P.translation),
  q('override core transl', 'partial', P.translation),
  q('bundled languages list', 'entity', P.translation),
  q('why do i get a hydration mismatch with _()', 'question', P.translation, P.pages, P.viewSystem, P.templating, P.firstExtension),
  q('translate email subjct in subscriber', 'typo', P.translation, P.events),
  // ---- Extensions and themes (writer C) ----
  // moduleIndex
  q('what can i build with an extension', 'question', P.moduleIndex, P.moduleOverview, P.introduction),
  q('merchantry plugin development', 'synonym', P.moduleIndex, P.moduleOverview),
  // firstExtension
  q('why does & show as &amp; in saved text', 'question', P.firstExtension, P.apiRoutes),
  q('why do html form fields fail an integer payload schema', 'question', P.firstExtension),
  q('delete comments when product is deleted', 'task', P.firstExtension, P.migration),
  q('extenson tutorial step by step', 'typo', P.firstExtension, P.blogExtension),
  q('submit form to custom api endpo', 'partial', P.firstExtension),
  q('url(routeId) graphql field for form action', 'identifier', P.pages, P.firstExtension),
  // extensionDev
  q('res.locals equivalent between middleware', 'synonym', P.middleware, P.extensionDev),
  q('pnpm not instaling extension dependencies', 'typo', P.extensionDev),
  q('extension package.json type module', 'entity', P.extensionDev),
  q('bootstrap context process cronj', 'partial', P.extensionDev, P.architecture),
  q('copy route.json and graphql files to dist', 'task', P.extensionDev, P.firstExtension),
  q('why is this undefined in my processor callback', 'question', P.hooks, P.extensionDev),
  q('extention naming convention vendor prefix', 'typo', P.extensionDev, P.moduleOverview),
  // moduleOverview
  q('does a lower extension priority load first', 'question', P.moduleOverview, P.configuration),
  q('turn off an extension without removing it from config', 'task', P.moduleOverview),
  q('code in migrations folder never ru', 'partial', P.moduleOverview, P.migration),
  q('site-wide announcement bar', 'synonym', P.blogExtension, P.moduleOverview, P.templating, P.pages),
  q('system.extensions resolve node_modules package', 'identifier', P.moduleOverview, P.extensionDev),
  // widgets
  q('custom section merchants drag onto a page', 'synonym', P.widgets),
  q('why does registerWidget throw on my component path', 'question', P.widgets),
  q('widgt preview componnet', 'typo', P.widgets),
  q('change a widget registered by another module', 'task', P.widgets),
  q('place widget on home pag', 'partial', P.widgets, P.themeOverview),
  // themeIndex
  q('difference between themes and extensions', 'question', P.themeIndex, P.moduleOverview, P.themeOverview, P.introduction),
  q('storefront skins', 'synonym', P.themeIndex, P.themeOverview),
  // styling
  q('tailwind dark variant follows os setting', 'entity', P.styling),
  q('tailwind clases not generatd from template string', 'typo', P.styling),
  q('theme custom font', 'entity', P.styling, P.staticFiles),
  q('css variables for brand colo', 'partial', P.styling),
  // templating
  q('override the header in my theme', 'task', P.templating),
  q('woocommerce child theme template override', 'synonym', P.templating),
  q('same component on multiple rout', 'partial', P.templating, P.pages),
  q('shared compnent override order theme extension core', 'typo', P.templating, P.viewSystem),
  // themeOverview
  q('component queries missing after theme build', 'question', P.themeOverview),
  q('theme:export-content version argument', 'identifier', P.themeOverview, P.cli),
  q('creat new theem', 'typo', P.themeOverview),
  q('theme works in dev but not in prodution', 'typo', P.themeOverview),
  q('theme:active dry ru', 'partial', P.themeOverview, P.cli),
  // viewSystem
  q('add a new slot other extensions can fill', 'synonym', P.viewSystem),
  q('why doesn\'t my component show up in its area', 'question', P.viewSystem, P.pages),
  // ---- The REST and GraphQL API reference (writer D) ----
  // apiOverview
  q('must have required property \'sku\'', 'identifier', P.apiOverview),
  q('try the rest api without installing a store', 'task', P.apiOverview),
  q('api pagnation page limit', 'typo', P.apiOverview, P.graphql),
  q('cannot query field "customers" on type "Query"', 'identifier', P.apiOverview, P.graphql),
  q('api key for admin scripts', 'synonym', P.apiOverview, P.user),
  q('rest api response in another langu', 'partial', P.apiOverview, P.translation, P.routing),
  // user
  q('add a second admin user via api', 'task', P.user, P.cli),
  q('why does /api/user/tokens return an error on a new store', 'question', P.user, P.apiOverview, P.configuration, P.deployment, P.heroku, P.azure, P.graphql),
  q('revoke an admin\'s api acc', 'partial', P.user, P.apiOverview),
  // customer
  q('customer forgot pasword api', 'typo', P.customer),
  q('how many signup requests per ip are allowed', 'question', P.customer, P.apiOverview, P.apiRoutes),
  // cart
  q('add to cart api', 'entity', P.cart),
  q('let shoppers check out without an account', 'task', P.configuration, P.cart),
  q('is the cart items path /api/cart or /api/carts', 'question', P.cart),
  q('chekout cart create order endpoint', 'typo', P.cart, P.order),
  q('apply discount code to cart', 'synonym', P.cart, P.promotion),
  // order
  q('cancel order restock items', 'entity', P.order),
  q('shipment_status partially_delivered', 'identifier', P.order),
  q('refund stripe paymnt partially', 'typo', P.stripe, P.order, P.paymentMethod),
  q('void carrier lab', 'partial', P.order),
  q('why does order_placed fire late for stripe orders', 'question', P.stripe, P.order, P.events, P.paymentMethod),
  // paymentMethod
  q('stripe webhok url', 'typo', P.stripe, P.paymentMethod),
  q('why is zero_checkout the only payment option', 'question', P.paymentMethod, P.cart, P.stripe),
  q('stripe settings greyed out in admin', 'synonym', P.paymentMethod, P.configuration, P.stripe, P.apiOverview),
  q('hide payment method for some countr', 'partial', P.paymentMethod, P.stripe),
  q('authorize card now capture later', 'task', P.stripe, P.paymentMethod, P.order),
  // product
  q('sell a digital product without shipping', 'task', P.product),
  q('dupliate a product via api', 'typo', P.product),
  q('upsell products api', 'synonym', P.product),
  q('inventory_updated old and new qty', 'identifier', P.product, P.events),
  // promotion
  q('discount code only for vip customers', 'synonym', P.promotion),
  q('coupon with free shiping', 'typo', P.promotion),
  // shippingMethod
  q('live carrier shipping rates', 'entity', P.shippingMethod),
  q('where do i get method_code for a shiping method', 'typo', P.shippingMethod, P.cart),
  q('attach shipping provider to zo', 'partial', P.shippingMethod),
  // attribute
  q('can i change an attribute\'s type after creating it', 'question', P.attribute),
  q('show attribute as filter in category sidebar', 'synonym', P.attribute),
  q('keep existing options when updating an attribute', 'task', P.attribute),
  q('multiselect attribute value in product payload', 'entity', P.product, P.attribute),
  // attributeGroup
  q('delete atribute group', 'typo', P.attributeGroup),
  // category
  q('assign product to category via api', 'task', P.category),
  q('category slug allowed characters', 'synonym', P.category),
  q('why does a new category url not work right away', 'question', P.category, P.routing, P.events),
  // cmsPage
  q('cms page url key rejec', 'partial', P.cmsPage),
  q('slug conflict between landing page and product', 'entity', P.routing, P.cmsPage, P.category, P.promotion),
  // variant
  q('configurable product size and colour', 'synonym', P.variant),
  q('how many attributes can a variant group have', 'question', P.variant, P.attribute),
  q('DELETE /api/variants/{id}', 'identifier', P.variant),
  q('search products not in a variant gro', 'partial', P.variant),
];
