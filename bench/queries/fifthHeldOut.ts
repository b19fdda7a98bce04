/**
 * Held-out 5: a fifth set of developer queries written blind, each with every page that answers
 * it, written on 2026-12-07 (thirty-seventh session). Held-out 4 had decided nothing, but its
 * writers had listed pages of their own area only (search/DESIGN.md, "Held-out 4"), and held-out 3
 * was read that session to find new kinds of misses: this set keeps a blind measure.
 *
 * How these were written: by four writers, one per docs area, each given one written brief: page by
 * page, "what would a developer who needs this page type before they know its title?", the seven
 * kinds of developerQueries.ts, about a third needing a detail of a page's body, no page title or
 * heading copied. Unlike held-out 3 and 4, every page that answers a query as fully as the writer's
 * own is listed, from any area: each writer grepped the whole site for a query's key terms and read
 * the pages it found, listing the best first. They read only the pages' visible text (a plain-text
 * copy of each built page: no front matter, so none of the searches in its `keywords`), blind to
 * the repository, the search, the earlier sets and each other's files, and ran no search or script.
 * They wrote 318 queries; the 49 that an earlier set or another writer already held (the same words
 * once case and punctuation are set aside) were left out, unread, by a script, leaving 269. This
 * set has no second reading.
 *
 * Read since the fortieth session (search/DESIGN.md, "Held-out 5, read"): held-out 6
 * (sixthHeldOut.ts), written the same way, is the blind measure, and this set's misses may steer
 * relevance work (`--misses=heldOut5`) like the other read sets'.
 */
import {developerQuery as q, PAGES as P, type DeveloperQuery} from './developerQueries';

export const FIFTH_HELD_OUT: readonly DeveloperQuery[] = [
  // ---- The getting-started pages, the deployment guides, the Stripe guide, the blog, pricing, terms and support (writer A) ----
  // introduction
  q('what moduls come with merchantry', 'typo', P.introduction, P.moduleOverview),
  q('my edits in node_modules disappe', 'partial', P.introduction),
  // gettingStarted
  q('onboarding guide for local setup', 'synonym', P.gettingStarted, P.installation),
  // installation
  q('run merchantry with docker compose locally', 'task', P.installation),
  q('ADMIN_EMAIL ADMIN_PASSWORD unattended install', 'identifier', P.installation, P.cli, P.configuration),
  q('why does pnpm setup not run my script', 'question', P.installation),
  q('npm init comonjs breaks buld', 'typo', P.installation),
  q('load sample products for testing', 'synonym', P.installation, P.cli),
  q('port 3000 already in us', 'partial', P.installation, P.requirements),
  q('dockerfile for my own store', 'entity', P.installation),
  // requirements
  q('how much ram for 10000 products', 'question', P.requirements),
  q('databse user permisions for migrations', 'typo', P.requirements, P.deployment),
  q('@types/react version mismatch jsx errors', 'identifier', P.requirements, P.blogReact19, P.blogUpgrade),
  q('supported operating systems windows macos', 'entity', P.requirements),
  q('check node and postgres versions before install', 'task', P.requirements),
  q('speed up product search postgres extens', 'partial', P.requirements, P.aws, P.azure, P.digitalocean, P.heroku),
  // deployment
  q('MERCHANTRY_HOME_U', 'partial', P.deployment, P.configuration),
  q('why do all shoppers get 429 too many requests', 'question', P.deployment, P.apiOverview, P.aws, P.azure, P.digitalocean, P.heroku),
  q('environment variables for production', 'entity', P.deployment, P.configuration),
  q('set session cookie secret in production', 'task', P.deployment, P.configuration),
  q('pgbouncer pooling breaks event subscribers', 'synonym', P.deployment, P.digitalocean),
  q('how many db connections does one instance open', 'question', P.deployment, P.digitalocean, P.heroku),
  // aws
  q('deploy on ec2 with nginx and pm2', 'task', P.aws),
  q('capistrano style deploy with shared folder', 'synonym', P.aws),
  q('javascript heap out of memroy during buld', 'typo', P.aws, P.azure, P.requirements),
  q('take rds snapshot before upgr', 'partial', P.aws),
  // azure
  q('host store on azure app service with postgres', 'task', P.azure),
  q('ERR_REQUIRE_ESM ecosystem.config.js', 'identifier', P.azure),
  q('git push azure doesnt update the site', 'typo', P.azure),
  q('azur blob storage for product imges', 'typo', P.azure, P.deployment),
  q('background jobs stop when the azure app idles', 'synonym', P.azure),
  // digitalocean
  q('digitalocean managed database port 25060', 'entity', P.digitalocean),
  q('digitalocen trusted sources conection timeout', 'typo', P.digitalocean),
  q('relation admin_user does not exi', 'partial', P.digitalocean),
  // heroku
  q('split heroku DATABASE_URL into DB_ variables', 'task', P.heroku),
  q('R14 memory quota exceded', 'typo', P.heroku),
  q('why do scheduled jobs stop on an eco dyno', 'question', P.heroku),
  q('herkou postgres sslmode', 'typo', P.heroku, P.deployment, P.database),
  q('create admin account on heroku', 'task', P.heroku),
  q('password authentication failed after heroku maintenan', 'partial', P.heroku),
  // advanced
  q('end to end feature tutorials', 'synonym', P.advanced),
  q('what should i know before building a payment gateway', 'question', P.advanced),
  // stripe
  q('stripe webhook signing secret whsec', 'identifier', P.stripe, P.paymentMethod),
  q('test stripe webhooks on localhost', 'task', P.stripe, P.paymentMethod),
  q('authorize now charge card later', 'synonym', P.stripe, P.paymentMethod),
  q('partial refund of a card payment', 'task', P.stripe, P.order, P.paymentMethod),
  q('why are orders still pending after the customer paid', 'question', P.stripe),
  q('add payment provider like adyen or mollie', 'synonym', P.stripe),
  q('jpy zero decimal currency amount', 'entity', P.stripe),
  q('stripe keys in config overide admin setings', 'typo', P.stripe, P.configuration, P.paymentMethod),
  q('when does order_placed fire for card payme', 'partial', P.stripe, P.order, P.events),
  // blogMonolith
  q('modular monolith trade-offs', 'entity', P.blogMonolith),
  // blogExtension
  q('announcement bar extension tutorial', 'entity', P.blogExtension),
  q('delete expired records every night', 'task', P.cron, P.blogExtension),
  q('skipEscape for url field in payload schema', 'identifier', P.apiRoutes, P.blogExtension, P.firstExtension),
  // blogReact19
  q('what is new in merchantry 2.2', 'question', P.blogReact19),
  q('react 19 removed apis findDOMNode string refs', 'identifier', P.blogReact19, P.blogUpgrade, P.blog21),
  // blogUpgrade
  q('upgrade store from react 17 to react 19', 'task', P.blogUpgrade),
  q('pg_dump before upgrade', 'identifier', P.blogUpgrade),
  q('downgrade to previous merchantry version', 'synonym', P.blogUpgrade),
  q('replace ReactDOM.render with createRo', 'partial', P.blogUpgrade),
  // blog21
  q('prevent accidental upgrade to 2.2', 'task', P.blog21),
  q('merchantry ~2.1.0 tilde range', 'identifier', P.blog21),
  // pricing
  q('cancel cloud subscripton', 'typo', P.pricing),
  // terms
  q('can i reuse code examples from the docs in a commercial project', 'question', P.terms),
  // support
  q('report a security vulnerab', 'partial', P.support),
  q('file a bug report on github', 'task', P.support),
  q('support email for private questions', 'entity', P.support),
  // ---- The knowledge base (writer B) ----
  // knowledgeBase
  q('merchantry internals gui', 'partial', P.knowledgeBase),
  q('browse core concept guides for developers', 'task', P.knowledgeBase),
  // apiRoutes
  q('payloadSchema.json errorMessage', 'identifier', P.apiRoutes),
  q('why does my handler throw headers already sent', 'question', P.apiRoutes, P.extensionDev),
  q('api rate limit requests per minute', 'entity', P.apiOverview, P.apiRoutes),
  q('make endpoint publc without login', 'typo', P.apiRoutes, P.blogExtension, P.firstExtension),
  q('laravel form request validation for api endpoints', 'synonym', P.apiRoutes),
  // architecture
  q('Registry is locked error', 'identifier', P.architecture, P.hooks, P.extensionDev),
  q('startup sequence when the server boots', 'synonym', P.architecture, P.moduleOverview, P.blogMonolith, P.deployment),
  q('why does my bootstrap run three times', 'question', P.architecture, P.moduleOverview, P.extensionDev),
  q('hook vs event vs processor', 'entity', P.architecture, P.hooks),
  q('modular monolith architec', 'partial', P.architecture, P.blogMonolith),
  // cli
  q('load demo products for testing', 'task', P.cli, P.installation),
  q('admin password reset cli', 'entity', P.cli, P.installation, P.user, P.deployment),
  q('user:create required fla', 'partial', P.cli, P.deployment),
  q('why is --dry-run ignored by npm run', 'question', P.cli),
  q('laravel artisan equivalent', 'synonym', P.cli),
  q('merchantry migrate comand', 'typo', P.cli, P.migration, P.deployment),
  // configuration
  q('MERCHANTRY_HOME_URL not set fallback', 'identifier', P.configuration, P.apiOverview, P.routing),
  q('customer jwt expiry defau', 'partial', P.configuration, P.apiOverview, P.customer),
  q('config precedence env vs admin settings', 'entity', P.configuration),
  q('can i put db credentials in config/production.json', 'question', P.configuration, P.database, P.deployment),
  q('dotenv variables list', 'synonym', P.configuration, P.deployment),
  q('config.get throws missing key', 'identifier', P.configuration),
  q('upload max file sise', 'typo', P.configuration),
  q('add validated options to my extension config', 'task', P.configuration),
  q('guest checkout without account setting', 'entity', P.configuration, P.cart),
  // cron
  q('scheduled task like laravel scheduler', 'synonym', P.cron),
  q('registerJob resolve must be .js', 'identifier', P.cron),
  q('change sitemap generation schedule', 'task', P.cron, P.configuration),
  q('job manager read-only sta', 'partial', P.cron),
  q('cron expresion every 5 minuts weekdays', 'typo', P.cron),
  // dataFetching
  q('pass query string param into component query', 'task', P.dataFetching, P.middleware),
  q('why does my component get no data from export const query', 'question', P.dataFetching),
  q('nextjs getServerSideProps equivalent', 'synonym', P.dataFetching),
  q('client side fetch with urq', 'partial', P.dataFetching),
  // migration
  q('migraton file not runing', 'typo', P.migration, P.moduleOverview),
  // database
  q('database transaction with query builder', 'entity', P.database),
  q('eloquent style query builder', 'synonym', P.database),
  q('how many db connections does the pool have', 'question', P.database, P.deployment, P.requirements, P.heroku),
  q('list of core db tabl', 'partial', P.database),
  q('postgress query bulder pagination', 'typo', P.database),
  // events
  q('when does order_placed fire with stripe', 'question', P.events, P.stripe, P.order, P.paymentMethod),
  q('run code when a product is updated', 'task', P.events),
  q('laravel queued event listener', 'synonym', P.events),
  q('is a failed subscribr retried', 'typo', P.events),
  q('emit custom event with transac', 'partial', P.events),
  // fastRefresh
  q('why does my component lose state on hot reload', 'question', P.fastRefresh),
  q('hmr full page reload instead of update', 'synonym', P.fastRefresh),
  q('live relaod translation csv change', 'typo', P.fastRefresh, P.translation),
  // graphql
  q('ad custom field to product grapql type', 'typo', P.graphql),
  q('.admin.graphql', 'identifier', P.graphql),
  q('graphql collection filter operations', 'entity', P.graphql, P.apiOverview),
  q('how do i query the admin graphql endpoint', 'question', P.graphql, P.apiOverview),
  q('custom graphql query in plugin', 'synonym', P.graphql, P.firstExtension, P.blogExtension),
  q('graphql types missing in producti', 'partial', P.graphql, P.extensionDev, P.firstExtension),
  // hooks
  q('addFinalProcessor priority 1000', 'identifier', P.hooks),
  q('run code after a core function is called', 'task', P.hooks),
  q('woocommerce filter hook equivalent', 'synonym', P.hooks),
  q('getvalue processor resut cached stale', 'typo', P.hooks),
  q('registry values extensions can modify', 'entity', P.hooks),
  // middleware
  q('make middleware run after another one', 'task', P.middleware),
  q('middlware silently not runing', 'typo', P.middleware),
  q('before filter on every storefront page', 'synonym', P.middleware, P.pages),
  q('share data between middlew', 'partial', P.middleware, P.extensionDev),
  // pages
  q('add a new page to the storefront', 'task', P.pages),
  q('product page layout areas', 'entity', P.pages, P.viewSystem),
  q('storefront route ids lis', 'partial', P.pages, P.templating),
  // routing
  q('seo friendly url slug', 'synonym', P.routing),
  q('why is my route id with a hyphen invalid', 'question', P.routing, P.apiRoutes),
  q('route matching priority', 'entity', P.routing),
  // staticFiles
  q('where do i put robots.txt', 'question', P.staticFiles, P.deployment),
  q('upload google site verification file', 'task', P.staticFiles),
  q('nextjs public folder equivalent', 'synonym', P.staticFiles),
  q('resize images from external host', 'entity', P.staticFiles, P.configuration, P.deployment),
  // translation
  q('translate store into french', 'task', P.translation),
  q('i18n language fil', 'partial', P.translation),
  q('translation csv header row', 'entity', P.translation),
  q('overide core label text translaton', 'typo', P.translation),
  q('why does my translated string still show in english', 'question', P.translation),
  // ---- Extensions and themes (writer C) ----
  // moduleIndex
  q('merchantry plugins', 'synonym', P.moduleIndex),
  // firstExtension
  q('add product reviews to the product page', 'synonym', P.firstExtension),
  q('Please enter a comment (up to 2000 characters)', 'identifier', P.firstExtension),
  q('why does & show up as &amp; in saved text', 'question', P.firstExtension, P.apiRoutes),
  q('edit migration that already r', 'partial', P.migration, P.firstExtension),
  q('compile extension typescript for produc', 'partial', P.extensionDev, P.firstExtension),
  q('frist extension tutoral', 'typo', P.firstExtension, P.blogExtension),
  q('post a form to a custom api endpoint', 'task', P.firstExtension),
  q('why must product_id be a string in the payload schema', 'question', P.firstExtension),
  q('route id clash between extensions', 'entity', P.firstExtension, P.apiRoutes, P.moduleOverview),
  // extensionDev
  q('publish extension on npm', 'task', P.extensionDev),
  q('pnpm workspce extension dependncies', 'typo', P.extensionDev),
  q('addProcesor arrow function this undefind', 'typo', P.extensionDev, P.hooks),
  q('extension naming vendor prefix', 'entity', P.extensionDev, P.moduleOverview),
  // moduleOverview
  q('core module names', 'entity', P.moduleOverview),
  q('why doesnt my migrations folder run', 'question', P.moduleOverview, P.migration),
  q('deactivate a plugin', 'synonym', P.moduleOverview),
  q('extension load order priority', 'entity', P.moduleOverview, P.configuration),
  q('plugin folder structure', 'synonym', P.moduleOverview, P.architecture),
  q('extension boot lifecycle discov', 'partial', P.moduleOverview),
  q('banner in header on every page from an extension', 'task', P.moduleOverview, P.blogExtension),
  // widgets
  q('custom block merchants place in page builder', 'synonym', P.widgets),
  q('why does the page builder crash when i open my widget', 'question', P.widgets),
  q('registerWidget component path compiled js', 'identifier', P.widgets),
  q('why did my widgets disappear after switching theme', 'question', P.widgets, P.themeOverview),
  q('replace a widget registered by another modu', 'partial', P.widgets),
  q('widgte preview componnet', 'typo', P.widgets),
  q('shopify section settings schema', 'synonym', P.widgets),
  // themeIndex
  q('customize storefront look', 'task', P.themeIndex, P.themeOverview),
  q('theme or extension which one do i need', 'question', P.themeIndex, P.moduleOverview, P.themeOverview),
  // styling
  q('add a custom web font to my theme', 'task', P.styling, P.staticFiles),
  q('tailwind dark variant os color sche', 'partial', P.styling),
  q('bg-${tone} class not generated', 'identifier', P.styling),
  q('chnage storefront favicn', 'typo', P.styling, P.staticFiles),
  q('tailwind design tokens css variab', 'partial', P.styling),
  // templating
  q('overide storefront footr', 'typo', P.templating),
  q('liquid template files for theme', 'synonym', P.templating),
  q('show one component on several routes', 'task', P.templating, P.pages),
  q('override Base.tsx cart providers', 'identifier', P.templating),
  q('merchantry theme:twizz', 'identifier', P.templating, P.cli),
  q('component override precedence theme extension core', 'entity', P.templating, P.viewSystem),
  q('route ids for theme page fold', 'partial', P.templating, P.pages),
  // themeOverview
  q('enable a different storefront template', 'synonym', P.themeOverview, P.cli),
  q('export page builder content to theme.json', 'task', P.themeOverview, P.cli),
  q('why are component queries missing after swc build', 'question', P.themeOverview),
  q('theme.json widgets placements format', 'entity', P.themeOverview),
  q('creat new thme', 'typo', P.themeOverview, P.cli),
  q('remove theme widgets and placem', 'partial', P.themeOverview, P.cli),
  // viewSystem
  q('read localStorage without hydration mismatch', 'task', P.viewSystem, P.blogUpgrade),
  q('area wrapper element props', 'entity', P.viewSystem),
  q('let merchants drop widgets into my own area', 'task', P.viewSystem),
  q('named slots to place components', 'synonym', P.viewSystem, P.pages),
  q('area debug overl', 'partial', P.viewSystem),
  q('what happens when two components have the same sortOrder', 'question', P.viewSystem),
  q('footr aera ids', 'typo', P.viewSystem, P.pages),
  // ---- The REST and GraphQL API reference (writer D) ----
  // apiOverview
  q('how long is an admin access token valid', 'question', P.apiOverview, P.user, P.configuration),
  q('mock server to test api calls without a store', 'synonym', P.apiOverview),
  q('rest api authenticaton bearer tokn', 'typo', P.apiOverview, P.user),
  q('is there a rest endpoint to list products', 'question', P.apiOverview, P.apiRoutes),
  q('graphql filter operat', 'partial', P.graphql, P.apiOverview),
  q('get api responses in french', 'task', P.apiOverview, P.routing, P.translation),
  // attribute
  q('add dropdown options to a product attribute', 'synonym', P.attribute),
  q('is_filterable attribute', 'identifier', P.attribute),
  q('updating atribute optons removes old ones', 'typo', P.attribute),
  // attributeGroup
  q('attributeGroups graphql query', 'identifier', P.attributeGroup, P.apiOverview),
  q('add attribute to an attribute group', 'task', P.attributeGroup, P.attribute),
  // cart
  q('add to cart rest endpoint', 'entity', P.cart),
  q('add item to logged in customer cart without cart id', 'task', P.cart),
  q('can guests check out without an account', 'question', P.cart, P.configuration),
  q('change quantity of cart ite', 'partial', P.cart),
  q('chekout cart with zero totl', 'typo', P.cart, P.paymentMethod),
  q('cart checkout requirements', 'entity', P.cart),
  // category
  q('nest subcategory under parent category', 'task', P.category),
  q('category slug max length', 'synonym', P.category),
  q('assign product to categry', 'typo', P.category),
  // cmsPage
  q('why is my cms page url key rejected', 'question', P.cmsPage),
  q('create about us page via api', 'task', P.cmsPage),
  q('cms page url change redirect', 'entity', P.cmsPage, P.routing),
  q('cms page content json strin', 'partial', P.cmsPage),
  // customer
  q('log in customer from headless frontend', 'task', P.customer, P.apiOverview),
  q('disable customer accont', 'typo', P.customer),
  q('customer_registered vs customer_created', 'identifier', P.customer, P.events),
  // order
  q('does cancelling an order put stock back', 'question', P.order, P.configuration),
  q('order partially shipped status', 'entity', P.order),
  q('ORDER_TRACKING_TOKEN_SECRET guest orders', 'identifier', P.order, P.configuration, P.deployment),
  q('create fulfillment with tracking number', 'synonym', P.order),
  q('void shipping lab', 'partial', P.order),
  q('order_placed event online payment', 'identifier', P.events, P.order, P.stripe),
  // paymentMethod
  q('registerPaymentMethod validator', 'identifier', P.stripe, P.paymentMethod),
  q('stripe webhook signing secr', 'partial', P.stripe, P.paymentMethod),
  q('authorize card now and capture later', 'synonym', P.stripe, P.paymentMethod),
  q('payment settings read-only in admin', 'entity', P.paymentMethod, P.configuration, P.stripe),
  q('stripe paymnet intnet client secret', 'typo', P.paymentMethod, P.stripe),
  q('why is my payment method not showing at checkout', 'question', P.stripe, P.paymentMethod),
  // product
  q('which fields are required to create a product', 'question', P.product),
  q('duplicate_of copy product', 'identifier', P.product),
  q('show out of stock products in listings', 'task', P.product, P.configuration),
  q('digital product without shipping', 'synonym', P.product),
  q('inventory_updated even', 'partial', P.product, P.events),
  q('prodcut custom optons extra price', 'typo', P.product),
  // promotion
  q('buy one get one free coupon', 'synonym', P.promotion),
  q('limit coupon uses per customer', 'task', P.promotion),
  q('percentage_discount_to_entire_order', 'identifier', P.promotion),
  q('why does applying a coupon return 400', 'question', P.promotion, P.cart),
  q('landing page campain url', 'typo', P.promotion),
  q('coupon minimum order tot', 'partial', P.promotion),
  // shippingMethod
  q('we do not ship to this address error', 'identifier', P.shippingMethod),
  q('set up shipping zones for eu countries', 'task', P.shippingMethod),
  q('live carrier rates at checkout', 'synonym', P.shippingMethod),
  q('shipping packge dimensions', 'typo', P.shippingMethod),
  q('get available shipping methods for a cart', 'task', P.shippingMethod, P.cart),
  q('flat rate shipp', 'partial', P.shippingMethod),
  // user
  q('create admin user over rest api', 'task', P.user, P.cli),
  q('reset admin pasword', 'typo', P.cli, P.user, P.installation, P.deployment),
  q('how do i turn an admin session into a bearer token', 'question', P.user, P.apiOverview),
  q('refresh token not rotat', 'partial', P.user, P.apiOverview, P.customer),
  q('revoke staff member api access', 'synonym', P.user, P.apiOverview),
  // variant
  q('configurable product size and color', 'synonym', P.variant),
  q('variant group max number of attributes', 'entity', P.variant),
  q('DELETE /api/variants/{id} body', 'identifier', P.variant),
  q('variant search case sensitiv', 'partial', P.variant),
];
