/**
 * Set 19: a nineteenth set of developer queries, written on 2026-12-08 (forty-second session) to
 * be read from the start, as sets 8 to 18 were, after set 18's fixes.
 *
 * How these were written: by four new writers, one per docs area, from held-out 5's brief word for
 * word but for the folder (fifthHeldOut.ts says how), reading only a plain-text copy of each built
 * page (no front matter) regenerated after set 18's fixes, blind to the repository, the search, the
 * earlier sets and each other's files. They wrote 317 queries; the 138 that an earlier set or
 * another writer already held were left out, unread, by a script, leaving 179.
 *
 * Read from the start (`--misses=nineteenthSet`; search/DESIGN.md, "Set 19").
 */
import {developerQuery as q, PAGES as P, type DeveloperQuery} from './developerQueries';

export const NINETEENTH_SET: readonly DeveloperQuery[] = [
  // ---- The getting-started pages, the deployment guides, the Stripe guide, the blog, pricing, terms and support (writer A) ----
  // introduction
  q('what features come built into merchantry', 'question', P.introduction),
  q('does merchantry run on aws lambda or vercel', 'synonym', P.requirements, P.introduction, P.deployment, P.blogMonolith, P.architecture),
  // gettingStarted
  q('install with docker or npm or generat', 'partial', P.installation, P.gettingStarted),
  // installation
  q('install merchantry in ci without prompts', 'task', P.installation, P.cli),
  q('why does pnpm setup not run the installer', 'question', P.installation),
  q('reset admin passwrd', 'typo', P.cli, P.installation, P.deployment, P.user),
  q('dokcer image extensions missing dist', 'typo', P.installation, P.deployment, P.extensionDev),
  // requirements
  q('is node 22 supported in production', 'question', P.requirements, P.deployment, P.blogReact19),
  q('grant db user rights for migrations', 'task', P.requirements, P.deployment),
  q('ReactNode JSX type errors @types/react', 'identifier', P.requirements, P.blogReact19, P.blogUpgrade, P.fastRefresh),
  q('suported browsers for admin panel', 'typo', P.requirements),
  q('script to check node and postgres versio', 'partial', P.requirements),
  // deployment
  q('cloudflare r2 for media uploads', 'entity', P.deployment, P.configuration),
  q('pgbouncer transaction mode breaks events', 'synonym', P.deployment, P.digitalocean),
  q('migrations with several instanc', 'partial', P.deployment, P.migration, P.aws, P.blogMonolith, P.blogUpgrade),
  // aws
  q('deploy to ec2 with nginx and pm2', 'task', P.aws),
  q('certbot lets encrypt nginx sertificate', 'typo', P.aws),
  q('which ec2 instance ty', 'partial', P.aws),
  // azure
  q('azure push succeeded but site unchang', 'partial', P.azure),
  q('azure postgress pg_trgm not alowed', 'typo', P.azure),
  q('azure web app + datab', 'partial', P.azure),
  q('background tasks stop when azure app is idle', 'synonym', P.azure),
  // digitalocean
  q('deploy fails health checks on app platform', 'question', P.digitalocean),
  q('remaining connection slots are res', 'partial', P.digitalocean),
  // heroku
  q('heroku R14 memory quota exceeded', 'identifier', P.heroku),
  q('heroku first deploy boot timeo', 'partial', P.heroku),
  q('heroku free dyno cron jobs stop', 'synonym', P.heroku),
  q('create admin user on heroku', 'task', P.heroku),
  q('herokou password authentication failed after maintenance', 'typo', P.heroku),
  // advanced
  q('payment gateway tutori', 'partial', P.stripe, P.advanced),
  // stripe
  q('orders stuck unpaid after stripe checkout', 'synonym', P.stripe),
  q('authorize card now charge when shipped', 'synonym', P.stripe, P.paymentMethod),
  q('add a custom card payment provider', 'task', P.stripe),
  q('stripe amount for jpy zero decimal currency', 'entity', P.stripe),
  q('keep stripe keys in config instead of admin', 'task', P.stripe, P.configuration, P.paymentMethod),
  q('stripe webhook evnts to select', 'typo', P.stripe),
  // blogMonolith
  q('startup sequence at boot', 'synonym', P.blogMonolith, P.deployment, P.architecture),
  q('monolith vs microservices tradeof', 'partial', P.blogMonolith),
  // blogExtension
  q('announcement bar extension with expiry date', 'entity', P.blogExtension),
  q('ampersand in url escaped in request body', 'synonym', P.apiRoutes, P.blogExtension, P.firstExtension),
  // blogReact19
  q('react 19 breaking changes for themes', 'entity', P.blogReact19, P.blogUpgrade),
  q('propTypes defaultProps ignored', 'identifier', P.blogReact19, P.blogUpgrade, P.blog21),
  q('which express and graphql versions does 2.2 use', 'question', P.blogReact19),
  // blogUpgrade
  q('replace ReactDOM.render with createRoot', 'identifier', P.blogUpgrade),
  // blog21
  q('still on react 17 merchnatry 2.1', 'typo', P.blog21),
  // support
  q('what to include in a bug repo', 'partial', P.support),
  q('who fixes bugs in third-party extensions', 'question', P.support, P.terms),
  // ---- The knowledge base (writer B) ----
  // knowledgeBase
  q('developer concept guides list', 'synonym', P.knowledgeBase),
  q('which guide should i read first to understand the platform', 'question', P.knowledgeBase, P.introduction),
  // apiRoutes
  q('headers already sent error in route handler', 'identifier', P.apiRoutes),
  q('rate limit for a single api route', 'entity', P.apiRoutes, P.apiOverview),
  q('keep html in a json field skipEsc', 'partial', P.apiRoutes, P.firstExtension),
  // architecture
  q('does bootstrap run in the cron and event processes', 'question', P.architecture, P.extensionDev, P.moduleOverview, P.events),
  q('order of core middleware on each request', 'entity', P.architecture),
  q('choose between hook event and processor', 'task', P.architecture, P.hooks),
  // cli
  q('pass flags to npm run scri', 'partial', P.cli),
  q('is there a migrte command', 'typo', P.cli, P.migration, P.deployment),
  // configuration
  q('which wins production.json or local.json', 'question', P.configuration),
  q('session cookie secrect for production', 'typo', P.configuration, P.deployment),
  q('plugin options with default values', 'synonym', P.configuration, P.extensionDev),
  q('public base url fallba', 'partial', P.configuration, P.apiOverview, P.routing),
  q('stripe keys config override', 'entity', P.configuration, P.stripe),
  q('shop.timezone vs store timezone setting', 'entity', P.configuration),
  // cron
  q('read-only state cron job error', 'identifier', P.cron),
  q('cron job timezone utc container', 'entity', P.cron),
  // dataFetching
  q('setContextVal', 'partial', P.dataFetching, P.middleware),
  q('component recieves no data from export const query', 'typo', P.dataFetching),
  q('getWidgetSetting variables', 'identifier', P.widgets, P.dataFetching),
  q('resolver error during server rendering', 'entity', P.dataFetching, P.graphql, P.apiOverview),
  // migration
  q('can i write a down migration to roll back', 'question', P.migration),
  q('migratoin folder ignored', 'typo', P.migration, P.moduleOverview),
  q('failed migration rollback boot stops', 'entity', P.migration),
  // database
  q('upsert with query builder', 'entity', P.database),
  q('how many connections does the pg pool allow', 'question', P.database, P.requirements, P.deployment),
  q('DB_SSLMODE no-ver', 'partial', P.database, P.deployment, P.heroku),
  // events
  q('subscriber error retry', 'entity', P.events),
  q('emit event inside a transac', 'partial', P.events),
  q('subcriber runs late polling fallback', 'typo', P.events),
  // fastRefresh
  q('why is state lost when the file also exports a constant', 'question', P.fastRefresh),
  q('full page relaod instead of in place update', 'typo', P.fastRefresh),
  q('install dev dependencies for npm run dev', 'task', P.requirements, P.fastRefresh),
  // graphql
  q('products filter operations nin like', 'entity', P.graphql, P.apiOverview),
  q('apollo style resolvers in a plugin', 'synonym', P.graphql),
  // hooks
  q('hookable anonymus function', 'typo', P.hooks),
  q('checkoutPaymentMethods processor', 'identifier', P.hooks),
  // middleware
  q('middlware silently never runs', 'typo', P.middleware),
  q('express app.use for every storefront page', 'synonym', P.middleware),
  // pages
  q('layout regions on the product page', 'synonym', P.pages, P.viewSystem),
  // routing
  q('seo permalinks for products', 'synonym', P.routing),
  q('frendly url 404 right after saving product', 'typo', P.routing),
  q('locale prefix in storefront ur', 'partial', P.routing, P.translation),
  // staticFiles
  q('why is my theme public file not updating', 'question', P.staticFiles, P.styling),
  q('robots.txt in pubic folder', 'typo', P.staticFiles, P.deployment),
  q('resize images from a remote host', 'entity', P.staticFiles, P.configuration, P.deployment),
  // translation
  q('is mongolian a bundled language', 'question', P.translation),
  q('i18n language pack', 'synonym', P.translation),
  q('hydration mismatch tranlsation', 'typo', P.translation, P.pages, P.viewSystem, P.templating, P.firstExtension),
  q('translate text in cron job loca', 'partial', P.translation, P.cron),
  // ---- Extensions and themes (writer C) ----
  // moduleIndex
  q('extension capabilities overview', 'entity', P.moduleIndex, P.moduleOverview, P.introduction),
  q('addon development getting started', 'synonym', P.moduleIndex, P.firstExtension),
  // firstExtension
  q('why does tom & jerry show as &amp; after saving', 'question', P.firstExtension, P.apiRoutes),
  q('product comment table migrat', 'partial', P.firstExtension),
  q('add colum after migration already ran', 'typo', P.migration, P.firstExtension),
  q('why does my html form fail a schema expecting integer', 'question', P.firstExtension),
  q('show comments list above the form on product page', 'task', P.firstExtension),
  q('comment endpoint spam limit', 'entity', P.firstExtension, P.apiRoutes),
  // extensionDev
  q('BootstrapContext process cronjob', 'identifier', P.extensionDev, P.architecture),
  q('delegate value between middleware', 'entity', P.middleware, P.extensionDev),
  q('laravel service provider register on boot', 'synonym', P.extensionDev, P.architecture),
  q('copy graphql and route.json files to dist', 'task', P.extensionDev, P.firstExtension),
  // moduleOverview
  q('extension priority in config', 'entity', P.moduleOverview, P.configuration),
  q('system.extensions resolve node_modules', 'identifier', P.moduleOverview, P.extensionDev),
  q('magento module directory structure', 'synonym', P.moduleOverview, P.architecture),
  q('list of core modul', 'partial', P.moduleOverview),
  q('show notice on evry storefront page', 'typo', P.moduleOverview, P.templating, P.blogExtension),
  // widgets
  q('custom section block merchants can place', 'synonym', P.widgets),
  q('registerWidget validation errors', 'entity', P.widgets),
  q('widget setings form crashes page bulder', 'typo', P.widgets),
  q('widgets disappeared after switching theme', 'question', P.widgets, P.themeOverview),
  // themeIndex
  q('change store template design', 'synonym', P.themeIndex, P.themeOverview),
  // styling
  q('change brand primary colour and border radius', 'task', P.styling),
  q('why do dark: classes follow the os color scheme', 'question', P.styling),
  q('custon font woff2 in theme', 'typo', P.styling, P.staticFiles),
  q('bg-${tone} class not generat', 'partial', P.styling),
  q('sass file for a single component', 'synonym', P.styling),
  // templating
  q('cart and account broke after replacing Base.tsx', 'question', P.templating),
  q('which compnent wins theme or extention', 'typo', P.viewSystem, P.templating),
  q('same component on category and search pa', 'partial', P.templating, P.pages),
  q('liquid templates for storefront', 'synonym', P.templating),
  // themeOverview
  q('why are component queries missing in the production theme build', 'question', P.themeOverview),
  q('theme.json placments widget_instance_uuid', 'typo', P.themeOverview),
  q('theme content export version', 'entity', P.themeOverview, P.cli),
  q('activate storefront skin', 'synonym', P.themeOverview, P.cli),
  q('theme:uninst', 'partial', P.themeOverview, P.cli),
  // viewSystem
  q('why is my component not showing in its area', 'question', P.viewSystem),
  q('hydraton error reading localStorage in render', 'typo', P.viewSystem, P.blogUpgrade),
  q('create a new area other extensions can fill', 'task', P.viewSystem),
  q('equal sortOrder in same area', 'entity', P.viewSystem),
  // ---- The REST and GraphQL API reference (writer D) ----
  // apiOverview
  q('what is the rest api rate limit per minute', 'question', P.apiOverview, P.apiRoutes),
  q('api key for rest calls', 'synonym', P.apiOverview, P.user),
  q('test rest api without a running store', 'task', P.apiOverview),
  q('eror must have required property', 'typo', P.apiOverview),
  q('list products rest endpoint', 'entity', P.apiOverview, P.product, P.graphql, P.apiRoutes),
  q('paginate graphql results page limi', 'partial', P.apiOverview, P.graphql),
  // cart
  q('run checkout from a headless frontend', 'task', P.cart),
  q('shopping basket api', 'synonym', P.cart),
  q('add delivery instructions to an ord', 'partial', P.cart),
  q('shipping cost recalculated when cart chan', 'partial', P.cart, P.shippingMethod),
  // order
  q('does cancelling an order restock the items', 'question', P.order, P.configuration),
  q('fulfillment api split order', 'synonym', P.order),
  q('when does order status become completd', 'typo', P.order, P.stripe),
  // customer
  q('custmer refesh token lifetime', 'typo', P.customer, P.apiOverview, P.configuration),
  // product
  q('clone an existing product', 'synonym', P.product),
  q('showOutOfStockProduct', 'identifier', P.product, P.configuration),
  q('related products and cross sells', 'entity', P.product),
  q('prodcut stock change event', 'typo', P.product, P.events),
  q('product custom optio', 'partial', P.product),
  // paymentMethod
  q('manual payment capture', 'synonym', P.stripe, P.paymentMethod, P.order),
  q('why is the stripe setting greyed out in admin', 'question', P.paymentMethod, P.stripe, P.configuration, P.apiOverview),
  q('cash on delivery settin', 'partial', P.paymentMethod),
  q('payment methods for zero total cart', 'entity', P.paymentMethod, P.cart, P.stripe),
  // shippingMethod
  q('set up shipping zones by country', 'task', P.shippingMethod),
  q('can i get live carrier rates at checkout', 'question', P.shippingMethod),
  q('shiping package dimensons', 'typo', P.shippingMethod),
  q('available shipping meth', 'partial', P.shippingMethod, P.cart),
  // user
  q('revoke admin api key', 'synonym', P.user, P.apiOverview),
  q('admin acess token expiry', 'typo', P.user, P.apiOverview, P.configuration),
  q('token endpoint error jwt secre', 'partial', P.apiOverview, P.user, P.configuration, P.deployment),
  // promotion
  q('give 10% off selected products', 'task', P.promotion),
  q('coupn free shiping', 'typo', P.promotion),
  // attribute
  q('layered navigation filter attribute', 'synonym', P.attribute),
  q('update select attribute options without losing ids', 'task', P.attribute),
  // category
  q('create subcategory under parent', 'task', P.category),
  q('category slug max lenght', 'typo', P.category),
  q('hide category without delet', 'partial', P.category),
  // cmsPage
  q('cms url key rejected checkout', 'entity', P.cmsPage, P.routing),
  q('cms page contnet json string', 'typo', P.cmsPage),
  q('static page slug change redirec', 'partial', P.cmsPage, P.routing),
  // variant
  q('unlink product from variant grou', 'partial', P.variant),
];
