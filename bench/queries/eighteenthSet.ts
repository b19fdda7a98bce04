/**
 * Set 18: an eighteenth set of developer queries, written on 2026-12-08 (forty-second session) to
 * be read from the start, as sets 8 to 17 were, after set 17's fixes.
 *
 * How these were written: by four new writers, one per docs area, from held-out 5's brief word for
 * word but for the folder (fifthHeldOut.ts says how), reading only a plain-text copy of each built
 * page (no front matter) regenerated after set 17's fixes, blind to the repository, the search, the
 * earlier sets and each other's files. They wrote 322 queries; the 129 that an earlier set or
 * another writer already held were left out, unread, by a script, leaving 193.
 *
 * Read from the start (`--misses=eighteenthSet`; search/DESIGN.md, "Set 18").
 */
import {developerQuery as q, PAGES as P, type DeveloperQuery} from './developerQueries';

export const EIGHTEENTH_SET: readonly DeveloperQuery[] = [
  // ---- The getting-started pages, the deployment guides, the Stripe guide, the blog, pricing, terms and support (writer A) ----
  // introduction
  q('is merchantry open source what license', 'question', P.introduction, P.pricing, P.terms),
  q('checkout when cart total is zero', 'task', P.paymentMethod, P.introduction, P.cart),
  q('my edits in node_modules keep disappearing', 'synonym', P.introduction),
  // getting-started
  q('where should a new developer start', 'question', P.gettingStarted, P.introduction),
  q('ways to install merchant', 'partial', P.installation, P.gettingStarted),
  // installation
  q('npm init type commonjs breaks build', 'identifier', P.installation),
  q('chnage default port 3000', 'typo', P.installation, P.configuration, P.requirements),
  // system-requirements
  q('supported windows versio', 'partial', P.requirements),
  q('@types/react 18 jsx type errors', 'identifier', P.requirements, P.blogReact19, P.blogUpgrade),
  q('postgres user privileges needed for migrations', 'entity', P.requirements, P.deployment, P.migration),
  q('script to check node npm postgres versio', 'partial', P.requirements),
  // deployment
  q('what is MERCHANTRY_HOME_URL used for', 'identifier', P.deployment, P.configuration),
  q('every customer gets rate limited behind load balancer', 'synonym', P.deployment, P.apiOverview, P.apiRoutes, P.aws),
  q('db connections per instan', 'partial', P.deployment, P.digitalocean, P.heroku),
  q('tls mode for managed postgre', 'partial', P.deployment, P.database),
  q('enviroment variables for producton', 'typo', P.deployment, P.configuration),
  // aws
  q('rds ca certificate bundle', 'entity', P.aws),
  q('rollback bad release on ec2', 'task', P.aws),
  q('lets encrypt certbot certifcate', 'typo', P.aws),
  q('why is npm run build killed on t2.micro', 'question', P.aws, P.requirements),
  // azure
  q('deploy to azure app service with git push', 'task', P.azure),
  q('pushed main but azure site did not change', 'question', P.azure),
  q('azure postgres flexibel sever', 'typo', P.azure),
  q('azure app sleeps when idle scheduled tasks stop', 'synonym', P.azure),
  // digitalocean
  q('deploy from github to digitalocen', 'typo', P.digitalocean),
  q('app platform health check keeps failing', 'question', P.digitalocean),
  q('digital ocean trusted sourc', 'partial', P.digitalocean),
  // heroku
  q('why does the first heroku deploy hit boot timeout', 'question', P.heroku),
  q('background jobs stop on eco dyno', 'synonym', P.heroku),
  q('herokku postgres ssl', 'typo', P.heroku, P.deployment),
  // advanced
  q('advanced integration guid', 'partial', P.advanced),
  // intergrate-with-stripe-payment-gateway
  q('authorize now capture payment later', 'task', P.stripe, P.paymentMethod, P.order),
  q('add my own credit card processor', 'synonym', P.stripe),
  q('yen amounts zero decimal currency', 'entity', P.stripe),
  q('stripe not showing at chekout', 'typo', P.stripe),
  q('paymnet intent endpoint', 'typo', P.stripe, P.paymentMethod),
  // blog: why-a-modular-monolith
  q('single app vs separate servic', 'partial', P.blogMonolith),
  // blog: merchantry-2-2-react-19
  q('whats new in merchantry 2.2', 'question', P.blogReact19),
  q('which react versio', 'partial', P.introduction, P.blogReact19, P.blog21),
  // blog: upgrading-to-merchantry-2-2
  q('upgrde merchantry versoin', 'typo', P.installation, P.blogUpgrade),
  // pricing
  q('stop auto renew cloud plan', 'synonym', P.pricing),
  q('self hosted licence kye', 'typo', P.pricing),
  // terms
  q('use docs code examples in commercial project', 'question', P.terms),
  // support
  q('report security vulnerability', 'task', P.support),
  q('merchantry discrod', 'typo', P.support),
  // ---- The knowledge base (writer B) ----
  // knowledgeBase
  q('overview of all platform mechanism guides', 'synonym', P.knowledgeBase),
  q('docs on events cron hooks and graphq', 'partial', P.knowledgeBase),
  // apiRoutes
  q('route.json access default public or private', 'identifier', P.apiRoutes, P.blogExtension),
  q('stop escaping html in a json body field', 'task', P.apiRoutes, P.firstExtension),
  q('endpoint served at /api/api dubble prefix', 'typo', P.apiRoutes, P.routing),
  q('stricter rate limit for one endpoint', 'entity', P.apiRoutes, P.apiOverview),
  // architecture
  q('order of built-in middleware for each request', 'entity', P.architecture),
  q('bootstrap context process main cronjob event', 'identifier', P.architecture, P.extensionDev),
  q('hook vs evnt vs processor which to use', 'typo', P.architecture, P.hooks),
  q('share state between cron and web proces', 'partial', P.architecture, P.cron),
  q('plugin folder structure api pages subscribers jobs', 'synonym', P.architecture, P.moduleOverview),
  // cli
  q('load demo products only', 'task', P.cli, P.installation),
  q('reset admin pasword from terminal', 'typo', P.cli, P.installation, P.deployment, P.user),
  q('theme:export-content requires semver vers', 'partial', P.cli, P.themeOverview),
  // configuration
  q('admin settings field greyed out read only', 'synonym', P.configuration, P.apiOverview),
  q('add validated config options to an extension', 'task', P.configuration),
  q('config.get throws when key is missing', 'identifier', P.configuration),
  q('sesion cookie secret for production', 'typo', P.configuration, P.deployment),
  q('max upload file size for images', 'entity', P.configuration),
  q('jwt token lifetime settings', 'entity', P.configuration, P.apiOverview),
  q('shop.timezone vs store time zo', 'partial', P.configuration),
  // cron
  q('schedule a nightly cleanup task in my extension', 'task', P.cron, P.blogExtension),
  q('registerJob resolve path .ts throws', 'identifier', P.cron),
  q('sitemap regeneration schedule', 'entity', P.cron, P.configuration),
  q('cron expresion for every monday morning', 'typo', P.cron),
  // dataFetching
  q('pass query string value into a component graphql query', 'task', P.dataFetching),
  q('urql useQuery in browser', 'identifier', P.dataFetching),
  q('resolver error during server render null pr', 'partial', P.dataFetching, P.graphql),
  // migration
  q('create a table when my extension is installed', 'task', P.migration, P.firstExtension),
  q('how do i write a down migration to undo a change', 'question', P.migration),
  q('Version-1.0.0.ts migration not picked up', 'identifier', P.migration),
  q('changed migraton file doesnt run again', 'typo', P.migration, P.firstExtension),
  q('add not null column and backfi', 'partial', P.migration),
  // database
  q('db transaction commit and rollback', 'entity', P.database),
  q('query thousands of ids without IN cla', 'partial', P.database),
  q('can i update order status with raw sql', 'question', P.database, P.order),
  q('postgress query builder select where', 'typo', P.database),
  // events
  q('are failed event subscribers retried', 'question', P.events),
  q('custom event payload types', 'entity', P.events),
  q('subscriber runs 10 secnds late', 'typo', P.events),
  // fastRefresh
  q('hmr loses component state on save', 'synonym', P.fastRefresh),
  q('dev dependencies needed for npm run dev', 'entity', P.requirements, P.fastRefresh),
  // graphql
  q('graphql collection filters and paging', 'entity', P.graphql, P.apiOverview),
  q('n+1 queries in product resolver', 'synonym', P.graphql),
  // hooks
  q('run code after payment status changes', 'task', P.hooks, P.stripe, P.architecture),
  q('addProcessor priority defau', 'partial', P.hooks),
  q('hookbefore callback argumnets', 'typo', P.hooks),
  // middleware
  q('what do square brackets in a middleware file name mean', 'question', P.middleware),
  q('add middleware to every storefront page', 'task', P.middleware, P.pages),
  q('setDelegate same key twice throws', 'identifier', P.middleware, P.extensionDev),
  q('request interceptor for storefront pages', 'synonym', P.middleware),
  q('middleware silently never ru', 'partial', P.middleware),
  // pages
  q('admin page path dubled /admin/admin', 'typo', P.pages, P.routing),
  q('let merchants edit my page in page build', 'partial', P.pages),
  // routing
  q('cms page and product with same slug which wins', 'question', P.routing),
  q('product permalink 404 right after saving', 'synonym', P.routing),
  q('optional route parame', 'partial', P.routing),
  // staticFiles
  q('where do i change robots.txt', 'question', P.staticFiles, P.deployment),
  q('IMAGE_ALLOWED_HOSTS remote image resizing', 'identifier', P.staticFiles, P.configuration, P.deployment),
  // translation
  q('change text of the add to cart button', 'task', P.translation),
  q('why doesnt my csv translation change show up', 'question', P.translation, P.fastRefresh),
  q('languages supported out of the box', 'entity', P.translation),
  q('translaton csv header row', 'typo', P.translation),
  // ---- Extensions and themes (writer C) ----
  // moduleIndex
  q('what can an extension add to merchantry', 'question', P.moduleIndex, P.moduleOverview),
  q('plugin development docs where to start', 'synonym', P.moduleIndex),
  // firstExtension
  q('form feild sent as string fails integer schema', 'typo', P.firstExtension),
  q('extention comments on prodcut page', 'typo', P.firstExtension),
  q('add a comment form to product pa', 'partial', P.firstExtension),
  q('product comment api endpoint', 'entity', P.firstExtension),
  q('changed Version-1.0.0.ts but the new column was never added', 'question', P.migration, P.firstExtension),
  // extensionDev
  q('install extension dependencies with pnpm workspaces', 'task', P.extensionDev),
  q('extension naming conven', 'partial', P.extensionDev, P.moduleOverview),
  q('delegats to pass data between middlware', 'typo', P.extensionDev, P.middleware),
  q('extension tsconfig.json', 'entity', P.extensionDev, P.firstExtension),
  q('compile extensions when running npm run build', 'task', P.extensionDev, P.deployment, P.installation, P.firstExtension, P.aws, P.azure, P.digitalocean, P.heroku),
  // moduleOverview
  q('system.extensions priorit', 'partial', P.moduleOverview, P.configuration),
  q('turn on a plugin in config', 'synonym', P.moduleOverview, P.extensionDev, P.firstExtension, P.configuration),
  q('code in migrations foler never runs', 'typo', P.moduleOverview, P.migration),
  q('pages/frontStore/all component on every page', 'identifier', P.pages, P.moduleOverview, P.blogExtension),
  q('module folder struc', 'partial', P.moduleOverview, P.architecture),
  q('difference between a theme and a plugin', 'synonym', P.moduleOverview, P.themeIndex, P.themeOverview),
  q('extension lifecycle at boot', 'entity', P.moduleOverview, P.architecture, P.blogMonolith),
  // widgets
  q('custom block merchants can drag onto a page', 'synonym', P.widgets),
  q('widjet component file name must start uppercase', 'typo', P.widgets),
  q('widget default setti', 'partial', P.widgets),
  // themeIndex
  q('what can a theme change in the store', 'question', P.themeIndex, P.themeOverview),
  q('storefront theme guides', 'entity', P.themeIndex),
  // styling
  q('change brand primary color', 'task', P.styling),
  q('why does my store turn dark when the os is in dark mode', 'question', P.styling),
  q('add custom font woff2 to theem', 'typo', P.styling, P.staticFiles),
  q('tailwind class built from string not gener', 'partial', P.styling),
  q('add global css rules to every page', 'task', P.styling),
  // templating
  q('customize the footer in a theme', 'task', P.templating),
  q('overiding Base.tsx breaks cart', 'typo', P.templating),
  q('@components alias resolution ord', 'partial', P.templating, P.viewSystem, P.extensionDev),
  q('template override like magento', 'synonym', P.templating),
  // themeOverview
  q('scaffold a new theme', 'task', P.themeOverview, P.cli),
  q('why are my theme component queries missing in the production build', 'question', P.themeOverview),
  q('swich active theme', 'typo', P.themeOverview, P.cli, P.configuration),
  q('theme:export-content sem', 'partial', P.themeOverview, P.cli),
  q('ship demo content with a theme', 'synonym', P.themeOverview),
  // viewSystem
  q('why does my component not render in the area i set', 'question', P.viewSystem),
  q('create a placeholder region other extensions can fill', 'synonym', P.viewSystem),
  q('hydraton error localStorage', 'typo', P.viewSystem, P.blogUpgrade, P.blog21),
  q('how do i see which areas are on a page', 'question', P.viewSystem),
  // ---- The REST and GraphQL API reference (writer D) ----
  // apiOverview
  q('how to pagenate list results', 'typo', P.apiOverview, P.graphql),
  q('download openapi ya', 'partial', P.apiOverview),
  q('get api responses in another language', 'task', P.apiOverview, P.translation, P.routing),
  q('api throttling behind reverse proxy', 'synonym', P.apiOverview, P.apiRoutes, P.deployment, P.configuration),
  // cart
  q('place an order from a cart over rest', 'task', P.cart, P.order),
  q('add to basket endpoint', 'synonym', P.cart),
  q('what does a cart need before checkout will work', 'question', P.cart),
  q('allow guest checko', 'partial', P.cart, P.configuration),
  // order
  q('update tracking number on a fulfillment', 'synonym', P.order),
  q('capture cash on delivery payme', 'partial', P.order),
  q('mark order as deliverd legacy', 'typo', P.order),
  q('default order statu', 'partial', P.order, P.configuration),
  q('stripe partial refund', 'entity', P.stripe, P.order, P.paymentMethod),
  // shippingMethod
  q('real-time carrier rates provider', 'synonym', P.shippingMethod),
  q('package dimensions for shipping quotes', 'entity', P.shippingMethod),
  q('shipping provder is not registred', 'typo', P.shippingMethod),
  q('provider_code method_code', 'identifier', P.shippingMethod, P.cart),
  // customer
  q('customer password reset api', 'entity', P.customer),
  q('customer registration rate lim', 'partial', P.customer, P.apiOverview, P.apiRoutes),
  q('customer access token lifetime', 'entity', P.customer, P.apiOverview, P.configuration),
  q('disable a shopper account', 'synonym', P.customer),
  q('add adress to customr', 'typo', P.customer),
  // product
  q('duplicate a produ', 'partial', P.product),
  q('upsell related products', 'synonym', P.product),
  q('product visibilty vs status', 'typo', P.product),
  // paymentMethod
  q('why is the stripe setting read-only in admin', 'question', P.paymentMethod, P.stripe, P.configuration),
  q('cash on delivery display nam', 'partial', P.paymentMethod),
  q('hide payment method for some countries', 'task', P.paymentMethod, P.stripe),
  // promotion
  q('free shiping discount code', 'typo', P.promotion),
  // user
  q('is there a rest api to manage admin accounts', 'question', P.user, P.cli),
  q('restrict admin to certain rout', 'partial', P.user, P.apiOverview),
  // attribute
  q('make an attribute a filter on category pages', 'task', P.attribute),
  q('atribute multiselect optons', 'typo', P.attribute),
  q('attribute option list update', 'entity', P.attribute),
  // category
  q('category url key length limit', 'entity', P.category),
  q('hide categry without deleting', 'typo', P.category),
  q('two pages with the same slug which one wins', 'question', P.routing, P.category, P.cmsPage),
  // cmsPage
  q('create a static content page via api', 'synonym', P.cmsPage),
  q('does changing a page slug break old links', 'question', P.cmsPage, P.routing),
  q('cms page content json string pars', 'partial', P.cmsPage),
  // variant
  q('variant group axes limit', 'entity', P.variant, P.attribute),
  q('varient search keyword case sensitive', 'typo', P.variant),
  // attributeGroup
  q('delete attribute group with produ', 'partial', P.attributeGroup),
];
