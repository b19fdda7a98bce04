/**
 * Set 16: a sixteenth set of developer queries, written on 2026-12-08 (forty-second session) to be
 * read from the start, as sets 8 to 15 were, after set 15's fixes.
 *
 * How these were written: by four new writers, one per docs area, from held-out 5's brief word for
 * word but for the folder (fifthHeldOut.ts says how), reading only a plain-text copy of each built
 * page (no front matter) regenerated after set 15's fixes, blind to the repository, the search, the
 * earlier sets and each other's files. They wrote 324 queries; the 132 that an earlier set or
 * another writer already held were left out, unread, by a script, leaving 192.
 *
 * Read from the start (`--misses=sixteenthSet`; search/DESIGN.md, "Set 16").
 */
import {developerQuery as q, PAGES as P, type DeveloperQuery} from './developerQueries';

export const SIXTEENTH_SET: readonly DeveloperQuery[] = [
  // ---- The getting-started pages, the deployment guides, the Stripe guide, the blog, pricing, terms and support (writer A) ----
  // introduction
  q('what license is merchantry released under', 'question', P.introduction, P.pricing, P.terms),
  q('checkout a free order with nothing to pay', 'synonym', P.paymentMethod, P.introduction, P.cart),
  q('what is merchan', 'partial', P.introduction),
  // gettingStarted
  q('ways to install merchantry locally', 'task', P.installation, P.gettingStarted),
  // installation
  q('install merchantry with docker compose', 'task', P.installation),
  q('ADMIN_PASSWORD unattended inst', 'partial', P.installation, P.cli, P.configuration),
  q('type commonjs after npm init breaks build', 'identifier', P.installation),
  q('dockerfile for my own store proj', 'partial', P.installation),
  q('admin password minimum length', 'entity', P.installation, P.cli, P.configuration),
  // requirements
  q('memory requirements for 10000 products', 'entity', P.requirements),
  q('.nvmrc node version', 'identifier', P.requirements),
  q('ReactNode jsx type errors @types/react 18', 'identifier', P.requirements, P.blogReact19, P.blogUpgrade, P.fastRefresh),
  q('check postgres server versi', 'partial', P.requirements),
  q('host on vercel or aws lambda', 'synonym', P.requirements, P.deployment, P.introduction, P.architecture, P.blogMonolith),
  q('create utf8 postgres databse for store', 'typo', P.requirements, P.aws, P.digitalocean),
  // deployment
  q('environment variables needed in production', 'entity', P.deployment, P.configuration),
  q('why do all shoppers get 429 behind a proxy', 'question', P.deployment, P.apiOverview, P.apiRoutes, P.aws, P.azure, P.digitalocean, P.heroku),
  q('cloudflare r2 for product images', 'synonym', P.deployment, P.configuration),
  q('how many db conections per instance', 'typo', P.deployment, P.digitalocean, P.heroku),
  q('production launch checkl', 'partial', P.deployment),
  // aws
  q('certbot letsencrypt ngnix', 'typo', P.aws),
  q('pm2 log rotat', 'partial', P.aws),
  // azure
  q('WEBSITES_PORT app servce', 'typo', P.azure),
  q('extension pg_trgm is not allow-listed', 'identifier', P.azure),
  q('azure blob storag', 'partial', P.azure, P.deployment),
  q('background tasks stop when site is idle', 'synonym', P.azure, P.heroku),
  // digitalocean
  q('why does app platform deploy fail health checks', 'question', P.digitalocean),
  // heroku
  q('heroku boot timeout on first deploy', 'entity', P.heroku),
  q('herokuu password authentication failed after maintainance', 'typo', P.heroku),
  q('heroku ephemeral filesystem uploads', 'synonym', P.heroku, P.deployment),
  // advanced
  q('what to learn before building a payment integration', 'question', P.advanced),
  q('advanced guid', 'partial', P.advanced),
  // stripe
  q('charge the card later when the order ships', 'synonym', P.stripe, P.paymentMethod, P.order),
  q('write my own payment gateway extension', 'task', P.stripe),
  q('why are stripe key fields read only in admin', 'question', P.stripe, P.configuration, P.paymentMethod),
  q('strpie webhook signing secret', 'typo', P.stripe, P.paymentMethod),
  // blogMonolith
  q('modulr monolith', 'typo', P.blogMonolith, P.architecture),
  // blogExtension
  q('site-wide announcement banner above header', 'task', P.blogExtension),
  q('activeAnnouncements', 'identifier', P.blogExtension),
  q('delete expired rows every night', 'synonym', P.cron, P.blogExtension),
  // blogReact19
  q('whats new in 2.2', 'question', P.blogReact19),
  q('defaultProps ignored in react 1', 'partial', P.blogReact19, P.blogUpgrade, P.widgets),
  q('express graphql node versions in 2.2', 'entity', P.blogReact19),
  // blogUpgrade
  q('upgrade store from react 17 to 19', 'task', P.blogUpgrade),
  q('downgrade after failed upgrade', 'synonym', P.blogUpgrade),
  q('find components using legacy react ap', 'partial', P.blogUpgrade),
  // blog21
  q('keep store on 2.1 prevent upgrade', 'task', P.blog21),
  // terms
  q('website acceptable use polic', 'partial', P.terms),
  // support
  q('contact team privately about an invoice', 'task', P.support),
  // ---- The knowledge base (writer B) ----
  // knowledgeBase
  q('overview of all developer concept guides', 'synonym', P.knowledgeBase),
  q('guide index for cron events hooks and middleware', 'entity', P.knowledgeBase),
  // apiRoutes
  q('route.json access key default private', 'identifier', P.apiRoutes),
  q('why does html in my post body arrive escaped', 'question', P.apiRoutes, P.firstExtension),
  q('custom eror message json schema payload', 'typo', P.apiRoutes),
  q('rest api response envel', 'partial', P.apiRoutes, P.apiOverview),
  // architecture
  q('order of core middleware for each request', 'entity', P.architecture),
  q('plugin extension points overview', 'synonym', P.architecture, P.blogMonolith),
  q('boot sequence when does bootstrap r', 'partial', P.architecture, P.moduleOverview, P.blogMonolith),
  // cli
  q('npm run seed --widgets flag', 'identifier', P.cli),
  q('create admin user from the command line', 'task', P.cli, P.user, P.deployment),
  q('reset admin pasword cli', 'typo', P.cli, P.user, P.installation, P.deployment),
  q('artisan commands equivalent', 'synonym', P.cli),
  // configuration
  q('env variable vs admin setting precedence', 'entity', P.configuration, P.apiOverview),
  q('config file load order default production local', 'entity', P.configuration, P.deployment),
  q('add options with defaults for my extension', 'task', P.configuration, P.extensionDev),
  q('config.get trows when key is mising', 'typo', P.configuration),
  q('jwt token expiry environment varia', 'partial', P.configuration, P.apiOverview),
  q('custom order statuses config', 'entity', P.configuration, P.order),
  q('edited catalog config but admin value still used', 'question', P.configuration, P.apiOverview),
  // cron
  q('registerJob resolve must be absolute js path', 'identifier', P.cron),
  q('cron expression every monday 6:30', 'entity', P.cron),
  q('chnage sitemap generation schedule', 'typo', P.cron, P.configuration),
  // migration
  q('rake db:migrate equivalent', 'synonym', P.migration, P.cli, P.deployment),
  q('migrtion not running migrations folder', 'typo', P.migration, P.moduleOverview),
  q('migration runs inside transacti', 'partial', P.migration),
  // database
  q('self-signed certificate in certificate chain postgres', 'identifier', P.database, P.deployment, P.aws, P.digitalocean, P.heroku),
  q('commit or roll back several inserts together', 'task', P.database),
  q('upsert with the query builder', 'entity', P.database),
  q('postgres paramter limit huge IN list', 'typo', P.database),
  q('query builder left jo', 'partial', P.database),
  // events
  q('order_placed with stripe when does it fire', 'identifier', P.events, P.stripe, P.order),
  q('subscriber eror event still deleted', 'typo', P.events),
  q('event subscriber delay polling interval', 'entity', P.events),
  // fastRefresh
  q('hot reload resets component state', 'synonym', P.fastRefresh),
  q('why does the page fully reload when i save a file', 'question', P.fastRefresh),
  q('fast refersh not working after editing bootstrap', 'typo', P.fastRefresh),
  // graphql
  q('n+1 problem resolvers', 'synonym', P.graphql),
  q('.graphql files missing in producton', 'typo', P.graphql, P.extensionDev, P.firstExtension),
  q('storefront graphql endpoi', 'partial', P.graphql, P.apiOverview),
  // hooks
  q('run code after changePaymentStatus', 'identifier', P.hooks, P.architecture, P.stripe),
  q('let other extensions change a computed value', 'task', P.hooks, P.extensionDev),
  q('addFinalProcess', 'partial', P.hooks),
  // middleware
  q('request interceptor for every storefront page', 'synonym', P.middleware),
  q('redirect from middleware and set a cook', 'partial', P.middleware),
  q('what is a passive middleware', 'question', P.middleware, P.apiRoutes, P.extensionDev),
  // pages
  q('nextjs pages folder equivalent', 'synonym', P.pages, P.routing),
  q('componnet not rendered lowercase file name', 'typo', P.pages, P.middleware),
  // routing
  q('build a url for a route in code', 'task', P.routing),
  q('locale prefix /fr not transalting', 'typo', P.routing, P.translation),
  q('route id naming rul', 'partial', P.routing, P.apiRoutes),
  // staticFiles
  q('where do i put a google verification html file', 'question', P.staticFiles),
  q('web root folder for static assets', 'synonym', P.staticFiles),
  q('IMAGE_ALLOWED_HOST remote imges', 'typo', P.staticFiles, P.configuration, P.deployment),
  // translation
  q('change wording of a core button label', 'task', P.translation),
  q('translate() locale in a cron job', 'identifier', P.translation, P.cron),
  q('hydraton mismatch _() module scope', 'typo', P.translation, P.pages, P.viewSystem, P.templating),
  q('which languages are supported out of the bo', 'partial', P.translation),
  q('does a translation csv need a header row', 'question', P.translation),
  // ---- Extensions and themes (writer C) ----
  // moduleIndex
  q('getting started writing plugins', 'synonym', P.moduleIndex, P.moduleOverview),
  // firstExtension
  q('add product reviews to product page tutorial', 'synonym', P.firstExtension),
  q('why does my comment show &amp; instead of &', 'question', P.firstExtension, P.apiRoutes),
  q('why does the payload schema reject my form\'s product id', 'question', P.firstExtension),
  q('edit Version-1.0.0.ts after it already ran', 'identifier', P.migration, P.firstExtension),
  q('product comments extens', 'partial', P.firstExtension),
  q('show custom graphql data on product page', 'task', P.firstExtension, P.dataFetching),
  q('foriegn key to product table on delete cascade', 'typo', P.firstExtension, P.migration),
  q('rate limit on public api endpoints', 'entity', P.apiRoutes, P.apiOverview, P.firstExtension),
  q('productComment.listSize default', 'identifier', P.firstExtension),
  // extensionDev
  q('pnpm workspce dependencies not installed', 'typo', P.extensionDev, P.themeOverview),
  q('publish extension to npm regis', 'partial', P.extensionDev),
  q('extension naming convention vendor prefix', 'entity', P.extensionDev, P.moduleOverview),
  q('my extension works in npm run dev but breaks after build, why?', 'question', P.extensionDev, P.firstExtension, P.moduleOverview),
  q('tsc doesnt copy .graphql fiels to dist', 'typo', P.extensionDev, P.graphql, P.firstExtension),
  q('let other extensions change a price value', 'task', P.extensionDev, P.hooks),
  // moduleOverview
  q('migrations foldr ignored no error', 'typo', P.moduleOverview, P.migration),
  q('disable an extensi', 'partial', P.moduleOverview),
  q('does bootstrap run in the cron process too', 'question', P.architecture, P.moduleOverview, P.hooks, P.cron, P.extensionDev),
  // widgets
  q('shopify style section merchants can configure', 'synonym', P.widgets),
  q('page builder drawer crash widget sett', 'partial', P.widgets),
  q('registerWidgit file name must start uppercase', 'typo', P.widgets),
  q('widget defaultSett', 'partial', P.widgets),
  q('why are my widgets missing after switching theme', 'question', P.widgets, P.themeOverview),
  // themeIndex
  q('customize storefront appear', 'partial', P.themeIndex, P.themeOverview),
  // styling
  q('dark mode clases follow os setting', 'typo', P.styling),
  q('add custom font to storefront', 'task', P.styling, P.staticFiles),
  q('tailwind clas bg-${tone} not genrated', 'typo', P.styling),
  q('component scoped sass file', 'synonym', P.styling),
  q('add external styleshe', 'partial', P.styling),
  // templating
  q('override the storefront footer', 'task', P.templating),
  q('why did cart and account break after overriding Base.tsx', 'question', P.templating),
  q('show compnent on category and serach pages', 'typo', P.templating),
  // themeOverview
  q('scaffold a new storefront theme', 'task', P.themeOverview, P.cli),
  q('theme:export-contnet version argument', 'typo', P.themeOverview, P.cli),
  // viewSystem
  q('why is my component not rendering on the page', 'question', P.viewSystem, P.pages),
  q('equal sortOrder render order', 'entity', P.viewSystem),
  q('layout containers like magento', 'synonym', P.viewSystem, P.pages),
  q('component override precedence theme vs extension', 'entity', P.viewSystem, P.templating),
  // ---- The REST and GraphQL API reference (writer D) ----
  // apiOverview
  q('api eror response format', 'typo', P.apiOverview, P.apiRoutes),
  q('paginate api results with limit and offset', 'synonym', P.apiOverview, P.graphql),
  q('why does my customer token get 401 on an admin endpoint', 'question', P.apiOverview),
  q('rest endpoint to get a produ', 'partial', P.product, P.apiOverview),
  // cart
  q('add line item to cart endpoint', 'synonym', P.cart),
  q('place order from cart via rest', 'task', P.cart, P.order),
  q('what does a cart need before it can check out', 'question', P.cart),
  // order
  q('ship part of an order in several shipments', 'task', P.order),
  q('set shipment as deliverd', 'typo', P.order),
  q('add tracking number to fulfillment', 'synonym', P.order),
  q('refund stripe payment api partial amount', 'entity', P.order, P.stripe, P.paymentMethod),
  q('void label for a shipm', 'partial', P.order),
  // shippingMethod
  q('create shipping zone for eu countr', 'partial', P.shippingMethod),
  q('shiping package dimensions', 'typo', P.shippingMethod),
  // customer
  q('customer signup rate limit', 'synonym', P.customer, P.apiOverview, P.apiRoutes),
  q('send customer password reset email', 'task', P.customer),
  q('customer address book api', 'entity', P.customer),
  q('how do i log in a customer from a headless frontend', 'question', P.customer, P.apiOverview),
  // product
  q('sell a gift card with no shipping', 'task', P.product),
  q('product visibility vs status', 'entity', P.product),
  q('upsell and cross sell products api', 'synonym', P.product),
  q('why are out of stock products not showi', 'partial', P.product),
  // paymentMethod
  q('stripe webhook url', 'entity', P.paymentMethod, P.stripe),
  q('why does checkout only offer zero_checkout', 'question', P.paymentMethod, P.cart, P.stripe),
  q('stripe listen forward webho', 'partial', P.stripe, P.paymentMethod),
  // promotion
  q('percentage discount coupon whole order', 'entity', P.promotion),
  q('coupn start and end date format', 'typo', P.promotion),
  q('campaign landing page api', 'entity', P.promotion),
  // user
  q('forgot admin pasword', 'typo', P.cli, P.user, P.installation, P.deployment),
  q('get bearer token from admin browser session', 'task', P.user, P.apiOverview),
  q('admin roles and permissions', 'synonym', P.user, P.apiOverview),
  q('/api/user/token/refresh', 'identifier', P.user, P.apiOverview),
  // attribute
  q('layered navigation filterable attribute', 'synonym', P.attribute),
  q('update attribute options without losing existing ones', 'task', P.attribute),
  q('attribute types textarea multisel', 'partial', P.attribute),
  // attributeGroup
  q('list atribute groups graphql', 'typo', P.attributeGroup, P.apiOverview),
  // variant
  q('product variants size and color', 'entity', P.variant),
  q('variant group max attributes', 'entity', P.variant, P.attribute),
  q('search products to add as varia', 'partial', P.variant),
  // category
  q('create subcategory under parent categ', 'partial', P.category),
  q('change category slug', 'synonym', P.category),
  // cmsPage
  q('cms page content returned as json string', 'entity', P.cmsPage),
  q('create static about us page via api', 'synonym', P.cmsPage),
  q('why is my page slug checkout rejcted', 'typo', P.cmsPage, P.routing),
  q('redirect old url after changing page slug', 'task', P.cmsPage, P.routing),
];
