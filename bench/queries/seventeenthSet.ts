/**
 * Set 17: a seventeenth set of developer queries, written on 2026-12-08 (forty-second session) to
 * be read from the start, as sets 8 to 16 were, after set 16's fixes.
 *
 * How these were written: by four new writers, one per docs area, from held-out 5's brief word for
 * word but for the folder (fifthHeldOut.ts says how), reading only a plain-text copy of each built
 * page (no front matter) regenerated after set 16's fixes, blind to the repository, the search, the
 * earlier sets and each other's files. They wrote 316 queries; the 131 that an earlier set or
 * another writer already held were left out, unread, by a script, leaving 185.
 *
 * Read from the start (`--misses=seventeenthSet`; search/DESIGN.md, "Set 17").
 */
import {developerQuery as q, PAGES as P, type DeveloperQuery} from './developerQueries';

export const SEVENTEENTH_SET: readonly DeveloperQuery[] = [
  // ---- The getting-started pages, the deployment guides, the Stripe guide, the blog, pricing, terms and support (writer A) ----
  // introduction
  q('what features does merchantry ship with out of the box', 'question', P.introduction),
  q('store project folder layout', 'entity', P.introduction),
  q('what happens at checkout when the cart total is zero', 'question', P.paymentMethod, P.introduction, P.cart),
  q('edits in node_modules dissapear after npm instal', 'typo', P.introduction),
  q('merchantry tech stac', 'partial', P.introduction),
  // installation
  q('ADMIN_EMAIL ADMIN_PASSWORD non-interactive setup', 'identifier', P.installation, P.cli, P.configuration),
  q('why does pnpm setup not run my install script', 'question', P.installation),
  q('type comonjs breaks npm run build', 'typo', P.installation),
  q('load sample products for local testing', 'synonym', P.installation, P.cli),
  // system requirements
  q('node version requirement', 'entity', P.requirements, P.installation),
  q('supported postgress versions', 'typo', P.requirements, P.installation),
  q('how much ram does a production server need', 'question', P.requirements),
  q('can i host it on aws lambda or vercel functions', 'synonym', P.requirements, P.deployment, P.introduction, P.blogMonolith, P.architecture),
  q('supported operating sys', 'partial', P.requirements),
  // deployment
  q('TRUST_PROXY_HOPS every shopper gets 429', 'identifier', P.deployment, P.heroku, P.aws, P.azure, P.digitalocean, P.apiOverview),
  q('run database migrations when deploying', 'task', P.deployment, P.migration, P.cli),
  q('rolling deploy across several servers', 'synonym', P.deployment, P.blogMonolith),
  q('production go-live checklist', 'synonym', P.deployment),
  q('JWT_ADMIN_SECRET not se', 'partial', P.deployment, P.configuration, P.apiOverview),
  q('s3 env vars for media uplods', 'typo', P.deployment, P.configuration),
  // aws
  q('how do i keep the store running after the server reboots', 'question', P.aws),
  q('webpack build kiled on t2.micro', 'typo', P.aws),
  q('deploy on an ubuntu vps', 'synonym', P.aws),
  // azure
  q('map azure postgres connection settings to DB variables', 'task', P.azure),
  q('extension pg_trgm is not allow-lis', 'partial', P.azure),
  q('background jobs stop when the web app is idle on azure', 'synonym', P.azure),
  q('deploy to azur app servce', 'typo', P.azure),
  // digitalocean
  q('why does the app platform health check fail on the first deploy', 'question', P.digitalocean),
  q('managed databse connection timed out', 'typo', P.digitalocean, P.aws),
  q('digitalocean app platf', 'partial', P.digitalocean),
  // heroku
  q('heroku R14 memory quota exce', 'partial', P.heroku),
  q('heroku free dyno sleeping stops scheduled tasks', 'synonym', P.heroku),
  q('heroku postgres pasword authentication failed after maintenance', 'typo', P.heroku),
  q('create admin user in a heroku one-off dyno', 'task', P.heroku),
  q('heroku R10 boot timout on first deploy', 'typo', P.heroku),
  q('heroku postgres essential plan connection limit', 'entity', P.heroku),
  // stripe
  q('stripe listen --forward-to localhost', 'identifier', P.stripe, P.paymentMethod),
  q('why do orders stay pending after paying with stripe', 'question', P.stripe),
  q('authorize card now charge later when shipped', 'synonym', P.stripe, P.paymentMethod),
  q('partially refund a stripe payment', 'task', P.stripe, P.paymentMethod, P.order),
  q('add a payment provider like adyen or mollie', 'synonym', P.stripe),
  q('put stripe keys in config file instead of admin', 'task', P.stripe, P.configuration, P.paymentMethod),
  q('stripe amounts for jpy zero-decimal currenc', 'partial', P.stripe),
  // blog: building an extension
  q('announcement bar with start and end dates', 'entity', P.blogExtension),
  // blog: upgrading to 2.2
  q('fix hydration errors after upgrading to react 19', 'task', P.blogUpgrade, P.blogReact19, P.viewSystem),
  q('downgrade to the old version after a bad upgrade', 'synonym', P.blogUpgrade),
  // blog: 2.1 release line
  q('keep my store on react 17 without upgrading', 'task', P.blog21),
  q('pin merchantry to 2.1 patch rel', 'partial', P.blog21),
  // pricing
  q('cloud hosting plan price', 'entity', P.pricing),
  q('is there a discount for paying yearly', 'question', P.pricing),
  // terms
  q('merchantry gpl licen', 'partial', P.introduction, P.pricing, P.terms),
  // support
  q('how do i check which merchantry version is installed', 'question', P.support, P.blog21, P.blogUpgrade),
  q('file a ticket for a bug', 'synonym', P.support),
  // ---- The knowledge base (writer B) ----
  // knowledgeBase
  q('merchantry core concepts guides', 'synonym', P.knowledgeBase),
  q('developer guides for routing data and extending behavi', 'partial', P.knowledgeBase),
  // apiRoutes
  q('add a rest endpoint to my extension', 'task', P.apiRoutes, P.extensionDev, P.firstExtension),
  q('why do i get headers already sent from my api handler', 'question', P.apiRoutes),
  q('stop html escapng of a json body field', 'typo', P.apiRoutes, P.firstExtension),
  q('payloadSchema.json custom error messa', 'partial', P.apiRoutes),
  // architecture
  q('merchantry boot sequen', 'partial', P.architecture, P.moduleOverview, P.blogMonolith, P.deployment),
  q('in-memory cache across cron and web processes', 'entity', P.architecture, P.cron),
  q('request pipline order of core middlware', 'typo', P.architecture),
  q('can i host merchantry on aws lambda', 'question', P.deployment, P.requirements, P.architecture, P.introduction, P.blogMonolith),
  // cli
  q('create admin user from the terminal', 'task', P.cli, P.deployment, P.user),
  q('how do i reset a forgotten admin password', 'question', P.cli, P.installation, P.user, P.deployment),
  q('why are flags ignored when i use npm run', 'question', P.cli),
  q('production server verbose middleware timing lo', 'partial', P.cli, P.middleware),
  // configuration
  q('session cookie lifetime', 'synonym', P.configuration),
  q('MERCHANTRY_HOME_URL store fails to boot', 'identifier', P.configuration, P.installation, P.deployment),
  q('add default config values for my extension', 'task', P.configuration, P.extensionDev),
  q('max upload file siz', 'partial', P.configuration),
  q('turn off guest checkout', 'task', P.configuration, P.cart),
  // cron
  q('nightly background task', 'synonym', P.cron),
  q('registerJob resolve path to ts file throws', 'identifier', P.cron),
  q('why does my scheduled job run at the wrong hour in docker', 'question', P.cron),
  // dataFetching
  q('urql useQuery client side fetch', 'entity', P.dataFetching),
  q('widget settings as graphql variab', 'partial', P.dataFetching, P.widgets),
  // migration
  q('Version-1.0.0.ts migration file name', 'identifier', P.migration),
  q('laravel style schema migrations', 'synonym', P.migration),
  // database
  q('wrap inserts in a transacton', 'typo', P.database),
  q('delete thousands of ids in one query', 'task', P.database),
  q('order status direct sql update', 'entity', P.database, P.order),
  // events
  q('order_placed fires on payment or on creation', 'identifier', P.events, P.order, P.stripe),
  q('event subscriber delay after commit', 'entity', P.events),
  q('subcriber folder naming convention', 'typo', P.events, P.moduleOverview),
  // fastRefresh
  q('hot module replacement loses component state', 'synonym', P.fastRefresh),
  q('page does a full reload instead of hot upd', 'partial', P.fastRefresh),
  q('why does useEffect run again after i save a file', 'question', P.fastRefresh),
  q('dev server required packages', 'entity', P.fastRefresh, P.requirements),
  // graphql
  q('add field to product graphql ty', 'partial', P.graphql),
  q('graphql filters operation like eq', 'identifier', P.graphql, P.apiOverview),
  q('grapql extend type query', 'typo', P.graphql),
  // hooks
  q('run code before a core function', 'task', P.hooks),
  q('Hooks are locked error', 'identifier', P.hooks, P.architecture, P.extensionDev),
  q('hookable anonymous function thows', 'typo', P.hooks),
  // middleware
  q('middleware execution ord', 'partial', P.middleware),
  q('what do square brackets mean in middleware file names', 'question', P.middleware),
  q('middleware for every admin pag', 'partial', P.middleware, P.pages),
  q('midleware never runs typo in dependancy', 'typo', P.middleware),
  // pages
  q('why is my tsx component not showing on the page', 'question', P.pages, P.viewSystem),
  q('checkout success page route', 'entity', P.pages),
  q('slot to inject a component into the header', 'synonym', P.pages, P.viewSystem),
  // routing
  q('build url from route i', 'partial', P.routing),
  q('friendly url slug conflict between product and category', 'entity', P.routing),
  q('optional route paramter', 'typo', P.routing),
  // staticFiles
  q('theme font files fol', 'partial', P.staticFiles, P.styling),
  // translation
  q('change the text of the add to cart button', 'task', P.translation),
  q('i18n localization storefront', 'synonym', P.translation),
  q('edited translaton csv not showing', 'typo', P.translation, P.fastRefresh),
  q('hydration mismatch from _() call', 'identifier', P.translation, P.pages, P.viewSystem, P.templating, P.firstExtension, P.blogReact19, P.blog21),
  // ---- Extensions and themes (writer C) ----
  // moduleIndex
  q('merchantry plugin developm', 'partial', P.moduleIndex, P.moduleOverview),
  // firstExtension
  q('build an extension step by step tutorial', 'task', P.firstExtension, P.blogExtension),
  q('product reviews extension example', 'synonym', P.firstExtension),
  q('product_comment migration', 'identifier', P.firstExtension),
  q('hidden form field integer payload shema rejected', 'typo', P.firstExtension),
  q('product page comments list', 'entity', P.firstExtension),
  q('how many comments does the product page show by default', 'question', P.firstExtension),
  q('can i edit a migration file after it has already run', 'question', P.migration, P.firstExtension),
  q('hydration mismatch formating dates', 'typo', P.firstExtension, P.viewSystem),
  // extensionDev
  q('npm --if-present flag in root build script', 'identifier', P.extensionDev),
  q('why are my .graphql files missing from dist', 'question', P.extensionDev, P.firstExtension, P.graphql),
  q('publish extension as npm package', 'task', P.extensionDev),
  q('why is this undefined in my addProcessor callback', 'question', P.hooks, P.extensionDev),
  // moduleOverview
  q('disable an extension without uninstalling it', 'task', P.moduleOverview),
  q('extension lifecycle boot ord', 'partial', P.moduleOverview, P.architecture),
  q('add notice to top of every storefront page', 'task', P.moduleOverview, P.templating, P.blogExtension),
  // widgets
  q('merchant editable content block like shopify sections', 'synonym', P.widgets),
  q('widget setings form componnet', 'typo', P.widgets),
  q('why does the page builder drawer crash on my widget', 'question', P.widgets),
  q('widget placements after theme switch', 'entity', P.widgets, P.themeOverview),
  q('widget type code allowed characters', 'entity', P.widgets),
  q('register a custom widget type', 'task', P.widgets),
  // themeIndex
  q('storefront theming gui', 'partial', P.themeIndex, P.themeOverview),
  // styling
  q('change primary brand colour', 'task', P.styling),
  q('use sass in a component', 'synonym', P.styling),
  q('add custon font to storefront', 'typo', P.styling, P.staticFiles),
  q('dark mode clases follow operating system', 'typo', P.styling),
  q('dynamic tailwind class names not gene', 'partial', P.styling),
  // templating
  q('customize the storefront footer', 'task', P.templating),
  q('woocommerce template override equivalent', 'synonym', P.templating),
  q('why did cart break after overriding Base.tsx', 'question', P.templating),
  q('show component on multiple rou', 'partial', P.templating, P.pages),
  q('shared componnet @components resolve order', 'typo', P.templating, P.viewSystem),
  // themeOverview
  q('switch storefront to another theme', 'task', P.themeOverview),
  q('export const query missing after swc bui', 'partial', P.themeOverview),
  q('theme.json widgits placements', 'typo', P.themeOverview),
  q('generate theme boilerplate', 'synonym', P.themeOverview, P.cli),
  q('theme.json version bump', 'entity', P.themeOverview),
  // viewSystem
  q('add a new area to the product page', 'task', P.viewSystem),
  q('layout slots for components', 'synonym', P.viewSystem, P.pages),
  // ---- The REST and GraphQL API reference (writer D) ----
  // apiOverview
  q('paginate grapql results page limit', 'typo', P.apiOverview, P.graphql),
  q('mock server to try the api without a store', 'synonym', P.apiOverview),
  q('api eror respons format', 'typo', P.apiOverview, P.apiRoutes),
  q('get rest api responses in french', 'task', P.apiOverview, P.translation, P.routing),
  // attribute
  q('change attribute type from text to select', 'task', P.attribute),
  q('faceted search filter attribute', 'synonym', P.attribute),
  q('why did my attribute options disappear after an update', 'question', P.attribute),
  q('multiselect attribute opti', 'partial', P.attribute),
  // cart
  q('headless checkout without login', 'task', P.cart),
  q('add line item to basket api', 'synonym', P.cart),
  q('shiping note for delivery instructions', 'typo', P.cart),
  // category
  q('hide categry without deleting it', 'typo', P.category),
  // cmsPage
  q('what happens to the old url when i change a cms page slug', 'question', P.cmsPage, P.routing),
  q('cms page url key rejected', 'entity', P.cmsPage),
  q('cms page content returned as json strin', 'partial', P.cmsPage),
  // customer
  q('customer refresh token expi', 'partial', P.customer, P.apiOverview, P.configuration),
  q('add adress to customer acount', 'typo', P.customer),
  // order
  q('refund stripe payment partialy', 'typo', P.stripe, P.order, P.paymentMethod),
  q('when does order_placed fire', 'question', P.order, P.events, P.stripe),
  q('shipment delivered status endpoi', 'partial', P.order),
  q('cod payment capture', 'entity', P.order),
  // paymentMethod
  q('list available payment metho', 'partial', P.paymentMethod, P.cart),
  // product
  q('upsell related products api', 'synonym', P.product),
  q('show out of stok products in listings', 'typo', P.product, P.configuration),
  q('update product price', 'entity', P.product, P.apiOverview),
  // promotion
  q('create percentage coupon for entire order', 'task', P.promotion),
  q('coupon usage limit per customer', 'entity', P.promotion),
  q('campaign landing pag', 'partial', P.promotion),
  // shippingMethod
  q('table rate shipping by order subtotal', 'synonym', P.shippingMethod),
  q('shipping zones countries provinces', 'entity', P.shippingMethod),
  q('shiping provider not registered error', 'typo', P.shippingMethod),
  q('select shipping option for car', 'partial', P.shippingMethod, P.cart),
  // user
  q('revoke api key for an admin', 'synonym', P.user, P.apiOverview),
  q('is the admin refresh token rotat', 'partial', P.user, P.apiOverview),
  // variant
  q('varaint candidates keyword search case sensitive', 'typo', P.variant),
];
