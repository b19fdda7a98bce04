/**
 * Set 22: a twenty-second set of developer queries, written on 2026-12-08 (forty-second session) to
 * be read from the start, as sets 8 to 21 were, after set 21's fixes.
 *
 * How these were written: by four new writers, one per docs area, from held-out 5's brief word for
 * word but for the folder (fifthHeldOut.ts says how), reading only a plain-text copy of each built
 * page (no front matter, each diagram's alternative text where it stands, as for set 21)
 * regenerated after set 21's fixes, blind to the repository, the search, the earlier sets and each
 * other's files. They wrote 326 queries; the 157 that an earlier set or another writer already held
 * were left out, unread, by a script, leaving 169.
 *
 * Read from the start (`--misses=twentySecondSet`; search/DESIGN.md, "Set 22").
 */
import {developerQuery as q, PAGES as P, type DeveloperQuery} from './developerQueries';

export const TWENTY_SECOND_SET: readonly DeveloperQuery[] = [
  // ---- The getting-started pages, the deployment guides, the Stripe guide, the blog, pricing, terms and support (writer A) ----
  // introduction
  q('which core module handles coupons', 'question', P.introduction),
  q('checkout free order with zero total', 'task', P.paymentMethod, P.introduction, P.cart),
  q('self hosted shopify alternative in typescript', 'synonym', P.introduction),
  q('edits in node_modules dissapeared after install', 'typo', P.introduction),
  // gettingStarted
  q('merchantry quickstart', 'synonym', P.installation, P.introduction, P.gettingStarted),
  // installation
  q('npm init commonjs breaks bui', 'partial', P.installation),
  q('dockerfile for my store', 'task', P.installation),
  q('reset forgoten admin password', 'typo', P.cli, P.installation, P.user, P.deployment),
  // requirements
  q('database user privileges for migrations', 'entity', P.requirements, P.deployment),
  q('recomended postgres versoin', 'typo', P.requirements),
  // deployment
  q('set cookie secret via NODE_CONFIG', 'identifier', P.deployment, P.heroku, P.azure, P.digitalocean),
  q('production launch checklist', 'synonym', P.deployment),
  q('is there a migrate comand', 'typo', P.migration, P.cli, P.deployment),
  q('compare hosting providers aws heroku azure digitalocean', 'entity', P.deployment),
  // aws
  q('nginx reverse proxy config for node store', 'task', P.aws),
  q('store offline after ec2 rebot', 'typo', P.aws),
  q('ec2 instance type for live shop', 'entity', P.aws),
  q('rollback failed release on ec2', 'task', P.aws),
  q('npm run build killed on small inst', 'partial', P.aws, P.requirements),
  // azure
  q('why does app service say container did not respond to pings', 'question', P.azure),
  q('git push azure site not upda', 'partial', P.azure),
  q('enable pg_trgm on azure flexible server', 'task', P.azure),
  q('scheduled jobs stop when azure app idles', 'synonym', P.azure),
  // digitalocean
  q('digital ocean managed postgres port', 'entity', P.digitalocean),
  q('connect ETIMEDOUT trusted sources', 'identifier', P.digitalocean),
  q('why do all shoppers get 429 behind cloudflare', 'question', P.digitalocean, P.deployment),
  // heroku
  q('heroku boot timout on first deploy', 'typo', P.heroku),
  q('cron jobs stop on sleeping dyno', 'synonym', P.heroku),
  q('heroku db pasword authentication failed', 'typo', P.heroku),
  q('heroku procfi', 'partial', P.heroku),
  // advanced
  q('advanced tutori', 'partial', P.advanced),
  // stripe
  q('why are orders not marked paid after stripe payment', 'question', P.stripe),
  q('authorize now capture later', 'synonym', P.stripe, P.paymentMethod),
  q('stripe keys in config file overide admin', 'typo', P.stripe, P.configuration, P.paymentMethod),
  q('stripe amount for jpy zero deci', 'partial', P.stripe),
  // blogMonolith
  q('modular monolith trade-of', 'partial', P.blogMonolith),
  // blogExtension
  q('show announcement banner above header', 'task', P.blogExtension),
  q('skipEscape link url payload', 'identifier', P.apiRoutes, P.blogExtension, P.firstExtension),
  // blogReact19
  q('do api only extensions need porting for react 19', 'question', P.blogReact19, P.blogUpgrade),
  // pricing
  q('managed hosting price per month', 'synonym', P.pricing),
  q('cancel cloud plan before renewal', 'task', P.pricing),
  // support
  q('what to include in bug rep', 'partial', P.support),
  q('support email for private quest', 'partial', P.support),
  // ---- The knowledge base (writer B) ----
  // knowledgeBase
  q('which core concept guide should i read first', 'question', P.knowledgeBase, P.introduction),
  q('merchantry core concepts', 'synonym', P.knowledgeBase),
  // apiRoutes
  q('paylod schema validaton ajv', 'typo', P.apiRoutes),
  q('request body html escaping', 'entity', P.apiRoutes, P.firstExtension),
  // architecture
  q('app startup lifecycle', 'synonym', P.architecture, P.moduleOverview, P.deployment),
  q('why does bootstrap.ts run three times', 'question', P.architecture, P.extensionDev, P.moduleOverview),
  q('ways to extend core behaviour', 'entity', P.architecture),
  // cli
  q('seed only produc', 'partial', P.cli, P.installation),
  q('user:create --email --password --name', 'identifier', P.cli, P.deployment, P.user),
  q('merchantry comand line flags', 'typo', P.cli),
  // configuration
  q('config file precedence', 'entity', P.configuration),
  q('change session cookie lifetime', 'task', P.configuration),
  q('enviroment varibles list', 'typo', P.configuration, P.deployment),
  q('cookieSecret defau', 'partial', P.configuration, P.deployment),
  q('why are db settings in default.json ignored', 'question', P.configuration, P.database, P.deployment),
  q('config validation schema for plugin options', 'synonym', P.configuration),
  // dataFetching
  q('component gets no props from export const query', 'question', P.dataFetching),
  q('pass url query parameter to a page graphql query', 'task', P.dataFetching),
  // migration
  q('down migration', 'entity', P.migration),
  q('rails db:migrate equivalent', 'synonym', P.migration, P.cli, P.deployment),
  q('migration transaction rolled ba', 'partial', P.migration),
  // database
  q('commit or rollback multiple queries together', 'task', P.database),
  q('upsert query builder', 'entity', P.database),
  q('postgres connections per instance', 'entity', P.deployment, P.heroku, P.digitalocean),
  q('postgres IN list parameter limit', 'entity', P.database),
  // events
  q('evnt subscriber delay', 'typo', P.events),
  // fastRefresh
  q('hot module reloading loses component state', 'synonym', P.fastRefresh),
  q('why does editing a file trigger a full page reload', 'question', P.fastRefresh),
  // graphql
  q('grapql filters operations like nlike', 'typo', P.graphql, P.apiOverview),
  // hooks
  q('add_filter add_action equivalent', 'synonym', P.hooks),
  q('registry processor cach', 'partial', P.hooks),
  q('hookable anonymous funtion throws', 'typo', P.hooks),
  // middleware
  q('res.locals equivalent', 'synonym', P.middleware, P.extensionDev),
  q('middleware run order brackets in file name', 'entity', P.middleware),
  q('request hangs forever in my middleware', 'question', P.middleware),
  q('midleware dependancy typo never runs', 'typo', P.middleware),
  // pages
  q('storefront route ids and url paths', 'entity', P.pages),
  // routing
  q('build url from route id', 'task', P.routing),
  q('product slug 404 after sa', 'partial', P.routing),
  // staticFiles
  q('edit robots.txt', 'task', P.staticFiles, P.deployment),
  q('theme font not updating publc folder', 'typo', P.staticFiles, P.themeOverview),
  // translation
  q('supported languages', 'entity', P.translation),
  q('why does my csv translation change not show up', 'question', P.translation, P.fastRefresh),
  // ---- Extensions and themes (writer C) ----
  // firstExtension
  q('url(routeId) as form action in a component', 'identifier', P.firstExtension, P.pages),
  q('add a column to my table after the migration already ran', 'task', P.migration, P.firstExtension),
  q('build a custom extention step by step', 'typo', P.firstExtension, P.blogExtension),
  q('expose my own table through graphql que', 'partial', P.graphql, P.firstExtension, P.blogExtension),
  q('should product_id be a uuid or an integer in my api payload', 'question', P.firstExtension),
  // extensionDev
  q('pnpm doesnt instal extension dependancies', 'typo', P.extensionDev),
  q('extension npm publishing', 'entity', P.extensionDev),
  q('laravel service provider equivalent for registering hooks', 'synonym', P.extensionDev, P.architecture),
  q('root build script compile all workspa', 'partial', P.extensionDev, P.firstExtension),
  q('my extension works in npm run dev but breaks after build', 'question', P.extensionDev, P.moduleOverview, P.firstExtension),
  // moduleOverview
  q('why is my migrations folder being ignored', 'question', P.moduleOverview, P.migration),
  q('extension lifecycle boot ordr', 'typo', P.moduleOverview, P.architecture),
  q('does production load extensions from src or di', 'partial', P.moduleOverview, P.architecture),
  q('enable a third-party plugin installed from npm', 'synonym', P.moduleOverview, P.extensionDev),
  // widgets
  q('custom section for the page builder like shopify', 'synonym', P.widgets),
  q('registerWidget fails lowercse file name', 'typo', P.widgets),
  q('widgit preview componet no props', 'typo', P.widgets),
  q('why does the page builder drawer crash on my widget settings form', 'question', P.widgets),
  q('why did my widgets disappear after changing theme', 'question', P.widgets, P.themeOverview),
  q('widget settings json sche', 'partial', P.widgets),
  // styling
  q('import scss file in a compon', 'partial', P.styling),
  q('chnage store favicon', 'typo', P.staticFiles, P.styling),
  q('css variables design tokens', 'entity', P.styling),
  // templating
  q('edit storefront html templates like liquid', 'synonym', P.templating),
  q('why did the cart break after overriding Base.tsx', 'question', P.templating),
  q('shared componet override order theme extention', 'typo', P.templating, P.viewSystem),
  q('translate text in theme compo', 'partial', P.translation, P.templating),
  // themeOverview
  q('theme.json widget_instance_uuid', 'identifier', P.themeOverview),
  q('theme:export-content version', 'identifier', P.themeOverview, P.cli),
  q('why are component queries missing after building my theme with swc', 'question', P.themeOverview),
  q('theme:active --dr', 'partial', P.themeOverview, P.cli),
  q('storefront skin that ships page builder content', 'synonym', P.themeOverview),
  // viewSystem
  q('add a new slot to the product page', 'synonym', P.viewSystem),
  q('layout area ids header footer product page', 'entity', P.viewSystem, P.pages),
  q('Area component noOuter wrapperProps', 'identifier', P.viewSystem),
  q('two components with the same sortOrder which renders first', 'question', P.viewSystem),
  q('see which areas are on the pa', 'partial', P.viewSystem),
  q('hydation mismatch formating dates', 'typo', P.viewSystem, P.firstExtension),
  // ---- The REST and GraphQL API reference (writer D) ----
  // apiOverview
  q('paginate graphql colection with page and limit', 'typo', P.apiOverview, P.graphql),
  q('refresh token expir', 'partial', P.apiOverview, P.configuration),
  q('rest api playground without a store', 'synonym', P.apiOverview),
  // user
  q('create admin user through the api', 'task', P.user, P.cli),
  q('admin tokn refresh endpont', 'typo', P.user, P.apiOverview),
  q('limit an admin to certain rou', 'partial', P.user, P.apiOverview),
  // customer
  q('headless storefront customer login', 'task', P.customer, P.apiOverview),
  q('POST /api/customers/reset-password', 'identifier', P.customer),
  q('let a shopper edit their own profile', 'synonym', P.customer),
  q('dissable custmer account', 'typo', P.customer),
  // cart
  q('headless checkout with rest calls', 'task', P.cart),
  q('chekout place order endpiont', 'typo', P.cart, P.order),
  q('delivery instructions on the ca', 'partial', P.cart),
  q('does shipping cost update after adding items', 'question', P.cart, P.shippingMethod),
  // order
  q('cancel an order and restock the items', 'task', P.order),
  q('refund stripe paymnet partialy', 'typo', P.order, P.paymentMethod, P.stripe),
  q('guest order tracking li', 'partial', P.order, P.configuration, P.deployment),
  q('custom order states workflow', 'synonym', P.order, P.configuration),
  // product
  q('create a gift card product with no shipping', 'task', P.product),
  q('out of stok products hidden from listing', 'typo', P.product),
  q('product visibility vs stat', 'partial', P.product),
  // attribute
  q('can i change an attribute type from text to select', 'question', P.attribute),
  q('product spec shown as storefront filter', 'synonym', P.attribute),
  q('attribute select opti', 'partial', P.attribute),
  q('multiselct attribute values in product payload', 'typo', P.product, P.attribute),
  // attributeGroup
  q('add an attribute to a group', 'task', P.attributeGroup, P.attribute),
  q('can a product belong to two attribute groups', 'question', P.attributeGroup),
  // category
  q('categroy url key format', 'typo', P.category),
  // cmsPage
  q('change cms page url without breaking old links', 'task', P.cmsPage, P.routing),
  q('why is cms page content a string in the response', 'question', P.cmsPage),
  q('about us page api', 'synonym', P.cmsPage),
  q('cms page slug rejec', 'partial', P.cmsPage),
  // promotion
  q('percentage off specific products coupon', 'task', P.promotion),
  q('buy one get one free cupon', 'typo', P.promotion),
  // paymentMethod
  q('availablePaymentMethods only zero_checkout', 'identifier', P.paymentMethod, P.cart, P.stripe),
  q('what url do i register for stripe webhooks', 'question', P.stripe, P.paymentMethod),
  q('stripe authorize now capture later', 'task', P.stripe, P.paymentMethod, P.order),
  q('cash on delivery disply name', 'typo', P.paymentMethod),
  q('why are stripe settings read only in admin', 'question', P.stripe, P.paymentMethod, P.configuration, P.apiOverview),
  // shippingMethod
  q('flat rate shipping for one country', 'task', P.shippingMethod),
  q('live carrier rat', 'partial', P.shippingMethod),
  q('shipping package dimensions', 'entity', P.shippingMethod),
  // variant
  q('varient group max attributes', 'typo', P.variant, P.attribute),
  q('search variant candidates by sk', 'partial', P.variant),
  q('variant group axes', 'entity', P.variant, P.attribute),
];
