/**
 * Held-out 6: a sixth set of developer queries written blind, each with every page that answers
 * it, written on 2026-12-07 (fortieth session) the way held-out 5 was, from the same written brief,
 * by four new writers, one per docs area. Held-out 4 and 5 had each been run once after every
 * candidate of several sessions and so had steered decisions (search/DESIGN.md says which): this
 * set keeps a blind measure.
 *
 * How these were written: by four writers, one per docs area, each given one written brief: page by
 * page, "what would a developer who needs this page type before they know its title?", the seven
 * kinds of developerQueries.ts, about a third needing a detail of a page's body, no page title or
 * heading copied. Every page that answers a query as fully as the writer's own is listed, from any
 * area: each writer grepped the whole site for a query's key terms and read the pages it found,
 * listing the best first. They read only the pages' visible text (a plain-text copy of each built
 * page: no front matter, so none of the searches in its `keywords`), blind to the repository, the
 * search, the earlier sets and each other's files, and ran no search or script. They wrote 315
 * queries; the 64 that an earlier set or another writer already held (the same words once case and
 * punctuation are set aside) were left out, unread, by a script, leaving 251. This set has no
 * second reading.
 *
 * Nobody may change the search because of a miss of this set, and no relevance choice is made by
 * its figures: relevance work runs the bench with `--misses=` naming a read set, decides on the
 * read sets, and reads this set's figures once after deciding.
 */
import {developerQuery as q, PAGES as P, type DeveloperQuery} from './developerQueries';

export const SIXTH_HELD_OUT: readonly DeveloperQuery[] = [
  // ---- The getting-started pages, the deployment guides, the Stripe guide, the blog, pricing, terms and support (writer A) ----
  // introduction
  q('what tech stack does merchantry use', 'question', P.introduction),
  q('edits in node_modules dissapear after install', 'typo', P.introduction),
  q('store project folder layo', 'partial', P.introduction),
  q('merchantry license gpl', 'entity', P.introduction, P.terms, P.pricing),
  q('free order no payment needed', 'synonym', P.paymentMethod, P.introduction, P.cart),
  // gettingStarted
  q('merchantry install options', 'entity', P.installation, P.gettingStarted),
  q('new to merchantry where do i start', 'question', P.introduction, P.gettingStarted),
  // installation
  q('instal merchantry with docker compose', 'typo', P.installation),
  q('why does pnpm setup not run my setup script', 'question', P.installation),
  q('load sample products and categories', 'synonym', P.installation, P.cli),
  q('reset forgotten admin passw', 'partial', P.installation, P.cli, P.user, P.deployment),
  q('run the store on port 3001', 'task', P.installation, P.configuration, P.requirements),
  q('docker image for my own store project', 'entity', P.installation),
  q('upgrade merchantry to latest version', 'task', P.installation, P.blogUpgrade),
  // requirements
  q('what node version do i need', 'question', P.requirements, P.installation),
  q('memory requirements large catalog', 'entity', P.requirements),
  q('create postgres database and user for the store', 'task', P.requirements, P.aws, P.digitalocean),
  q('@types/react overrides ^19', 'identifier', P.requirements, P.blogUpgrade, P.blogReact19),
  q('does merchantry run on windows server', 'question', P.requirements),
  q('postgress utf8 encoding requirment', 'typo', P.requirements),
  // deployment
  q('DB_SSLMODE require vs no-verify', 'identifier', P.deployment, P.database),
  q('every shoper gets 429 too many requets', 'typo', P.deployment, P.aws, P.azure, P.digitalocean, P.heroku, P.apiOverview),
  q('where do i put the session cookie secret in production', 'question', P.deployment, P.configuration),
  q('php artisan migrate equivalent', 'synonym', P.cli, P.migration, P.deployment),
  q('store product images on google cloud storage', 'task', P.deployment, P.configuration),
  q('pgbouncer transaction pooling breaks event subscribers', 'synonym', P.deployment, P.digitalocean),
  q('deploy multiple instances migratio', 'partial', P.deployment, P.migration, P.aws, P.blogMonolith, P.blogUpgrade),
  // aws
  q('413 request entity too large uploading images', 'identifier', P.aws),
  q('which ec2 instance type for a live store', 'question', P.aws),
  q('pm2 restart store after rebot', 'typo', P.aws),
  q('zero downtime deploy on ec2', 'synonym', P.aws),
  q('roll back a failed release on ec2', 'task', P.aws),
  q('add swap before webpack bui', 'partial', P.aws),
  // azure
  q('container did not respond to http pings azure', 'identifier', P.azure),
  q('git push azure main site not updatng', 'typo', P.azure),
  q('why do cron jobs stop running on app service', 'question', P.azure),
  q('enable pg_trgm on azure flexible serv', 'partial', P.azure),
  q('azure web app database connection settings', 'entity', P.azure),
  // digitalocean
  q('which port does digitalocean managed postgres use', 'question', P.digitalocean),
  q('digitalocean spaces for media uploads', 'entity', P.digitalocean, P.deployment),
  q('app platfrom health check fails', 'typo', P.digitalocean),
  q('relation "admin_user" does not exist', 'identifier', P.digitalocean),
  q('should i set PORT on app platfo', 'partial', P.digitalocean),
  // heroku
  q('use heroku DATABASE_URL with merchantry', 'task', P.heroku),
  q('heroku free dyno sleeps scheduled jobs stop', 'synonym', P.heroku),
  q('heroku boot timeout on first depl', 'partial', P.heroku),
  q('herkou econnrefused 127.0.0.1:5432', 'typo', P.heroku),
  // advanced
  q('recipes for complex features after first extension', 'synonym', P.advanced),
  q('what should i know before the payment gateway guide', 'question', P.advanced),
  // stripe
  q('authorize now capture when shipped', 'synonym', P.stripe, P.paymentMethod),
  q('partial refund a stripe payment', 'task', P.stripe, P.paymentMethod, P.order),
  q('build a custom payment gateway extension', 'task', P.stripe),
  q('stripe zero decimal curency yen', 'typo', P.stripe),
  q('stripe keys in config file instead of admin', 'task', P.stripe, P.configuration, P.paymentMethod),
  // blogMonolith
  q('why isn\'t merchantry microservices', 'question', P.blogMonolith),
  q('scale out behind a load balanc', 'partial', P.blogMonolith, P.aws),
  q('transactional outbox events', 'synonym', P.events, P.blogMonolith),
  // blogExtension
  q('admin managed announcement bar with end date', 'task', P.blogExtension),
  q('why does & in a link field become &amp;', 'question', P.apiRoutes, P.firstExtension, P.blogExtension),
  // blogReact19
  q('react 19 breaking changes merchantry 2.2', 'entity', P.blogReact19, P.blogUpgrade),
  q('defaultProps ignord after upgrad', 'typo', P.blogReact19, P.blogUpgrade, P.blog21, P.widgets),
  // blogUpgrade
  q('pg_dump backup before upgrading', 'task', P.blogUpgrade),
  q('downgrade merchantry after bad upgrade', 'synonym', P.blogUpgrade),
  q('localstorage hydration eror react 19', 'typo', P.blogUpgrade, P.viewSystem, P.blog21),
  // blog21
  q('keep store on merchantry 2.1 without upgrading', 'task', P.blog21),
  q('pin merchantry ~2.1.0', 'identifier', P.blog21),
  // pricing
  q('merchantry cloud price per month', 'entity', P.pricing),
  q('yearly billing disc', 'partial', P.pricing),
  // terms
  q('can i use docs code examples in a commercial project', 'question', P.terms),
  q('marketplace extension warranty', 'entity', P.terms),
  // support
  q('what to put in a bug repor', 'partial', P.support),
  q('check installed merchantry versi', 'partial', P.support, P.blog21, P.blogUpgrade),
  // ---- The knowledge base (writer B) ----
  // knowledgeBase
  q('core concepts docs for extension developers', 'synonym', P.knowledgeBase),
  q('where should i start reading to understand merchantry internals', 'question', P.knowledgeBase, P.architecture),
  // apiRoutes
  q('add a custom rest endpoint in my extension', 'task', P.apiRoutes, P.firstExtension, P.extensionDev),
  q('headers already sent error in api handler', 'identifier', P.apiRoutes),
  q('rout id naming rules letters only', 'typo', P.apiRoutes, P.routing),
  q('validate request payload json sch', 'partial', P.apiRoutes),
  // architecture
  q('what runs when the store boots and in what order', 'question', P.moduleOverview, P.architecture, P.blogMonolith),
  q('context.process main cronjob event', 'identifier', P.architecture, P.extensionDev, P.moduleOverview),
  q('reqest pipeline order of core middlewre', 'typo', P.architecture),
  // cli
  q('reset forgotten admin password cli', 'task', P.cli, P.installation, P.user, P.deployment),
  q('npm run user:create --email flag ignord', 'typo', P.cli),
  q('merchantry equivalent of php artisan commands', 'synonym', P.cli),
  q('is there a migrate command to run migrations manually', 'question', P.cli, P.migration, P.deployment),
  q('seed demo widgets fla', 'partial', P.cli),
  // configuration
  q('which config file overrides which', 'question', P.configuration),
  q('JWT_CUSTOMER_TOKEN_EXPIRY default', 'identifier', P.configuration, P.apiOverview),
  q('session cookie secret config', 'entity', P.configuration, P.deployment),
  q('set public base url merchantry_home_ulr', 'typo', P.configuration, P.deployment),
  q('allow guest check', 'partial', P.configuration),
  q('add validated config options for my extension', 'task', P.configuration),
  q('round tax per line instead of order total', 'task', P.configuration),
  q('laravel config folder equivalent', 'synonym', P.configuration),
  // cron
  q('registerJob resolve path .js', 'identifier', P.cron),
  q('background job scheduler like laravel schedule', 'synonym', P.cron),
  q('why does my scheduled job run at the wrong time', 'question', P.cron),
  q('change sitemap generation schedul', 'partial', P.cron, P.configuration),
  q('job manager read-only state eror', 'typo', P.cron),
  // dataFetching
  q('pass url query parameter into component graphql query', 'task', P.dataFetching),
  q('client side graphql useQuery', 'entity', P.dataFetching),
  q('getWidgetSett', 'partial', P.widgets, P.dataFetching),
  // migration
  q('migraton file name format', 'typo', P.migration),
  q('migration add column backfill', 'entity', P.migration),
  // database
  q('DB_SSLMODE no-verify heroku postgres', 'identifier', P.database, P.heroku, P.deployment),
  q('query builder upsert', 'entity', P.database),
  q('how many database connections does the pool use', 'question', P.database, P.deployment, P.requirements, P.heroku),
  q('run queries in a transacton', 'typo', P.database),
  q('eloquent orm for custom tables', 'synonym', P.database),
  q('large IN list parameter limit', 'entity', P.database),
  // events
  q('send email after order is placed', 'task', P.events),
  q('when does order_placed fire for online payments', 'question', P.events, P.order, P.stripe),
  q('failed subscriber retry', 'entity', P.events),
  q('subscribers folder naming convetion', 'typo', P.events, P.moduleOverview),
  q('inventory_upd', 'partial', P.events),
  // fastRefresh
  q('hot modul reload not workin', 'typo', P.fastRefresh),
  q('changes to bootstrap.ts not pick', 'partial', P.fastRefresh),
  // graphql
  q('graphql collection filters pagination', 'entity', P.graphql, P.apiOverview),
  q('why are my graphql types missing after build', 'question', P.graphql, P.extensionDev),
  q('Cannot query field on type Que', 'partial', P.apiOverview, P.graphql),
  // hooks
  q('getValue registry processor', 'identifier', P.hooks),
  q('wordpress add_filter equivalent', 'synonym', P.hooks),
  // middleware
  q('control middleware execution order', 'task', P.middleware),
  q('setDelegate write once error', 'identifier', P.middleware, P.extensionDev),
  q('my middleware never runs and there is no error', 'question', P.middleware),
  q('next.js middleware.ts equivalent for every page', 'synonym', P.middleware),
  q('pasive middlewear without next', 'typo', P.middleware, P.apiRoutes, P.extensionDev),
  q('set a cookie and redirect in middlewa', 'partial', P.middleware),
  // pages
  q('add a new storefront page at a custom url', 'task', P.pages),
  q('why is my admin page served at /admin/admin', 'question', P.pages, P.routing),
  q('product page layout area ids', 'entity', P.pages, P.viewSystem),
  q('core storefront routes and paths', 'entity', P.pages),
  // routing
  q('generate link to a route from code', 'task', P.routing),
  q('permalinks slug to product page', 'synonym', P.routing),
  q('frendly url 404 after saving product', 'typo', P.routing),
  // staticFiles
  q('where do i put a google site verification file', 'question', P.staticFiles),
  q('serve fonts from theme publik folder', 'typo', P.staticFiles, P.themeOverview),
  q('favicon.ico in public fold', 'partial', P.staticFiles),
  // translation
  q('change wording of add to cart button', 'synonym', P.translation),
  q('X-Locale header api language', 'identifier', P.translation, P.apiOverview, P.routing),
  q('hydraton mismatch when using _()', 'typo', P.translation, P.blogReact19, P.pages, P.viewSystem, P.templating, P.firstExtension, P.blogUpgrade, P.blog21),
  q('translate email subject in subscriber without request', 'task', P.translation, P.events, P.cron),
  q('supported languag', 'partial', P.translation),
  // ---- Extensions and themes (writer C) ----
  // moduleIndex
  q('what can an extension add to a store', 'question', P.moduleIndex, P.moduleOverview),
  q('merchantry plugins vs core modules', 'synonym', P.moduleIndex, P.moduleOverview),
  // firstExtension
  q('add product reviews feature with custom table', 'synonym', P.firstExtension),
  q('why does & show up as &amp; after saving text', 'question', P.firstExtension, P.apiRoutes),
  q('why does payload schema reject id sent from html form', 'question', P.firstExtension),
  q('form action url from route i', 'partial', P.firstExtension, P.routing, P.pages),
  q('put component in left column of product page', 'task', P.firstExtension, P.viewSystem, P.pages),
  q('extention not loading in producton', 'typo', P.extensionDev, P.moduleOverview, P.firstExtension),
  q('product_id foreign key on delete cascade', 'identifier', P.firstExtension, P.migration),
  // extensionDev
  q('copy graphql and json files into dist', 'task', P.extensionDev, P.firstExtension),
  q('context.process cronjob bootstrap', 'identifier', P.extensionDev, P.architecture),
  q('share my extension as an npm package', 'task', P.extensionDev),
  q('cannot use import statement outside a module extension', 'synonym', P.extensionDev),
  q('pnpm not instaling extension dependecies', 'typo', P.extensionDev),
  q('let another extension adjust my computed price', 'task', P.extensionDev, P.hooks),
  q('extension naming conventio', 'partial', P.extensionDev, P.moduleOverview),
  // moduleOverview
  q('subscriber folder code never runs no error', 'question', P.moduleOverview),
  q('sitewide announcement bar above header', 'synonym', P.moduleOverview, P.blogExtension, P.templating),
  q('when does bootstrap.ts ru', 'partial', P.moduleOverview, P.extensionDev, P.architecture),
  q('extension folder structure', 'entity', P.moduleOverview, P.architecture),
  // widgets
  q('registerWidget component path must be absolute', 'identifier', P.widgets),
  q('shopify style sections merchants can drag onto pages', 'synonym', P.widgets),
  q('registerWidget lowercase file name eror', 'typo', P.widgets),
  q('page builder sidebar crashes on widget settings', 'synonym', P.widgets),
  q('page builder blocks missing after changing theme', 'synonym', P.widgets, P.themeOverview),
  q('removeWidget updateWidget', 'identifier', P.widgets),
  q('widgt default setings', 'typo', P.widgets),
  q('widget preview compon', 'partial', P.widgets),
  // themeIndex
  q('which theme guide should i read first', 'question', P.themeIndex),
  // styling
  q('change primary brand colour and border radius', 'task', P.styling),
  q('add custom web font woff2', 'task', P.styling, P.staticFiles),
  q('why does storefront turn dark with os dark mode', 'question', P.styling),
  q('tailwind class from variable not generat', 'partial', P.styling),
  q('themeConfig.headTags.links stylesheet', 'identifier', P.styling),
  q('component scss fil', 'partial', P.styling),
  q('chnage favicon in theme', 'typo', P.styling, P.staticFiles),
  // templating
  q('replace storefront footer markup', 'task', P.templating),
  q('cart broken after overiding base.tsx', 'typo', P.templating),
  q('shared component override order theme extension core', 'entity', P.templating, P.viewSystem),
  q('overide header in my theme', 'typo', P.templating),
  q('wordpress child theme override template', 'synonym', P.templating),
  // themeOverview
  q('create new theme comand', 'typo', P.themeOverview, P.cli),
  q('system.theme vs theme:active', 'identifier', P.themeOverview),
  q('why is theme content not updating on existing stores', 'question', P.themeOverview),
  q('why are component queries missing in production theme build', 'question', P.themeOverview),
  q('theme:active --dry-r', 'partial', P.themeOverview, P.cli),
  q('theme.json placements fields', 'entity', P.themeOverview),
  q('check installed theme content in ci', 'task', P.themeOverview, P.cli),
  q('themes folder layout', 'entity', P.themeOverview),
  // viewSystem
  q('hydration error when reading localstorage', 'question', P.viewSystem, P.blogUpgrade),
  q('add my own area other extensions can fill', 'task', P.viewSystem),
  q('equal sortOrder render ord', 'partial', P.viewSystem),
  q('magento layout containers list', 'synonym', P.viewSystem, P.pages),
  q('editableInPageBuilder', 'identifier', P.viewSystem),
  q('componets rendered twice', 'typo', P.viewSystem, P.templating),
  // ---- The REST and GraphQL API reference (writer D) ----
  // apiOverview
  q('how long is an admin api token valid', 'question', P.apiOverview, P.user, P.configuration),
  q('api requests per minute limit', 'entity', P.apiOverview, P.apiRoutes),
  q('api playground test credentials', 'synonym', P.apiOverview),
  q('download openapi spe', 'partial', P.apiOverview),
  q('why does my customer token get 401 on admin endpoints', 'question', P.apiOverview),
  q('graphql pagenation filtrs', 'typo', P.apiOverview, P.graphql),
  q('is the refresh token rotat', 'partial', P.apiOverview, P.user, P.customer),
  // attribute
  q('dropdown attribute with fixed choices', 'synonym', P.attribute),
  q('atribute options disappear after updte', 'typo', P.attribute),
  // attributeGroup
  q('add attributes to an attribute group', 'task', P.attributeGroup, P.attribute),
  // cart
  q('change cart item quanti', 'partial', P.cart),
  q('set billing adress on cart', 'typo', P.cart),
  q('what has to be set on a cart before checkout', 'question', P.cart),
  q('cart chekout endpoint', 'typo', P.cart, P.order),
  // order
  q('add fulfillment with tracking number', 'synonym', P.order),
  q('mark shipment as deliverd', 'typo', P.order),
  q('guest order tracking link in shipment email', 'entity', P.order, P.deployment, P.configuration),
  q('capture cash on delivery paym', 'partial', P.order),
  // shippingMethod
  q('charge shipping by weight', 'task', P.shippingMethod),
  q('flat rate shiping', 'typo', P.shippingMethod),
  q('real-time carrier rates', 'synonym', P.shippingMethod),
  q('where do i get method_code for a shipping method', 'question', P.shippingMethod, P.cart),
  q('attach provider to shipping zo', 'partial', P.shippingMethod),
  q('package dimensions and empty weight', 'entity', P.shippingMethod),
  // customer
  q('customer password reset', 'entity', P.customer),
  q('customer login for headless storefront', 'task', P.customer, P.apiOverview),
  q('customer address book endpoints', 'entity', P.customer),
  q('let shoppers edit their own profile', 'synonym', P.customer),
  q('disable a custmer acount', 'typo', P.customer),
  q('customer_registered', 'identifier', P.customer, P.events),
  q('set customer metafiel', 'partial', P.customer),
  // paymentMethod
  q('why is only zero_checkout offered', 'question', P.paymentMethod, P.cart, P.stripe),
  q('stripeEndpointSecret', 'identifier', P.paymentMethod, P.stripe),
  q('payment settings greyed out in admin', 'synonym', P.paymentMethod, P.configuration, P.stripe, P.apiOverview),
  q('list payment methods available for car', 'partial', P.paymentMethod, P.cart),
  q('paypal client id setting', 'entity', P.paymentMethod),
  // product
  q('digital product that needs no shipping', 'synonym', P.product),
  q('hide product from search results but keep it enabled', 'task', P.product),
  q('cross sell and related produ', 'partial', P.product),
  q('prodcut price decimls', 'typo', P.product),
  // promotion
  q('buy one get one free', 'synonym', P.promotion),
  q('coupon minimum order total', 'entity', P.promotion),
  q('fixed_discount_to_specific_products', 'identifier', P.promotion),
  q('coupon with free shipping', 'entity', P.promotion),
  q('duplicate landing pag', 'partial', P.promotion),
  // user
  q('is there a rest api to manage admin users', 'question', P.user),
  q('get bearer token from admin sesion', 'typo', P.user, P.apiOverview),
  // variant
  q('find products not in a variant gro', 'partial', P.variant),
  q('unlink product from variant group', 'task', P.variant),
  // category
  q('category product assignment', 'entity', P.category),
  q('category url key charcters allowed', 'typo', P.category),
  // cmsPage
  q('change content page slug and redirect old link', 'synonym', P.cmsPage, P.routing),
  q('cms page content rows columns blocks', 'entity', P.cmsPage),
];
