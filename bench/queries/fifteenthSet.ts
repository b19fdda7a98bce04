/**
 * Set 15: a fifteenth set of developer queries, written on 2026-12-07 (forty-first session) to be
 * read from the start, as sets 8 to 14 were, after set 14's fixes.
 *
 * How these were written: by four new writers, one per docs area, from held-out 5's brief word for
 * word but for the folder (fifthHeldOut.ts says how), reading only a plain-text copy of each built
 * page (no front matter) regenerated after set 14's fixes, blind to the repository, the search, the
 * earlier sets and each other's files. They wrote 324 queries; the 107 that an earlier set or
 * another writer already held were left out, unread, by a script, leaving 217.
 *
 * Read from the start (`--misses=fifteenthSet`; search/DESIGN.md, "Set 15").
 */
import {developerQuery as q, PAGES as P, type DeveloperQuery} from './developerQueries';

export const FIFTEENTH_SET: readonly DeveloperQuery[] = [
  // ---- The getting-started pages, the deployment guides, the Stripe guide, the blog, pricing, terms and support (writer A) ----
  // introduction
  q('which modules come with merchantry core', 'question', P.introduction, P.moduleOverview),
  q('zero total order payment method', 'entity', P.paymentMethod, P.cart, P.introduction),
  q('can i deploy merchantry on vercel', 'synonym', P.requirements, P.deployment, P.introduction, P.architecture, P.blogMonolith),
  q('changes in node_modules dissapeared', 'typo', P.introduction),
  // gettingStarted
  q('ways to install merchantry', 'entity', P.installation, P.gettingStarted),
  // installation
  q('try merchantry in docker without installing node', 'task', P.installation),
  q('ADMIN_PASSWORD unattended install', 'identifier', P.installation, P.cli, P.configuration),
  q('why does npm init -y break the build', 'question', P.installation),
  q('pnpm setup doesnt run merchantry inst', 'partial', P.installation),
  q('load sample data into dev store', 'synonym', P.installation, P.cli),
  q('dockerfile for my stroe project', 'typo', P.installation),
  q('upgrade merchantry to latest vers', 'partial', P.installation, P.blogUpgrade),
  // requirements
  q('postgres user grants for migrat', 'partial', P.requirements, P.deployment),
  q('why do i get ReactNode type errors in dev', 'question', P.requirements, P.blogReact19, P.blogUpgrade),
  q('supported browsers for admin pan', 'partial', P.requirements),
  q('script to check node and postgres versions', 'task', P.requirements),
  // deployment
  q('store uploads in cloudflare r2', 'task', P.deployment, P.configuration),
  q('how do migrations run in production without a migrate command', 'question', P.migration, P.deployment, P.cli, P.architecture),
  q('database connections per store instance', 'entity', P.deployment, P.digitalocean, P.heroku),
  // aws
  q('rds master user cant create databse', 'typo', P.aws),
  q('keep store runing after ec2 reboot', 'typo', P.aws),
  q('revert bad deploy on ec2', 'synonym', P.aws),
  q('certbot https ngin', 'partial', P.aws),
  // azure
  q('why does azure say container did not respond to http pings', 'question', P.azure),
  q('deploy main branch with azure local git', 'task', P.azure),
  q('map azure postgres settings to DB_ variables', 'task', P.azure),
  q('background tasks stop when azure app idles', 'synonym', P.azure),
  q('pg_trgm not allow-listed on azure', 'identifier', P.azure),
  // digitalocean
  q('app platform readiness probe fails on first deploy', 'synonym', P.digitalocean),
  q('host store on digitalocean app plat', 'partial', P.digitalocean),
  // heroku
  q('split heroku DATABASE_URL into db env vars', 'task', P.heroku),
  q('eco dyno scheduled jobs', 'entity', P.heroku),
  q('heroku rotated database credentials', 'entity', P.heroku),
  q('herkou create first admin user', 'typo', P.heroku),
  // advanced
  q('what to learn before building a payment extension', 'question', P.advanced),
  // stripe
  q('strip test card numbrs', 'typo', P.stripe),
  q('authorize card now capture on shipment', 'task', P.stripe, P.paymentMethod),
  q('why are orders still pending after paying with stripe', 'question', P.stripe),
  q('add my own card processor as a payment method', 'synonym', P.stripe),
  q('stripe amount in cents for yen', 'entity', P.stripe),
  q('custom payment method not showing at check', 'partial', P.stripe),
  q('set stripe secret key in config file', 'task', P.stripe, P.configuration, P.paymentMethod),
  // blogMonolith
  q('why is merchantry one app and not microservices', 'question', P.blogMonolith),
  q('modular monolit tradeoffs', 'typo', P.blogMonolith),
  q('plugin crash takes down whole shop', 'synonym', P.blogMonolith),
  // blogExtension
  q('scheduled announcement bar with start and end date', 'task', P.blogExtension),
  q('nightly cleanup of expired records', 'synonym', P.cron, P.blogExtension),
  q('why is & in my url field escaped', 'question', P.apiRoutes, P.blogExtension, P.firstExtension),
  // blogReact19
  q('merchantry 2.2 release notes', 'entity', P.blogReact19),
  // blog21
  q('pin merchantry to 2.1 and avoid upgrading', 'task', P.blog21),
  // pricing
  q('cloud hostng price per month', 'typo', P.pricing),
  q('cancel cloud plan before renew', 'partial', P.pricing),
  // terms
  q('can i reuse code examples from the docs commercially', 'question', P.terms),
  // support
  q('what to include in a bug repor', 'partial', P.support),
  // ---- The knowledge base (writer B) ----
  // knowledgeBase
  q('how merchantry works under the hood', 'synonym', P.knowledgeBase, P.architecture),
  q('developer reference topics overv', 'partial', P.knowledgeBase),
  // apiRoutes
  q('why does my json field arrive html escaped', 'question', P.apiRoutes),
  q('make an endpoint publc without login', 'typo', P.apiRoutes),
  q('custom error message for payload validati', 'partial', P.apiRoutes),
  q('laravel controller for a post request', 'synonym', P.apiRoutes),
  // architecture
  q('processor vs hook vs event which to use', 'entity', P.architecture, P.hooks),
  q('core middleware chain ordr', 'typo', P.architecture),
  // cli
  q('npm run seed -- --all', 'identifier', P.cli, P.installation),
  q('why are my flags not passed through npm run', 'question', P.cli),
  q('artisan style console commands', 'synonym', P.cli),
  q('create admin usr from comand line', 'typo', P.cli, P.deployment, P.user),
  q('verbose middleware timing lo', 'partial', P.cli, P.middleware),
  // configuration
  q('config file precedence default production loc', 'partial', P.configuration),
  q('session cookieSecret placeholder', 'identifier', P.configuration, P.deployment),
  q('MERCHANTRY_HOME_URL malformed boot fails', 'identifier', P.configuration, P.installation, P.deployment),
  q('enviroment variables referance', 'typo', P.configuration, P.deployment),
  // cron
  q('run a cleanup task every night', 'task', P.cron, P.blogExtension),
  q('registerJob resolve path throws', 'identifier', P.cron),
  q('wp-cron style scheduled tasks', 'synonym', P.cron),
  q('cron job runs at the wrong hour', 'question', P.cron),
  q('cron expresion every monday mornin', 'typo', P.cron),
  // dataFetching
  q('why does my component receive no data from its query', 'question', P.dataFetching),
  q('fetch graphql in the browser with urql useQu', 'partial', P.dataFetching),
  q('widget settings graphql variables', 'entity', P.dataFetching, P.widgets),
  // migration
  q('is there a migrate comm', 'partial', P.migration, P.cli, P.deployment),
  q('schema migrations like rails or knex', 'synonym', P.migration),
  q('what happens when a migraton fails at boot', 'typo', P.migration),
  // database
  q('upsert row with the query builder', 'entity', P.database),
  q('orm like eloquent or prisma', 'synonym', P.database),
  q('how many connections does the db pool allow', 'question', P.database, P.deployment),
  q('postgres parameter limit with a large IN list', 'entity', P.database),
  q('paginate select results limit offs', 'partial', P.database),
  // events
  q('emit event in the same transac', 'partial', P.events),
  q('EventDataRegistry custom event payload', 'identifier', P.events),
  q('does a failed subscriber retry the event', 'question', P.events),
  q('list of core evnts', 'typo', P.events),
  // fastRefresh
  q('hot module replacement keeps component state', 'synonym', P.fastRefresh),
  q('live relaod not working in dev', 'typo', P.fastRefresh),
  q('fast refresh class component state', 'entity', P.fastRefresh),
  // graphql
  q('hide a graphql field from the storefront api', 'task', P.graphql),
  q('graphql filter operations and paging keys', 'entity', P.graphql, P.apiOverview),
  q('graphql resolvr context pool', 'typo', P.graphql),
  // hooks
  q('wordpress filters and actions equivalent', 'synonym', P.hooks),
  q('registry value names like cartFie', 'partial', P.hooks),
  q('hookable with arrow functon throws', 'typo', P.hooks),
  // middleware
  q('setDelegate write once', 'identifier', P.middleware, P.extensionDev),
  q('my middleware never runs', 'question', P.middleware),
  q('middleware for every storefront page', 'entity', P.middleware, P.pages),
  q('request hangs until timeout middlware', 'typo', P.middleware),
  // pages
  q('create a new storefront page at a custom url', 'task', P.pages),
  q('page layout regions for header footer and product page', 'synonym', P.pages, P.viewSystem),
  q('storefront route ids and pat', 'partial', P.pages),
  // routing
  q('build an absolute url for an email link', 'task', P.routing),
  q('permalinks for products', 'synonym', P.routing),
  // staticFiles
  q('theme public folder asets not updating', 'typo', P.staticFiles),
  q('serve font files from a theme', 'task', P.staticFiles, P.styling),
  // translation
  q('change the wording of a core button label', 'task', P.translation),
  q('csv dictionary two columns format', 'entity', P.translation),
  q('i18n localisation', 'synonym', P.translation),
  q('supported languags list', 'typo', P.translation),
  q('translate() locale in a cron job or subscriber', 'identifier', P.translation),
  q('api request language header', 'entity', P.apiOverview, P.translation, P.routing),
  // ---- Extensions and themes (writer C) ----
  // moduleIndex
  q('writing addons for merchantry', 'synonym', P.moduleIndex),
  // firstExtension
  q('add customer comments to product page', 'task', P.firstExtension),
  q('step by step plugin tutorial', 'synonym', P.firstExtension, P.blogExtension),
  q('why does a form number field fail payload schema validation', 'question', P.firstExtension),
  q('Version-1.0.0.ts add column later', 'identifier', P.migration, P.firstExtension),
  q('productComment.listSize', 'identifier', P.firstExtension),
  q('post coment form on prodct page', 'typo', P.firstExtension),
  q('product comments graphql resolver', 'entity', P.firstExtension),
  q('check product exists before saving comm', 'partial', P.firstExtension),
  // extensionDev
  q('install extension dependencies with npm workspaces', 'task', P.extensionDev, P.firstExtension),
  q('pnpm workspace extention deps not instaled', 'typo', P.extensionDev),
  q('why is route.json missing from dist after tsc', 'question', P.extensionDev, P.firstExtension),
  q('extension service provider boot registration', 'synonym', P.extensionDev, P.architecture),
  q('npm run build --workspaces --if-pres', 'partial', P.extensionDev, P.firstExtension),
  q('extension bootstrap context object', 'entity', P.extensionDev, P.architecture),
  // moduleOverview
  q('migrations/ folder ignored', 'identifier', P.migration, P.moduleOverview),
  q('core module names extension cannot use', 'entity', P.moduleOverview),
  q('plugin directory structure', 'synonym', P.moduleOverview, P.architecture),
  q('disable extension without remov', 'partial', P.moduleOverview),
  q('extention lifecyle bootstrap lock', 'typo', P.moduleOverview),
  // widgets
  q('custom section merchants drag into page builder', 'synonym', P.widgets),
  q('getWidgetSetting default value', 'identifier', P.widgets, P.dataFetching),
  q('page builder crashes when opening widget settings', 'question', P.widgets),
  q('widgit preveiw component', 'typo', P.widgets),
  q('widget_instance widget_placem', 'partial', P.widgets),
  q('widget default settings json schema', 'entity', P.widgets),
  q('modify a widget registered by another module', 'task', P.widgets),
  // themeIndex
  q('should i build a theme or an extension', 'question', P.themeIndex, P.moduleOverview, P.introduction, P.themeOverview),
  // styling
  q('brand colour design tokens', 'entity', P.styling),
  q('why do dark: classes follow the os colour scheme', 'question', P.styling),
  q('dynamic tailwind clases not generatd', 'typo', P.styling),
  // templating
  q('edit product page template like shopify liquid', 'synonym', P.templating),
  q('overide footer compnent in theme', 'typo', P.templating),
  q('theme route ids productView categoryVi', 'partial', P.templating, P.pages),
  // themeOverview
  q('component query missing after theme build with swc', 'question', P.themeOverview),
  q('theme.json widgets and placements', 'entity', P.themeOverview),
  q('theme:export-conent version required', 'typo', P.themeOverview, P.cli),
  q('scaffold a new theme with theme:cre', 'partial', P.themeOverview, P.cli),
  // viewSystem
  q('component with layout export not rendering', 'question', P.viewSystem),
  q('storefront area ids list', 'entity', P.viewSystem, P.pages),
  q('Area component noOuter wrapper props', 'identifier', P.viewSystem),
  q('hydration mismatch when reading localStorage', 'question', P.viewSystem, P.blogUpgrade, P.blog21),
  q('add a new layout slot other extensions can fill', 'synonym', P.viewSystem),
  q('area debug overlya', 'typo', P.viewSystem),
  q('components rendered twice in one are', 'partial', P.viewSystem, P.templating),
  // ---- The REST and GraphQL API reference (writer D) ----
  // apiOverview
  q('why do all clients get 429 behind a proxy', 'question', P.apiOverview, P.deployment, P.apiRoutes, P.aws, P.heroku, P.digitalocean, P.azure),
  q('test rest api without running a store', 'task', P.apiOverview),
  q('page through graphql results with limit', 'task', P.apiOverview, P.graphql),
  q('api authentcation bearer tokn', 'typo', P.apiOverview, P.user),
  q('api error response envel', 'partial', P.apiOverview, P.apiRoutes),
  q('should i send the uuid or numeric id as product_id', 'question', P.apiOverview),
  q('download openapi spec', 'entity', P.apiOverview),
  // cart
  q('checkout flow for headless frontend', 'task', P.cart),
  q('add itme to cart api', 'typo', P.cart),
  q('change basket line quantity', 'synonym', P.cart),
  q('allow guest checkout without account', 'task', P.configuration, P.cart),
  q('what does a cart need before placing the order', 'question', P.cart),
  q('save delivery instructions on ca', 'partial', P.cart),
  // order
  q('cancel order and put stock back', 'task', P.order),
  q('shipment_status partially_shipped', 'identifier', P.order),
  q('refund strpe paymnet', 'typo', P.stripe, P.order, P.paymentMethod),
  q('when does order_placed fire for cash on delivery', 'question', P.order, P.events, P.stripe),
  q('cash on delivery capture endpoint', 'entity', P.order),
  // shippingMethod
  q('weight based shipping rate', 'entity', P.shippingMethod),
  q('real-time carrier rates at checkout', 'synonym', P.shippingMethod),
  q('choose shiping metod for cart', 'typo', P.shippingMethod, P.cart),
  q('shipping zone by provin', 'partial', P.shippingMethod),
  // customer
  q('how many registration attempts per ip', 'question', P.customer, P.apiOverview, P.apiRoutes),
  q('send password reset email to customer', 'task', P.customer),
  q('sign in shopper from mobile app', 'synonym', P.customer, P.apiOverview),
  // product
  q('sell gift card without shipping', 'task', P.product),
  q('event when stock chang', 'partial', P.product, P.events),
  q('hide product from search but keep it buyable', 'question', P.product),
  q('cross sell products api', 'entity', P.product),
  q('show out of stock prod', 'partial', P.product, P.configuration),
  q('product add-ons with extra price', 'synonym', P.product),
  q('product create required fields', 'entity', P.product),
  // paymentMethod
  q('get available payment methods for cart', 'task', P.paymentMethod, P.cart),
  q('why is a payment setting read only in admin', 'question', P.paymentMethod, P.configuration, P.stripe, P.apiOverview),
  q('stripe payment intnet client secret', 'typo', P.paymentMethod, P.stripe),
  // promotion
  q('bogo discount code', 'synonym', P.promotion),
  q('coupon for specific customer group', 'entity', P.promotion),
  q('apply cupon code to cart', 'typo', P.promotion, P.cart),
  // user
  q('can i create admin users through the rest api', 'question', P.user, P.cli),
  q('turn admin session cookie into bearer token', 'task', P.user, P.apiOverview),
  q('refresh admin tok', 'partial', P.user, P.apiOverview),
  // attribute
  q('create dropdown attribute with options', 'synonym', P.attribute),
  q('can attribute_code be changed later', 'question', P.attribute),
  q('update atribute opitons', 'typo', P.attribute),
  // attributeGroup
  q('list attribute grou', 'partial', P.attributeGroup, P.apiOverview),
  // category
  q('assign product to categroy api', 'typo', P.category),
  q('two pages with the same url which wins', 'question', P.routing, P.category, P.cmsPage),
  q('category_deleted event', 'identifier', P.category, P.events),
  // cmsPage
  q('static about us page', 'synonym', P.cmsPage),
  q('change cms page slug keep old links working', 'task', P.cmsPage, P.routing),
  q('cms paeg content json format', 'typo', P.cmsPage),
  // variant
  q('variant attribute limit', 'entity', P.variant, P.attribute),
  q('unlink product from varient group', 'typo', P.variant),
  q('/api/variants?keyword=', 'identifier', P.variant),
  q('product variants', 'entity', P.variant),
];
