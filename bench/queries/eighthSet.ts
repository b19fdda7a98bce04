/**
 * Set 8: an eighth set of developer queries, written on 2026-12-07 (forty-first session) to be read
 * from the start. Held-out 4 and 6 stay the blind measures, and every read set's misses had been
 * worked through: new misses, from writers who never saw a search, show which kinds remain.
 *
 * How these were written: by four new writers, one per docs area, from held-out 5's brief word for
 * word but for the folder (fifthHeldOut.ts says how: page by page, "what would a developer who
 * needs this page type before they know its title?", the seven kinds of developerQueries.ts, about
 * a third needing a detail of a page's body, no page title or heading copied, every page that
 * answers as fully listed from any area). They read only a plain-text copy of each built page (no
 * front matter), blind to the repository, the search, the earlier sets and each other's files, and
 * ran no search or script. They wrote 320 queries; the 67 that an earlier set or another writer
 * already held were left out, unread, by a script, leaving 253.
 *
 * Read from the start (`--misses=eighthSet`): its misses may steer relevance work like the other
 * read sets' (search/DESIGN.md, "Set 8").
 */
import {developerQuery as q, PAGES as P, type DeveloperQuery} from './developerQueries';

export const EIGHTH_SET: readonly DeveloperQuery[] = [
  // ---- The getting-started pages, the deployment guides, the Stripe guide, the blog, pricing, terms and support (writer A) ----
  // introduction
  q('core modules included out of the box', 'entity', P.introduction, P.moduleOverview),
  q('checkout a free order with zero total', 'task', P.paymentMethod, P.introduction, P.cart),
  q('can i host it on vercel or aws lambda', 'synonym', P.requirements, P.introduction, P.deployment, P.architecture, P.blogMonolith),
  q('my edits in node_modules disappear after npm install', 'question', P.introduction),
  q('merchantry lisence gpl', 'typo', P.introduction, P.pricing, P.terms),
  // gettingStarted
  q('where should a beginner start reading the docs', 'question', P.introduction, P.gettingStarted),
  q('ways to install merchan', 'partial', P.installation, P.gettingStarted),
  // installation
  q('ADMIN_EMAIL ADMIN_PASSWORD scripted install', 'identifier', P.installation, P.cli, P.configuration),
  q('npm init -y wrote type commonjs and the build breaks', 'question', P.installation),
  q('pnpm setup does not run my setup script', 'question', P.installation),
  q('reset forgoten admin pasword', 'typo', P.installation, P.cli, P.user, P.deployment),
  q('port 3000 already in u', 'partial', P.installation, P.requirements),
  q('write a dockerfile for my store', 'task', P.installation),
  // requirements
  q('create postgres role and database owned by it', 'task', P.requirements, P.aws, P.digitalocean),
  q('@types/react 18 hoisted jsx errors', 'identifier', P.requirements, P.blogReact19, P.blogUpgrade),
  q('supported operating sytems', 'typo', P.requirements),
  q('database grants required for migrations', 'synonym', P.requirements, P.deployment),
  q('supported browsers for the admin pan', 'partial', P.requirements),
  // deployment
  q('session cookie secret in production', 'entity', P.deployment, P.configuration),
  q('pgbouncer transaction mode breaks event subscribers', 'synonym', P.deployment, P.digitalocean),
  q('db connections per store instance', 'entity', P.deployment, P.digitalocean, P.heroku),
  q('several instances run migrations twic', 'partial', P.deployment, P.migration),
  q('enviroment variables for deploymnet', 'typo', P.deployment, P.configuration),
  // aws
  q('deploy on a vps with pm2 and nginx', 'synonym', P.aws),
  q('JavaScript heap out of memory during build', 'identifier', P.aws, P.azure, P.requirements),
  q('ec2 instanse type for a live store', 'typo', P.aws),
  q('rds certificate bundle', 'entity', P.aws),
  // azure
  q('why does azure say the container did not respond to http pings', 'question', P.azure),
  q('azure blob storage for product imag', 'partial', P.azure, P.deployment),
  q('enable pg_trgm on azure postgres', 'task', P.azure),
  q('azure app goes idle and scheduled tasks stop', 'synonym', P.azure),
  // digitalocean
  q('digitalocean spaces for uploads', 'entity', P.digitalocean, P.deployment),
  q('remaining connection slots are reser', 'partial', P.digitalocean),
  q('digital ocean app platfrom deploy', 'typo', P.digitalocean),
  // heroku
  q('why does heroku time out on the first deploy', 'question', P.heroku),
  q('heroku free dyno sleeping cron', 'synonym', P.heroku),
  q('create admin user in a one-off dyn', 'partial', P.heroku),
  q('herokou postgres self signed certificate', 'typo', P.heroku, P.deployment, P.database),
  // advanced
  q('advanced guides prerequisits', 'typo', P.advanced),
  // stripe
  q('orders stuck pending after card payment', 'question', P.stripe),
  q('authorize the card now and capture when shipping', 'task', P.stripe, P.paymentMethod, P.order),
  q('partial refund stripe payment', 'entity', P.stripe, P.order, P.paymentMethod),
  q('add braintree or adyen as a payment provider', 'synonym', P.stripe),
  q('keep stripe keys in a config file instead of the admin', 'task', P.stripe, P.configuration),
  // blogMonolith
  q('modular monolit', 'typo', P.blogMonolith, P.architecture),
  q('downsides of running the shop as one node app', 'synonym', P.blogMonolith),
  // blogExtension
  q('announcement bar above the header', 'entity', P.blogExtension),
  q('skipEscape in payloadSchema', 'identifier', P.apiRoutes, P.blogExtension, P.firstExtension),
  q('nightly job to delete expired rows', 'task', P.blogExtension, P.cron),
  // blogReact19
  q('what changed in the 2.2 release', 'question', P.blogReact19),
  // blogUpgrade
  q('upgrade a custom theme from react 17 to 19', 'task', P.blogUpgrade),
  q('pg_dump before upgrad', 'partial', P.blogUpgrade),
  // blog21
  q('stay on 2.1 without an accidental upgrade', 'task', P.blog21),
  q('pin version to 2.1 patch relea', 'partial', P.blog21),
  // pricing
  q('cloud plan monthly price', 'entity', P.pricing),
  q('is there a discount for yearly billing', 'question', P.pricing),
  q('managed hosting vs self hosted', 'synonym', P.pricing),
  // terms
  q('can i use code examples from the docs in commercial projects', 'question', P.terms),
  // support
  q('report a security vulnerabilty', 'typo', P.support),
  q('what to include in a bug rep', 'partial', P.support),
  q('check installed merchantry version', 'task', P.support, P.blog21, P.blogUpgrade),
  // ---- The knowledge base (writer B) ----
  // knowledgeBase
  q('platform concepts guides lis', 'partial', P.knowledgeBase),
  q('developer handbook topics', 'synonym', P.knowledgeBase),
  // apiRoutes
  q('add rest endpoint to my extension', 'task', P.apiRoutes, P.extensionDev, P.firstExtension),
  q('skipEscape json schema field', 'identifier', P.apiRoutes, P.firstExtension, P.blogExtension),
  q('headers alredy sent error in api handler', 'typo', P.apiRoutes),
  q('api rate limit per ip', 'entity', P.apiOverview, P.apiRoutes),
  q('anonymous access for custom api route', 'synonym', P.apiRoutes),
  q('why does my endpoint end up under /api/api', 'question', P.apiRoutes, P.routing),
  // architecture
  q('share in-memory cache between web and cron process', 'task', P.architecture, P.cron),
  q('when should i use a hook instead of an event', 'question', P.architecture, P.hooks, P.events),
  q('core middleware chain ord', 'partial', P.architecture),
  q('modular monolyth architecture', 'typo', P.architecture, P.blogMonolith),
  // cli
  q('merchantry seed --widgets', 'identifier', P.cli),
  q('flag not passed when running npm run user:create', 'question', P.cli),
  q('reset admin password from terminal', 'task', P.cli, P.user, P.installation, P.deployment),
  q('theme:export-content asks for verison', 'typo', P.cli, P.themeOverview),
  q('artisan migrate equivalent', 'synonym', P.migration, P.cli, P.deployment),
  q('demo data seed flags', 'entity', P.cli, P.installation),
  // configuration
  q('which wins env variable config file or admin setting', 'question', P.configuration, P.apiOverview),
  q('JWT_ADMIN_TOKEN_EXPIRY default', 'identifier', P.configuration, P.apiOverview),
  q('dotenv variables reference', 'synonym', P.configuration),
  q('getConfig defualt value', 'typo', P.configuration),
  q('max upload file size', 'entity', P.configuration),
  q('allowGuestChec', 'partial', P.configuration),
  q('store timezone setting', 'entity', P.configuration),
  // cron
  q('background job scheduler', 'synonym', P.cron),
  q('sitemap job schedule', 'entity', P.cron, P.configuration),
  q('registerJob reslove path error', 'typo', P.cron),
  q('what timezone do cron schedules run in', 'question', P.cron),
  q('cron expression every 30 minu', 'partial', P.cron),
  // dataFetching
  q('setContextValue not working in middleware', 'identifier', P.dataFetching, P.middleware),
  q('export const query not picked up by bulid', 'typo', P.dataFetching),
  q('imported child component query', 'entity', P.dataFetching),
  // migration
  q('Version-1.0.0.ts file naming', 'identifier', P.migration),
  q('can i undo a migration', 'question', P.migration),
  q('knex style schema migrations', 'synonym', P.migration),
  q('migraton folder not picked up', 'typo', P.migration, P.moduleOverview),
  q('add column to existing extension tab', 'partial', P.migration),
  // database
  q('roll back if the second insert fails', 'question', P.database),
  q('orm for postgres queries', 'synonym', P.database),
  q('conection pool size postgress', 'typo', P.database, P.deployment, P.requirements, P.heroku),
  q('too many values in IN cla', 'partial', P.database),
  q('merchantry postgres tables', 'entity', P.database),
  // events
  q('typed payload for my own events', 'entity', P.events),
  q('what happens when a subscriber throws', 'question', P.events),
  q('pub sub listeners for store events', 'synonym', P.events),
  q('emit event in same transact', 'partial', P.events),
  // fastRefresh
  q('hmr loses component state', 'synonym', P.fastRefresh),
  q('why does saving a file trigger a full page reload', 'question', P.fastRefresh),
  q('fast refesh class component state', 'typo', P.fastRefresh),
  q('dev error overl', 'partial', P.fastRefresh),
  // graphql
  q('add field to product graphql type', 'task', P.graphql),
  q('admin only graphql fields', 'entity', P.graphql, P.apiOverview),
  q('graphql filter operations lik', 'partial', P.graphql, P.apiOverview),
  // hooks
  q('run code before a core function executes', 'task', P.hooks),
  q('why does my processor return a stale value', 'question', P.hooks),
  q('hookable anonymus function throws', 'typo', P.hooks),
  q('checkoutPaymentMeth', 'partial', P.hooks),
  // middleware
  q('setDelegate twice throws', 'identifier', P.middleware, P.extensionDev),
  q('how do i control middleware execution order', 'question', P.middleware),
  q('middleware never runs dependancy name', 'typo', P.middleware),
  q('request interceptor before page render', 'synonym', P.middleware),
  // pages
  q('why is my lowercase component file not rendered', 'question', P.pages, P.middleware),
  q('custom backoffice screen for plugin', 'synonym', P.pages),
  q('built-in storefront urls list', 'entity', P.pages),
  // routing
  q('slug urls for products', 'synonym', P.routing),
  q('build link to a route in code', 'task', P.routing),
  q('route id with hypen invalid', 'typo', P.routing, P.apiRoutes),
  // staticFiles
  q('serve google site verification file', 'task', P.staticFiles),
  q('robots.txt and sitemap.xml location', 'entity', P.staticFiles),
  q('theme assets folder for fonts', 'synonym', P.staticFiles, P.styling),
  q('file without extention not served from public', 'typo', P.staticFiles),
  // translation
  q('how do i translate an email sent from a subscriber', 'question', P.translation),
  q('i18n language files format', 'synonym', P.translation),
  q('supported languages lis', 'partial', P.translation),
  q('hydration mismatch translaton at module scope', 'typo', P.translation, P.viewSystem, P.pages, P.templating, P.firstExtension),
  // ---- Extensions and themes (writer C) ----
  // moduleIndex
  q('what can a merchantry extension add to the store', 'question', P.moduleIndex, P.moduleOverview),
  q('where to start writing plugins', 'synonym', P.moduleIndex, P.moduleOverview),
  // firstExtension
  q('build a product reviews feature', 'synonym', P.firstExtension),
  q('producct coments extention tutorial', 'typo', P.firstExtension),
  q('why does & show up as &amp; after saving', 'question', P.firstExtension, P.apiRoutes),
  q('why does my html form fail a payload schema with integer type', 'question', P.firstExtension),
  q('add a column to my extension table after release', 'task', P.migration, P.firstExtension),
  q('hydration mismatch date forma', 'partial', P.firstExtension, P.viewSystem),
  q('public comment endpoint spam', 'entity', P.firstExtension),
  q('foreign key to core product table', 'entity', P.migration, P.firstExtension),
  // extensionDev
  q('setDelegate same key twice', 'identifier', P.middleware, P.extensionDev),
  q('pnpm workspace extensions not instal', 'partial', P.extensionDev),
  q('extention tsconfig nodenext settings', 'typo', P.extensionDev, P.firstExtension),
  q('laravel service provider equivalent', 'synonym', P.extensionDev, P.architecture),
  q('bootstrap context proc', 'partial', P.extensionDev, P.architecture),
  q('why is route.json missing from dist after build', 'question', P.extensionDev, P.firstExtension),
  // moduleOverview
  q('core modules list', 'entity', P.moduleOverview),
  q('modual lifecycle boot ordr', 'typo', P.moduleOverview, P.architecture, P.blogMonolith),
  q('sitewide banner above the header', 'synonym', P.moduleOverview, P.templating, P.blogExtension),
  // widgets
  q('registerWidget required fields', 'identifier', P.widgets),
  q('which characters are allowed in a widget type code', 'question', P.widgets),
  q('shopify section with merchant settings', 'synonym', P.widgets),
  q('page builder drawer crash setting compon', 'partial', P.widgets),
  q('widgets after theme switch', 'entity', P.widgets, P.themeOverview),
  q('block javascript: links in widget settings', 'task', P.widgets),
  // themeIndex
  q('difference between plugins and themes', 'synonym', P.themeIndex, P.moduleOverview, P.themeOverview),
  q('customize the storefront look', 'task', P.themeIndex, P.themeOverview),
  // styling
  q('where is the tailwind config file', 'question', P.styling),
  q('change brand primary colour', 'task', P.styling),
  q('@custom-variant dark', 'identifier', P.styling),
  q('tailwind dynamic class names', 'entity', P.styling),
  q('add custom font woff2 to theme', 'task', P.styling, P.staticFiles),
  q('tailwnd scss per componnt', 'typo', P.styling),
  q('GlobalCss sortOr', 'partial', P.styling),
  q('storefront favicon file', 'entity', P.staticFiles, P.styling),
  // templating
  q('theme:twizz copy footer component', 'identifier', P.templating, P.cli, P.themeOverview),
  q('woocommerce template override in theme', 'synonym', P.templating),
  q('overide Base.tsx cart brokn', 'typo', P.templating),
  q('theme file name case sensit', 'partial', P.templating),
  // themeOverview
  q('why do component queries vanish in production theme build', 'question', P.themeOverview),
  q('create new theem scaffold', 'typo', P.themeOverview, P.cli),
  q('theme:export-content semv', 'partial', P.themeOverview, P.cli),
  q('switch storefront template', 'synonym', P.themeOverview, P.cli),
  // viewSystem
  q('Area component wrapper prop', 'entity', P.viewSystem),
  q('why does my component not appear on the page', 'question', P.viewSystem, P.pages),
  q('read localStorage without hydration error', 'task', P.viewSystem, P.blogUpgrade, P.blog21),
  q('two components same sortOrd', 'partial', P.viewSystem),
  q('area debug overlay toggel', 'typo', P.viewSystem),
  q('add a new layout slot other plugins can fill', 'synonym', P.viewSystem),
  q('let merchants drop widgets into my area', 'task', P.viewSystem),
  // ---- The REST and GraphQL API reference (writer D) ----
  // apiOverview
  q('how long does an admin access token last', 'question', P.apiOverview, P.user, P.configuration),
  q('swagger file for the rest api', 'synonym', P.apiOverview),
  q('Cannot query field "productCount" on type "Query"', 'identifier', P.apiOverview),
  q('paginate graphql colection results', 'typo', P.graphql, P.apiOverview),
  q('api error response shape', 'entity', P.apiOverview, P.apiRoutes),
  q('X-Locale header for api calls', 'identifier', P.apiOverview, P.routing, P.translation),
  q('send uuid or numeric id in request bod', 'partial', P.apiOverview),
  // cart
  q('add to basket api', 'synonym', P.cart),
  q('POST /api/carts/{cart_id}/checkout', 'identifier', P.cart),
  q('what does a cart need before it can be checked out', 'question', P.cart),
  q('shiping note delivery instructions', 'typo', P.cart),
  q('guest checkout setting', 'entity', P.configuration, P.cart),
  q('checkout a cart from a headless storefr', 'partial', P.cart),
  // order
  q('cancel an order and put items back in stock', 'task', P.order),
  q('partial fulfillment of an order', 'synonym', P.order),
  q('mark shipment deliv', 'partial', P.order),
  q('guest order tracking link secret', 'entity', P.order, P.configuration, P.deployment, P.heroku, P.azure),
  q('when does order_placed fire for card payments', 'question', P.order, P.stripe, P.events, P.paymentMethod),
  q('default order statuses', 'entity', P.order, P.configuration),
  // shippingMethod
  q('shipping cost by weight tiers', 'entity', P.shippingMethod),
  q('get availible shipping methods for cart', 'typo', P.shippingMethod, P.cart),
  q('package dimensions and weight', 'entity', P.shippingMethod),
  // customer
  q('get a customer login token for a headless storefront', 'task', P.customer, P.apiOverview),
  q('PATCH /api/customers/me', 'identifier', P.customer),
  q('disable a customer acount', 'typo', P.customer),
  q('difference between customer_created and customer_registered', 'question', P.customer, P.events),
  // product
  q('sell a gift card without shipping', 'task', P.product),
  q('copy product api', 'entity', P.product),
  q('how do i hide a product from search but keep it enabled', 'question', P.product),
  q('inventory_updated payload', 'identifier', P.events, P.product),
  q('related products upsell api', 'synonym', P.product),
  q('how many decimals can a product price have', 'question', P.product),
  q('show out of stock products in listi', 'partial', P.product, P.configuration),
  // paymentMethod
  q('stripe webhook url to regist', 'partial', P.paymentMethod, P.stripe),
  q('cart payment methods list', 'entity', P.paymentMethod, P.cart),
  q('why is cash on delivery missing when the order total is zero', 'question', P.paymentMethod, P.cart, P.stripe),
  q('enable paypal paymnt settings', 'typo', P.paymentMethod),
  q('stripe keys greyed out in admin settings', 'synonym', P.stripe, P.paymentMethod, P.configuration, P.apiOverview),
  q('authorize card now charge later', 'synonym', P.stripe, P.paymentMethod, P.order),
  // promotion
  q('percentage off whole order coupon', 'entity', P.promotion),
  q('buy one get one free discount', 'synonym', P.promotion),
  q('coupon only for wholesale customer group', 'task', P.promotion),
  q('campaing landing page url', 'typo', P.promotion),
  q('why does applying a coupon fail with 400', 'question', P.promotion, P.cart),
  // user
  q('create admin user with the rest api', 'task', P.user, P.cli),
  q('POST /api/user/session/tokens', 'identifier', P.user, P.apiOverview),
  q('is the refresh token rotated when i refresh', 'question', P.user, P.apiOverview, P.customer),
  q('admin roles and permissions api', 'synonym', P.user, P.apiOverview),
  q('list admin use', 'partial', P.user),
  // attribute
  q('product filter facets on category page', 'synonym', P.attribute),
  q('change atribute type text to select', 'typo', P.attribute),
  q('update select attribute optons', 'typo', P.attribute),
  q('is_filterable display_on_frontend', 'identifier', P.attribute),
  // attributeGroup
  q('attribute sets like magento', 'synonym', P.attributeGroup),
  q('how do i add attributes to an attribute group', 'question', P.attributeGroup, P.attribute),
  // variant
  q('separate sku per size and colour', 'synonym', P.variant),
  q('max number of variant axe', 'partial', P.variant, P.attribute),
  q('remove product from variant gro', 'partial', P.variant),
  // category
  q('create nested categ', 'partial', P.category),
  q('category url not updating after renam', 'partial', P.category, P.routing, P.events),
  q('which wins when a category and a cms page have the same url', 'question', P.routing, P.category, P.cmsPage),
  q('category metafeilds', 'typo', P.category),
  // cmsPage
  q('create an about us page via api', 'task', P.cmsPage),
  q('why is cms page content returned as a string', 'question', P.cmsPage),
  q('change page slug and keep old links working', 'task', P.cmsPage, P.routing),
  q('cms page slug rejecte', 'partial', P.cmsPage),
];
