/**
 * Set 21: a twenty-first set of developer queries, written on 2026-12-08 (forty-second session) to
 * be read from the start, as sets 8 to 20 were, after set 20's fixes.
 *
 * How these were written: by four new writers, one per docs area, from held-out 5's brief word for
 * word but for the folder (fifthHeldOut.ts says how), reading only a plain-text copy of each built
 * page (no front matter) regenerated after set 20's fixes, blind to the repository, the search, the
 * earlier sets and each other's files. Unlike the earlier sets' copies, this one holds each
 * diagram's alternative text where the diagram stands, as a screen reader reads it. They wrote 322
 * queries; the 142 that an earlier set or another writer already held were left out, unread, by a
 * script, leaving 180.
 *
 * Read from the start (`--misses=twentyFirstSet`; search/DESIGN.md, "Set 21").
 */
import {developerQuery as q, PAGES as P, type DeveloperQuery} from './developerQueries';

export const TWENTY_FIRST_SET: readonly DeveloperQuery[] = [
  // ---- The getting-started pages, the deployment guides, the Stripe guide, the blog, pricing, terms and support (writer A) ----
  // introduction
  q('list of core modules included', 'entity', P.introduction, P.architecture),
  q('can i edit merchantry code in node_modules', 'question', P.introduction),
  q('merchantry licens', 'partial', P.introduction, P.pricing, P.terms),
  // gettingStarted
  q('where should i start reading the docs', 'question', P.introduction, P.gettingStarted),
  q('three ways to instal merchantry', 'typo', P.installation, P.gettingStarted),
  // installation
  q('pnpm setup does not run my install script', 'question', P.installation),
  q('dockerfile for my store project', 'task', P.installation),
  q('update merchantry to newest version', 'synonym', P.installation, P.blogUpgrade),
  // requirements
  q('how much ram does a store need', 'question', P.requirements),
  q('sql to create merchantry database and user', 'task', P.requirements, P.aws, P.digitalocean),
  q('merchantry on windows serv', 'partial', P.requirements),
  q('check node and postgres versions before instal', 'partial', P.requirements),
  q('postgres max_connections', 'identifier', P.requirements, P.deployment),
  // deployment
  q('production config vars list', 'synonym', P.deployment, P.configuration),
  q('change insecure session cookie secret', 'task', P.deployment, P.configuration),
  q('how do i run migrations in production', 'question', P.migration, P.deployment, P.cli),
  q('store product images on s3', 'task', P.deployment, P.configuration, P.aws, P.heroku),
  q('pgbouncer transaction mode events', 'synonym', P.deployment, P.digitalocean),
  q('checks before going live', 'task', P.deployment),
  // aws
  q('host store on ec2 with nginx', 'task', P.aws),
  q('zero downtime deploy script', 'synonym', P.aws),
  q('build gets killed on t2.micro out of memmory', 'typo', P.aws, P.requirements),
  q('rotate pm2 lgos', 'typo', P.aws),
  // azure
  q('azure app service with postgres flexible server', 'entity', P.azure),
  q('git push azure but site not chaning', 'typo', P.azure),
  q('scheduled tasks stop when azure app idles', 'synonym', P.azure),
  // digitalocean
  q('fix failing health check app platform', 'task', P.digitalocean),
  q('upload images to digitalocean spaces', 'entity', P.digitalocean, P.deployment, P.configuration),
  q('digitalocen app platform create admin user', 'typo', P.digitalocean),
  // heroku
  q('R10 boot timeout first deplo', 'partial', P.heroku),
  q('background jobs stop when heroku app sleeps', 'synonym', P.heroku),
  q('heroku postgres ssl mode', 'entity', P.heroku, P.deployment, P.database),
  q('heroku password authentication failed after maintena', 'partial', P.heroku),
  q('herkou custom domain certificat', 'typo', P.heroku),
  // stripe
  q('authorize card now charge when shipping', 'synonym', P.stripe, P.paymentMethod),
  q('integrate adyen or another card processor', 'synonym', P.stripe),
  q('why does stripe trigger payment_intent.succeeded return 400', 'question', P.stripe),
  q('jpy amount zero decimal currenc', 'partial', P.stripe),
  q('payment method not showing at chekout', 'typo', P.stripe, P.paymentMethod),
  q('order_placed timing stripe payment', 'identifier', P.stripe, P.events, P.order),
  // blogExtension
  q('sitewide notice banner above header', 'synonym', P.blogExtension),
  q('example extension using cron job and graphql', 'entity', P.blogExtension),
  // blogReact19
  q('why are my defaultProps ignored', 'question', P.blogReact19, P.blogUpgrade, P.widgets),
  // blog21
  q('pin merchantry to 2.1 react 17', 'task', P.blog21),
  q('which merchantry version am i runing', 'typo', P.support, P.blog21, P.blogUpgrade),
  // pricing
  q('annual billing discou', 'partial', P.pricing),
  q('do i need a license key to self hos', 'partial', P.pricing),
  // terms
  q('can i use docs code samples in a commercial project', 'question', P.terms),
  // support
  q('what info to put in a bug report', 'question', P.support),
  q('email support privately about an order', 'task', P.support),
  // ---- The knowledge base (writer B) ----
  // knowledgeBase
  q('docs explaining how merchantry works under the hood', 'synonym', P.knowledgeBase, P.architecture),
  q('guides for events hooks and cron', 'entity', P.knowledgeBase),
  // apiRoutes
  q('why is html in my post body escaped', 'question', P.apiRoutes, P.firstExtension, P.blogExtension),
  q('route.json acess privat', 'typo', P.apiRoutes),
  q('why is my route served under /api/api', 'question', P.apiRoutes, P.routing),
  // architecture
  q('share state between web and cron process', 'task', P.architecture, P.cron),
  // cli
  q('load sample products into dev store', 'synonym', P.cli, P.installation),
  q('theme:export-content without version', 'identifier', P.cli, P.themeOverview),
  // configuration
  q('config file precedence local.json product', 'partial', P.configuration),
  q('db pasword in config file ignored', 'typo', P.configuration, P.database, P.deployment),
  q('jwt admin token expiry defualt', 'typo', P.configuration, P.apiOverview),
  q('change how long the login session lasts', 'synonym', P.configuration),
  q('add default settings for my extension config', 'task', P.configuration, P.extensionDev),
  q('why does changing catalog config do nothing', 'question', P.configuration, P.apiOverview),
  q('enviroment varables reference', 'typo', P.configuration, P.deployment),
  q('disable guest checkou', 'partial', P.configuration, P.cart),
  // cron
  q('registerJob resolve relative path throws', 'identifier', P.cron),
  q('cron schedule every monday 6:30', 'entity', P.cron),
  q('cron job runs at wrong time timezon', 'typo', P.cron),
  // dataFetching
  q('pass url query param into component graphql query', 'task', P.dataFetching),
  q('fetch data client side with urq', 'partial', P.dataFetching),
  q('widget setings in graphql variables', 'typo', P.widgets, P.dataFetching),
  // migration
  q('add column to existing extension table', 'task', P.migration),
  q('npm run migrat', 'partial', P.migration, P.cli, P.deployment),
  // database
  q('upsert row with query builder', 'synonym', P.database),
  q('pg pool max connections', 'entity', P.database, P.requirements, P.deployment, P.heroku),
  q('delete thousands of rows by id list', 'task', P.database),
  // events
  q('send email after an order is placed', 'task', P.events),
  q('emit event inside transact', 'partial', P.events),
  q('failed subscriber event retry', 'entity', P.events),
  // fastRefresh
  q('translation csv edits not showin', 'partial', P.translation, P.fastRefresh),
  q('fast refesh full page reload', 'typo', P.fastRefresh),
  // graphql
  q('admin only graphql fiel', 'partial', P.graphql),
  q('FilterInput operations nlike in nin', 'identifier', P.graphql, P.apiOverview),
  // hooks
  q('run my code after a core function', 'task', P.hooks),
  q('hookable anonymus function error', 'typo', P.hooks),
  q('addFinalProcesor priority', 'typo', P.hooks),
  // middleware
  q('pass data between middleware functions', 'task', P.middleware, P.extensionDev),
  q('run middleware on all storefront pag', 'partial', P.middleware, P.pages),
  q('laravel middleware redirect before page loads', 'synonym', P.middleware),
  // pages
  q('admin page served at /admin/admin', 'identifier', P.pages, P.routing),
  q('lowercase tsx componnet not rendered', 'typo', P.pages, P.middleware),
  q('storefront route ids and pahts', 'typo', P.pages),
  // routing
  q('product slug 404 right after save', 'entity', P.routing),
  // staticFiles
  q('theme font files public folder', 'entity', P.staticFiles, P.styling),
  q('assets folder for favicon', 'synonym', P.staticFiles),
  // translation
  q('translate storefront to french', 'task', P.translation),
  q('csv dictionary format header row', 'entity', P.translation),
  q('i18n language files location', 'synonym', P.translation),
  // ---- Extensions and themes (writer C) ----
  // moduleOverview
  q('extension load priority', 'entity', P.moduleOverview, P.configuration),
  q('when are plugins loaded at startup', 'synonym', P.moduleOverview, P.architecture),
  q('extention folder strucutre', 'typo', P.moduleOverview, P.architecture),
  // firstExtension
  q('skipEscape &amp; showing in saved text', 'identifier', P.firstExtension, P.apiRoutes),
  q('reject whitespace-only string in payload schema', 'task', P.firstExtension),
  q('product_id must be a product uuid', 'identifier', P.firstExtension),
  q('why does an integer field fail when a form posts it', 'question', P.firstExtension),
  q('expose custom tabel throught graphql', 'typo', P.graphql, P.firstExtension, P.blogExtension),
  q('add column to table after migrat', 'partial', P.migration, P.firstExtension),
  q('storefront form posting to custom api', 'entity', P.firstExtension),
  q('delete extension rows when product is deleted', 'task', P.migration, P.firstExtension),
  // extensionDev
  q('res.locals alternative between middleware', 'synonym', P.middleware, P.extensionDev),
  q('context.process cronjob event', 'identifier', P.extensionDev, P.architecture),
  q('extension naming convension vendor prefix', 'typo', P.extensionDev, P.moduleOverview),
  // widgets
  q('custom section merchants can add to any page', 'synonym', P.widgets),
  q('widgte component filename uppercase', 'typo', P.widgets),
  q('widget instances and placem', 'partial', P.widgets),
  q('widget settings schema additionalProperties', 'entity', P.widgets),
  q('why did my widgets disappear after a theme switch', 'question', P.widgets, P.themeOverview),
  // themeOverview
  q('component queries missing after swc bui', 'partial', P.themeOverview),
  q('theme:export-content needs verison', 'typo', P.themeOverview, P.cli),
  q('bundle page builder blocks with my theme', 'synonym', P.themeOverview),
  // templating
  q('what does theme:twizz copy', 'identifier', P.templating, P.cli, P.themeOverview),
  q('woocommerce style template override', 'synonym', P.templating),
  q('how do i put one component on several routes', 'question', P.templating, P.pages),
  q('overide shared componnet from theme', 'typo', P.templating, P.viewSystem),
  q('cart and account broken after overriding bas', 'partial', P.templating),
  // styling
  q('where do i put tailwind.config.js', 'question', P.styling),
  q('custon font woff2 in thme', 'typo', P.styling, P.staticFiles),
  q('dark: classes follow operating sys', 'partial', P.styling),
  q('sass file per component', 'synonym', P.styling),
  // viewSystem
  q('component not rendering in its are', 'partial', P.viewSystem),
  q('product page layout slots', 'synonym', P.viewSystem, P.pages),
  q('hydration mismach localstorage', 'typo', P.viewSystem, P.blogUpgrade),
  q('sortOrder ties in one area', 'entity', P.viewSystem),
  q('theme and extension override same component which wins', 'question', P.viewSystem, P.templating),
  // ---- The REST and GraphQL API reference (writer D) ----
  // apiOverview
  q('get admin bearer token with email and password', 'task', P.apiOverview, P.user),
  q('admin access token expir', 'partial', P.apiOverview, P.user, P.configuration),
  q('how many api calls per minute before i get a 429', 'question', P.apiOverview, P.apiRoutes),
  q('swagger spec for the rest api', 'synonym', P.apiOverview),
  q('try the api without a store sandbox tok', 'partial', P.apiOverview),
  q('graphql list filter operatons like nlike', 'typo', P.graphql, P.apiOverview),
  q('every shopper gets 429 behind load balancer', 'question', P.apiOverview, P.deployment, P.apiRoutes, P.aws, P.azure, P.digitalocean, P.heroku),
  // cart
  q('can a headless frontend check out without logging in', 'question', P.cart),
  q('only zero_checkout offered at checkout', 'identifier', P.paymentMethod, P.cart, P.stripe),
  q('aply coupon to cart', 'typo', P.cart, P.promotion),
  q('enable guest checkou', 'partial', P.configuration, P.cart),
  q('change quantiy of cart item', 'typo', P.cart),
  // order
  q('split order into multiple shipm', 'partial', P.order),
  // customer
  q('send password reset email to a shopper', 'task', P.customer),
  q('custmer adress country format', 'typo', P.customer),
  // product
  q('duplciate an existing product', 'typo', P.product),
  q('hide product from search results but keep it for sale', 'question', P.product),
  q('related products and cross sells api', 'entity', P.product),
  q('create product required fie', 'partial', P.product),
  // shippingMethod
  q('table rate shipping by weight', 'synonym', P.shippingMethod),
  q('shipping provider live rates from a carrier', 'entity', P.shippingMethod),
  q('package weight and dimensions', 'entity', P.shippingMethod),
  q('shiping method code for checkout', 'typo', P.shippingMethod, P.cart),
  q('flat rate shipping co', 'partial', P.shippingMethod),
  // paymentMethod
  q('where do i put the stripe webhook signing secret', 'question', P.paymentMethod, P.stripe),
  q('test stripe webhoks locally', 'typo', P.stripe, P.paymentMethod),
  q('paypalClientSecret', 'identifier', P.paymentMethod),
  q('authorize card now and charge later', 'synonym', P.stripe, P.paymentMethod),
  // promotion
  q('coupon for a customer group on', 'partial', P.promotion),
  q('discout code start and end date', 'typo', P.promotion),
  q('campaign landing page', 'entity', P.promotion),
  // user
  q('staff account permissions', 'synonym', P.user, P.apiOverview),
  q('delete admin us', 'partial', P.user),
  // attribute
  q('dropdown attribute with options', 'synonym', P.attribute),
  q('filterable attribute layered navigation', 'entity', P.attribute),
  q('atribute options dissapear after update', 'typo', P.attribute),
  // category
  q('create subcategory under a parent', 'task', P.category),
  q('url conflict between cms page and product', 'question', P.routing, P.category, P.cmsPage),
  // variant
  q('product variants size and grind', 'entity', P.variant),
  q('variant candidates keyword search case sensitive', 'identifier', P.variant),
  // cmsPage
  q('cms page slug rules', 'entity', P.cmsPage),
  q('change page url and keep old links working', 'task', P.cmsPage, P.routing),
  q('cms content comes back as a json string', 'entity', P.cmsPage),
  q('cms pgae draft status', 'typo', P.cmsPage),
  // attributeGroup
  q('delete attribute group used by products', 'task', P.attributeGroup),
];
