/**
 * Set 10: a tenth set of developer queries, written on 2026-12-07 (forty-first session) to be read
 * from the start, as sets 8 and 9 were, after set 9's fixes.
 *
 * How these were written: by four new writers, one per docs area, from held-out 5's brief word for
 * word but for the folder (fifthHeldOut.ts says how), reading only a plain-text copy of each built
 * page (no front matter) regenerated after set 9's fixes, blind to the repository, the search, the
 * earlier sets and each other's files. They wrote 311 queries; the 79 that an earlier set or
 * another writer already held were left out, unread, by a script, leaving 232.
 *
 * Read from the start (`--misses=tenthSet`; search/DESIGN.md, "Set 10").
 */
import {developerQuery as q, PAGES as P, type DeveloperQuery} from './developerQueries';

export const TENTH_SET: readonly DeveloperQuery[] = [
  // ---- The getting-started pages, the deployment guides, the Stripe guide, the blog, pricing, terms and support (writer A) ----
  // introduction
  q('store project directory layout', 'entity', P.introduction),
  q('run merchantry on aws lambda', 'synonym', P.requirements, P.deployment, P.introduction, P.blogMonolith, P.architecture),
  q('is merchantry open sorce licence', 'typo', P.introduction, P.pricing, P.terms),
  // getting-started
  q('install options docker or np', 'partial', P.installation, P.gettingStarted),
  q('new to merchantry where do i begi', 'partial', P.gettingStarted, P.introduction),
  // installation
  q('type commonjs npm init build fails', 'identifier', P.installation),
  q('seed demo prodcuts', 'typo', P.installation, P.cli),
  q('locked out of admin forgot password', 'synonym', P.installation, P.cli, P.user, P.deployment),
  q('dockerfile for my own sto', 'partial', P.installation),
  // system-requirements
  q('ram requirments for 10000 products', 'typo', P.requirements),
  q('what grants does the database user need', 'question', P.requirements, P.deployment),
  q('types/react overides jsx type errors', 'typo', P.requirements, P.blogReact19, P.blogUpgrade),
  q('pre-flight check scr', 'partial', P.requirements),
  q('admin panel supported browsers', 'entity', P.requirements),
  // deployment
  q('product images lost after redeploy', 'synonym', P.deployment, P.heroku, P.digitalocean, P.staticFiles, P.aws),
  q('store uploads on cloudflare r2', 'task', P.deployment, P.configuration),
  q('how many database connections does one instance open', 'question', P.deployment, P.heroku, P.digitalocean),
  q('go-live checklist for production store', 'synonym', P.deployment),
  // deploy-merchantry-to-aws
  q('host on ec2 with nginx and pm2', 'task', P.aws),
  q('rds self-signed certificate in certificate chain', 'identifier', P.aws, P.deployment, P.database),
  q('letsencrypt certifcate for ec2 shop', 'typo', P.aws),
  q('rds instance cla', 'partial', P.aws),
  q('TRUST_PROXY_HOPS behind cloudfront', 'identifier', P.aws, P.deployment),
  // deploy-merchantry-to-azure
  q('container did not respond to http pings app service', 'identifier', P.azure),
  q('ecosystem.config.js ERR_REQUIRE_ESM pm2', 'identifier', P.azure),
  q('why does git push to azure not update the site', 'question', P.azure),
  q('azure blob storage for product images', 'task', P.azure, P.deployment),
  q('azure postgres flexible server connection settings', 'entity', P.azure),
  q('deploy merchantry to azre app servce', 'typo', P.azure),
  // deploy-merchantry-to-digitalocean-app-platform
  q('digitalocean managed postgres connection port', 'entity', P.digitalocean),
  q('why do health checks fail on app platform', 'question', P.digitalocean),
  q('use do spaces for uploaded images', 'task', P.digitalocean, P.deployment),
  q('no pg_hba.conf entry no encryp', 'partial', P.digitalocean, P.aws),
  // deploy-merchantry-to-heroku
  q('split DATABASE_URL into DB_HOST and friends', 'task', P.heroku),
  q('heroku r14 memmory quota', 'typo', P.heroku),
  q('cheap heroku dyno background jobs stop running', 'synonym', P.heroku),
  q('NODE_CONFIG cookieSecret heroku config var', 'identifier', P.heroku, P.deployment),
  q('herkou R10 boot timout first deploy', 'typo', P.heroku),
  q('heroku custom domain ssl certifi', 'partial', P.heroku),
  // advanced
  q('advanced extension guides', 'entity', P.advanced),
  q('payment gateway tutorial prerequisites', 'entity', P.advanced),
  // intergrate-with-stripe-payment-gateway
  q('stripe test card numbers 3d secure', 'entity', P.stripe),
  q('stripe authorize now charge when the order ships', 'synonym', P.stripe, P.paymentMethod),
  q('partial refund stripe payment api', 'entity', P.stripe, P.paymentMethod, P.order),
  q('why is order_placed not sent when a card order is created', 'question', P.stripe, P.events, P.order),
  q('card orders stuck unpaid after checkout', 'synonym', P.stripe),
  q('system.stripe keys in config/local.json', 'identifier', P.stripe, P.configuration),
  q('stripe zero decimal curency yen amount', 'typo', P.stripe),
  q('registerPaymentMeth', 'partial', P.stripe),
  q('build my own card payment gateway extension', 'task', P.stripe),
  // blog: why-a-modular-monolith
  q('why is merchantry one app instead of microservices', 'question', P.blogMonolith),
  q('what happens when the store boots', 'question', P.blogMonolith, P.deployment, P.architecture),
  q('horizontal scaling multiple servers', 'synonym', P.blogMonolith),
  // blog: building-a-merchantry-extension
  q('store announcement bar with expiry date', 'entity', P.blogExtension),
  q('delete expired rows nightly with a cron job', 'task', P.cron, P.blogExtension),
  q('small extention example with migration and cron job', 'typo', P.blogExtension),
  // blog: merchantry-2-2-react-19
  q('defaultProps ignored react 19', 'identifier', P.blogReact19, P.blogUpgrade),
  q('react 17 to react 19 breaking chan', 'partial', P.blogReact19, P.blogUpgrade),
  // blog: upgrading-to-merchantry-2-2
  q('upgrade store from 2.1 to 2.2', 'task', P.blogUpgrade),
  q('downgrade merchantry after a bad upgrade', 'synonym', P.blogUpgrade),
  q('hydation mismatch localstorage first render', 'typo', P.blogUpgrade, P.viewSystem, P.blog21),
  // blog: merchantry-2-1-release-line
  q('pin merchantry to 2.1 to avoid an accidental upgrade', 'task', P.blog21),
  q('how do i see which merchantry version i have', 'question', P.support, P.blog21, P.blogUpgrade),
  q('merchantry 2.1 react 17 lts', 'synonym', P.blog21),
  // pricing
  q('cloud hosting plan price per month', 'entity', P.pricing),
  q('anual billing discount', 'typo', P.pricing),
  q('cancel cloud plan before rene', 'partial', P.pricing),
  // terms
  q('can i use code examples from the docs in a commercial project', 'question', P.terms),
  q('create-merchantry-app license', 'identifier', P.terms),
  // support
  q('paid support contract for self hosted store', 'synonym', P.support),
  q('merchantry discord serv', 'partial', P.support),
  // ---- The knowledge base (writer B) ----
  // knowledgeBase
  q('where can i read how merchantry works internally', 'question', P.knowledgeBase, P.architecture),
  q('developer handbook topics list', 'synonym', P.knowledgeBase),
  // apiRoutes
  q('are custom api routes private by default', 'question', P.apiRoutes, P.blogExtension),
  q('why does my api handler fail with headers already sent', 'question', P.apiRoutes),
  q('keep html in request body from being escaped', 'task', P.apiRoutes, P.firstExtension, P.blogExtension),
  q('custom endpoint error response envelope', 'entity', P.apiRoutes, P.apiOverview),
  q('payload validaton json shema for endpoint', 'typo', P.apiRoutes),
  // architecture
  q('store boot sequence steps', 'entity', P.architecture, P.moduleOverview, P.blogMonolith),
  q('in memory cache not shared betwen processes', 'typo', P.architecture),
  q('request lifecycle order of core middleware', 'entity', P.architecture),
  q('choose between a hook, an event and a processor', 'task', P.architecture, P.hooks),
  // cli
  q('seed demo data flags', 'entity', P.cli, P.installation),
  q('npm run user:create flags not pased to cli', 'typo', P.cli),
  // configuration
  q('which config file overrides default.json', 'question', P.configuration),
  q('admin setting field greyed out cannot edit', 'synonym', P.configuration, P.apiOverview, P.paymentMethod),
  q('getConfig default val', 'partial', P.configuration),
  q('databse credentails in config json', 'typo', P.configuration, P.database, P.deployment),
  q('add validated config options to my extension', 'task', P.configuration),
  q('max upload file size setting', 'entity', P.configuration),
  q('why does editing catalog config do nothing', 'question', P.configuration),
  // cron
  q('run a nightly background task', 'synonym', P.cron, P.blogExtension),
  q('registerJob resolve .ts path throws', 'identifier', P.cron),
  q('updateJobSched', 'partial', P.cron),
  // dataFetching
  q('setContextValue before buildQuery', 'identifier', P.dataFetching, P.middleware),
  q('componet gets no data with typed export const query', 'typo', P.dataFetching),
  q('fetch graphql in the browser with useQue', 'partial', P.dataFetching),
  q('pass url query parameter into a component query', 'task', P.dataFetching),
  // migration
  q('can i undo a migration that already ran', 'question', P.migration),
  q('magento db schema upgrade script equivalent', 'synonym', P.migration),
  q('migration table installed version per module', 'entity', P.migration),
  q('migration function connection PoolCli', 'partial', P.migration),
  // database
  q('DB_SSLMODE prefer unencrypted fallback', 'identifier', P.database, P.deployment),
  q('upsert on conflict query builder', 'synonym', P.database),
  q('postgres conection pool max size', 'typo', P.database, P.requirements, P.deployment, P.heroku),
  q('merchantry database tables', 'entity', P.database),
  // events
  q('magento observer for order placed', 'synonym', P.events),
  q('EventDataRegistry custom event payload type', 'identifier', P.events),
  q('what happens when a subscriber throws an error', 'question', P.events),
  q('list of events i can subscribe to', 'entity', P.events),
  q('emit an event inside a database transaction', 'task', P.events),
  // fastRefresh
  q('hot module reload not working', 'synonym', P.fastRefresh),
  q('why does my component lose its state when i save', 'question', P.fastRefresh),
  q('useEffect runs twise after edit in dev', 'typo', P.fastRefresh),
  q('error overlay in the brow', 'partial', P.fastRefresh),
  // graphql
  q('/api/admin/graphql bearer token', 'identifier', P.graphql, P.apiOverview),
  q('admin only graphql fie', 'partial', P.graphql, P.apiOverview),
  // hooks
  q('getValueSy', 'partial', P.hooks),
  q('hookable anonimous function error', 'typo', P.hooks),
  // middleware
  q('start:debug middleware timing', 'identifier', P.middleware, P.cli),
  q('how do i make one middleware run after another', 'question', P.middleware, P.extensionDev, P.firstExtension),
  q('midleware with typo in brackets never runs', 'typo', P.middleware),
  q('pass data between express middlewares', 'synonym', P.middleware, P.extensionDev),
  // pages
  q('built-in storefront route i', 'partial', P.pages),
  q('admin page rout path dubled /admin/admin', 'typo', P.pages, P.routing),
  // routing
  q('how do product slugs map to routes', 'question', P.routing),
  q('buildAbsoluteUr', 'partial', P.routing),
  q('route id with hypen not working', 'typo', P.routing, P.apiRoutes),
  q('two pages with same permalink which one wins', 'synonym', P.routing),
  // staticFiles
  q('where should robots.txt go', 'question', P.staticFiles, P.deployment),
  q('self hosted fonts in theme', 'synonym', P.staticFiles, P.styling),
  q('IMAGE_ALLOWED_HOSTS remote images', 'identifier', P.staticFiles, P.configuration, P.deployment),
  // translation
  q('change wording of a core label', 'task', P.translation),
  q('translate locale in cron jo', 'partial', P.translation, P.cron),
  q('translaton csv header row format', 'typo', P.translation),
  // ---- Extensions and themes (writer C) ----
  // moduleIndex
  q('where do i start building extensions', 'question', P.moduleIndex),
  // moduleOverview
  q('core module names list', 'entity', P.moduleOverview),
  q('extention name conflicts with core module', 'typo', P.moduleOverview, P.extensionDev),
  // firstExtension
  q('how do i add a column after the migration already ran', 'question', P.migration, P.firstExtension),
  q('why is & saved as &amp; by my endpoint', 'question', P.firstExtension, P.apiRoutes),
  q('why does my form fail an integer payload schema', 'question', P.firstExtension),
  q('comment form on product pa', 'partial', P.firstExtension),
  q('link to api endpoint from component without hardcoding path', 'task', P.firstExtension, P.pages),
  q('build extenson for producton', 'typo', P.firstExtension, P.extensionDev),
  q('product comments rest endpoint', 'entity', P.firstExtension),
  // extensionDev
  q('pnpm workspace extensions not instaled', 'typo', P.extensionDev),
  q('extension package.json type modu', 'partial', P.extensionDev, P.moduleOverview),
  q('request delegates between middleware', 'entity', P.middleware, P.extensionDev),
  q('bootstrap context fields', 'entity', P.extensionDev, P.architecture),
  // widgets
  q('why does the page builder crash on my widget settings', 'question', P.widgets),
  q('shopify style sections merchants can configure', 'synonym', P.widgets),
  q('widgit setting form fields', 'typo', P.widgets),
  q('widget instance placem', 'partial', P.widgets),
  q('widget default settings', 'entity', P.widgets),
  q('change a widget registered by another extension', 'task', P.widgets),
  // themeIndex
  q('storefront skin customization', 'synonym', P.themeIndex, P.themeOverview),
  q('should i use a theme or an extension', 'question', P.themeIndex, P.moduleOverview, P.themeOverview),
  // themeOverview
  q('why are theme widgets missing after changing system.theme', 'question', P.themeOverview),
  q('swc build loses export const query', 'identifier', P.themeOverview),
  q('export theme contnet to theme.json', 'typo', P.themeOverview, P.cli),
  q('npx merchantry theme:cre', 'partial', P.themeOverview, P.cli),
  q('wordpress child theme', 'synonym', P.themeOverview, P.templating),
  // templating
  q('override the storefront header', 'task', P.templating),
  q('overide footer componnet', 'typo', P.templating),
  q('customize storefront liquid templates', 'synonym', P.templating),
  q('theme file for product pa', 'partial', P.templating),
  // styling
  q('change primary color and border radius', 'task', P.styling),
  q('why does my storefront go dark with os dark mode', 'question', P.styling),
  q('add custom font to theme', 'task', P.styling, P.staticFiles),
  q('tailwind bg-${tone} class not generated', 'identifier', P.styling),
  q('scss next to componant', 'typo', P.styling),
  q('themeConfig.headTags.li', 'partial', P.styling),
  q('design tokens css variables', 'entity', P.styling),
  // viewSystem
  q('see which area ids are on a page', 'task', P.viewSystem),
  q('add new slot to product page', 'synonym', P.viewSystem),
  q('productPageMidd', 'partial', P.viewSystem, P.pages),
  q('components with equal sortOrder', 'entity', P.viewSystem),
  q('storefront layout aeras list', 'typo', P.viewSystem, P.pages),
  // ---- The REST and GraphQL API reference (writer D) ----
  // apiOverview
  q('why does my customer token get a 401 on admin endpoints', 'question', P.apiOverview),
  q('must have required property', 'identifier', P.apiOverview),
  q('download openapi spec for the rest api', 'task', P.apiOverview),
  q('api key for server to server integration', 'synonym', P.apiOverview, P.user),
  q('rest api authentcation bearer tokn', 'typo', P.apiOverview),
  q('try endpoints in the sandb', 'partial', P.apiOverview),
  q('X-Locale header for api requests', 'identifier', P.apiOverview, P.translation, P.routing),
  q('refresh expired admin token automatically in a node script', 'task', P.apiOverview),
  q('Cannot query field on type Query admin graphql', 'identifier', P.apiOverview, P.graphql),
  // attribute
  q('dropdown product attribute with choices', 'synonym', P.attribute),
  q('update attribute options without losing existing opti', 'partial', P.attribute),
  q('delete atribute removes product values', 'typo', P.attribute),
  // attributeGroup
  q('list attribute groups with graphql', 'task', P.attributeGroup, P.apiOverview),
  q('attribute group rename api', 'entity', P.attributeGroup),
  // cart
  q('how do i place an order from a cart over rest', 'question', P.cart, P.order),
  q('get shipping options for a cart before checkout', 'task', P.cart, P.shippingMethod),
  q('updte cart item quantaty', 'typo', P.cart),
  q('delivery instructions field at checkout', 'synonym', P.cart),
  q('guest checkout setti', 'partial', P.configuration, P.cart),
  // category
  q('create subcategory under a parent category', 'task', P.category),
  q('why does the category url not change right after i update url_key', 'question', P.category, P.routing, P.events),
  q('remove product from categry', 'typo', P.category),
  // cmsPage
  q('which page wins when two have the same slug', 'question', P.routing, P.category, P.cmsPage),
  q('cms page url key validation', 'entity', P.cmsPage),
  q('create an about us content page with the api', 'task', P.cmsPage),
  q('cmsPage content returned as string', 'identifier', P.cmsPage),
  q('old url redirect after changing page slu', 'partial', P.cmsPage, P.routing),
  // customer
  q('customer signup endpoint', 'synonym', P.customer),
  q('send password reset email to a customer', 'task', P.customer),
  q('custommer adress book api', 'typo', P.customer),
  q('customer metafie', 'partial', P.customer),
  // order
  q('partially_shipped shipment_status', 'identifier', P.order),
  q('cash on delivry capture', 'typo', P.order),
  // paymentMethod
  q('stripe webhook endpoint url', 'entity', P.paymentMethod, P.stripe),
  q('authorize now capture later card payments', 'synonym', P.stripe, P.paymentMethod, P.order),
  q('paypal client id setting name', 'entity', P.paymentMethod),
  q('paymnet methods availble for cart', 'typo', P.paymentMethod, P.cart),
  q('why does my cart only offer zero_checkout', 'question', P.paymentMethod, P.cart, P.stripe),
  // product
  q('what fields are required to create a product', 'question', P.product),
  q('downloadable product without shipping', 'synonym', P.product),
  q('hide product from search but keep it enabl', 'partial', P.product),
  q('prodcut price update', 'typo', P.product, P.apiOverview),
  // promotion
  q('why is my coupon rejected with a 400', 'question', P.promotion, P.cart),
  q('landng page campain', 'typo', P.promotion),
  q('free shipping discount co', 'partial', P.promotion),
  // shippingMethod
  q('shipping zones api', 'entity', P.shippingMethod),
  q('flat rate shiping cost', 'typo', P.shippingMethod),
  q('parcel dimensions for shipping quo', 'partial', P.shippingMethod),
  // user
  q('refesh admin acess token', 'typo', P.user, P.apiOverview),
  q('revoke admin api acce', 'partial', P.user, P.apiOverview),
  q('admin access token lifetime', 'entity', P.user, P.apiOverview, P.configuration),
  // variant
  q('size and color variations', 'synonym', P.variant),
  q('how many options can a variant group have', 'question', P.variant),
  q('GET /api/variants keyword search', 'identifier', P.variant),
];
