/**
 * The extensions marketplace: every extension and theme listed on `/extensions` and in the
 * strip on the landing page.
 *
 * Adding an entry:
 * - Add it anywhere in `Extensions`; the exported list is sorted for you, so place it where it
 *   reads best. Inserting at random places (not at the end) keeps Git conflicts rare when
 *   several people add entries at once.
 * - `summary` is one sentence of at most 120 characters (it is the card's first line);
 *   `description` says how it plugs into Merchantry (which extension mechanism it uses) so a
 *   developer can judge it before installing.
 * - First-party entries publish under the `@merchantry/` npm scope and link their repository
 *   under `github.com/merchantry`. Community entries publish under their own name and link
 *   their marketplace permalink (`/extensions?q=<slug>`); we do not link third-party
 *   hosts we cannot keep an eye on.
 * - `compatibility` is a semver range of the core package. Anything that renders React
 *   (storefront or admin components, themes) needs `>=2.2.0` because 2.2 moved to React 19.
 * - `downloads` is the weekly install count reported by the registry; update it when you touch
 *   the entry.
 * - `icon` names a glyph drawn in `src/components/Icon/<Glyph>/`. Reuse a glyph before
 *   drawing a new one; a new glyph needs a component there and a line in `IconGlyphList`.
 *
 * `src/data/__tests__/extensions.test.ts` checks every entry against these rules.
 */
import {site} from '../site';

/** Categories: each extension has exactly one, the business area it serves. */
export const CategoryList = [
  /** Visitor, funnel and sales tracking. */
  'analytics',
  /** Customer and admin sign-in: social login, passwordless, second factors. */
  'authentication',
  /** The cart and checkout steps, apart from payment gateways. */
  'checkout',
  /** CMS pages, page-builder widgets and other editorial content. */
  'cms',
  /** Live chat and help desks on the storefront. */
  'customer-support',
  /** Newsletters, feeds, win-back campaigns. */
  'marketing',
  /** What a product page shows: reviews, wishlists, size charts. */
  'merchandise',
  /** Transactional email and other messages sent to customers. */
  'notification',
  /** After the sale: invoices, exports, order handling. */
  'orders',
  /** Payment gateways registered with the checkout module. */
  'payment',
  /** Catalog search engines and search pages. */
  'search',
  /** Shipping providers, rates and delivery options. */
  'shipping',
  /** Storefront themes (`themes/<name>`). */
  'theme',
] as const;

export type CategoryType = (typeof CategoryList)[number];

/** Tags: what an extension plugs into, so a developer can tell what it touches. */
export const TagList = [
  /** Adds pages, grids or settings to the admin panel. */
  'admin',
  /** Ships migrations that create its own tables. */
  'database',
  /** Reacts to core events with subscribers (runs in the event process). */
  'events',
  /** Needs an account with a third-party service. */
  'external-service',
  /** Extends the GraphQL schema with types or fields. */
  'graphql',
  /** Registers scheduled jobs (runs in the cron process). */
  'jobs',
  /** Adds middleware to the request pipeline. */
  'middleware',
  /** Adds REST endpoints under `/api`. */
  'rest-api',
  /** Places components on storefront pages. */
  'storefront',
  /** Receives webhooks from an outside provider. */
  'webhooks',
  /** Registers page-builder widgets or ships widget content. */
  'widget',
] as const;

export type TagType = (typeof TagList)[number];

/** Icon glyphs drawn in `src/components/Icon/<Glyph>/index.tsx`. */
export const IconGlyphList = [
  'bell',
  'cart',
  'chart',
  'chat',
  'credit-card',
  'document',
  'feed',
  'gift',
  'heart',
  'key',
  'link',
  'mail',
  'megaphone',
  'palette',
  'question',
  'ruler',
  'search',
  'send',
  'shield',
  'star',
  'store',
  'truck',
] as const;

export type IconGlyph = (typeof IconGlyphList)[number];

export interface Category {
  label: string;
  description: string;
}

export interface Tag {
  label: string;
  description: string;
  /** A hex colour for the tag's marker; text is always drawn in the body colour. */
  color: string;
}

export type Price =
  | {type: 'free'}
  | {type: 'paid'; /** US dollars, taxes excluded. */ amount: number; period: 'one-time' | 'year'};

export interface Extension {
  name: string;
  /** Kebab-case, unique; also the marketplace permalink (`/extensions?q=<slug>`). */
  slug: string;
  /** One sentence, at most 120 characters. */
  summary: string;
  /** Two or three sentences on what it does and how it plugs in. */
  description: string;
  category: CategoryType;
  tags: TagType[];
  author: string;
  /** Built and maintained by the Merchantry team. */
  firstParty: boolean;
  price: Price;
  npmPackage: string;
  /** Source repository (first-party) or marketplace permalink (community). */
  link: string;
  /** Semver range of `@merchantry/merchantry` the extension supports. */
  compatibility: string;
  /** Weekly installs. */
  downloads: number;
  icon: IconGlyph;
}

export const Categories: Record<CategoryType, Category> = {
  analytics: {label: 'Analytics', description: 'Track visits, funnels and sales.'},
  authentication: {label: 'Authentication', description: 'Sign-in options for customers and admins.'},
  checkout: {label: 'Checkout', description: 'Cart and checkout additions other than payment gateways.'},
  cms: {label: 'CMS', description: 'Editorial content, pages and page-builder widgets.'},
  'customer-support': {label: 'Customer support', description: 'Live chat and help on the storefront.'},
  marketing: {label: 'Marketing', description: 'Newsletters, product feeds and campaigns.'},
  merchandise: {label: 'Merchandise', description: 'Richer product pages: reviews, wishlists, size charts.'},
  notification: {label: 'Notification', description: 'Emails and alerts sent to customers.'},
  orders: {label: 'Orders', description: 'Invoices, exports and work after the sale.'},
  payment: {label: 'Payment', description: 'Payment gateways for the checkout.'},
  search: {label: 'Search', description: 'Catalog search engines and result pages.'},
  shipping: {label: 'Shipping', description: 'Shipping providers, rates and delivery options.'},
  theme: {label: 'Theme', description: 'Complete storefront designs.'},
};

export const Tags: Record<TagType, Tag> = {
  admin: {label: 'Admin', description: 'Adds pages or settings to the admin panel.', color: '#6d28d9'},
  database: {label: 'Database', description: 'Creates its own tables through migrations.', color: '#0e7490'},
  events: {label: 'Events', description: 'Subscribes to core events.', color: '#b45309'},
  'external-service': {
    label: 'External service',
    description: 'Needs an account with a third-party service.',
    color: '#be123c',
  },
  graphql: {label: 'GraphQL', description: 'Extends the GraphQL schema.', color: '#c026d3'},
  jobs: {label: 'Cron jobs', description: 'Runs scheduled jobs.', color: '#4d7c0f'},
  middleware: {label: 'Middleware', description: 'Adds middleware to the request pipeline.', color: '#475569'},
  'rest-api': {label: 'REST API', description: 'Adds endpoints under /api.', color: '#1d4ed8'},
  storefront: {label: 'Storefront', description: 'Places components on storefront pages.', color: '#047857'},
  webhooks: {label: 'Webhooks', description: 'Receives webhooks from a provider.', color: '#9a3412'},
  widget: {label: 'Widget', description: 'Registers or ships page-builder widgets.', color: '#0369a1'},
};

const FIRST_PARTY_AUTHOR = `${site.name} team`;

/** First-party repositories live in the product's GitHub organisation. */
function repository(slug: string): string {
  return `https://github.com/${site.repository.owner}/${slug}`;
}

/** The marketplace filtered down to one extension, relative to the site root. */
export function marketplacePath(slug: string): string {
  return `/extensions?q=${encodeURIComponent(slug)}`;
}

/** Community entries link the marketplace itself, filtered down to them. */
function permalink(slug: string): string {
  return `${site.url}${marketplacePath(slug)}`;
}

const FREE: Price = {type: 'free'};

/** Renders React components, so it needs the React 19 line. */
const REACT_19 = '>=2.2.0 <3';
/** Server-side only: works across the whole 2.x line. */
const ALL_2X = '>=2.0.0 <3';

const Extensions: Extension[] = [
  {
    name: 'SendGrid Email',
    slug: 'sendgrid',
    summary: 'Sends order, shipment and account emails through your SendGrid account.',
    description:
      'Adds a SendGrid transport to the emailService registry value, so order confirmations, shipment notices and password resets leave through the SendGrid API. The API key, sender address and template ids are set in Admin → Settings.',
    category: 'notification',
    tags: ['admin', 'events', 'external-service'],
    author: FIRST_PARTY_AUTHOR,
    firstParty: true,
    price: FREE,
    npmPackage: '@merchantry/sendgrid',
    link: repository('sendgrid'),
    compatibility: REACT_19,
    downloads: 1840,
    icon: 'mail',
  },
  {
    name: 'Product Reviews',
    slug: 'product-reviews',
    summary: 'Collects star ratings and written reviews on product pages, with moderation in the admin.',
    description:
      'Adds a review form and a rating summary to the product page, a review list with approve and reject actions to the admin, and an averageRating field on the GraphQL Product type. Reviews live in their own table, created by the extension’s migration.',
    category: 'merchandise',
    tags: ['admin', 'database', 'graphql', 'rest-api', 'storefront', 'widget'],
    author: FIRST_PARTY_AUTHOR,
    firstParty: true,
    price: FREE,
    npmPackage: '@merchantry/product_review',
    link: repository('product-reviews'),
    compatibility: REACT_19,
    downloads: 1690,
    icon: 'star',
  },
  {
    name: 'Tidio Live Chat',
    slug: 'tidio-live-chat',
    summary: 'Puts the Tidio chat widget on every storefront page.',
    description:
      'A storefront component loads the Tidio script after the page has rendered, so it never delays the first paint. Signed-in customers are passed to Tidio with their name and email, and the public key is entered in the admin settings.',
    category: 'customer-support',
    tags: ['admin', 'external-service', 'storefront'],
    author: 'Ines Carvalho',
    firstParty: false,
    price: FREE,
    npmPackage: 'merchantry-tidio-chat',
    link: permalink('tidio-live-chat'),
    compatibility: REACT_19,
    downloads: 420,
    icon: 'chat',
  },
  {
    name: 'Resend Email',
    slug: 'resend',
    summary: 'Sends the store’s transactional emails through Resend.',
    description:
      'Swaps the store’s email transport for the Resend API through the emailService registry value. Every core email keeps its template; only delivery changes, and failed sends are logged with the Resend error.',
    category: 'notification',
    tags: ['admin', 'events', 'external-service'],
    author: FIRST_PARTY_AUTHOR,
    firstParty: true,
    price: FREE,
    npmPackage: '@merchantry/resend',
    link: repository('resend'),
    compatibility: REACT_19,
    downloads: 1210,
    icon: 'send',
  },
  {
    name: 'Google Login',
    slug: 'google-login',
    summary: 'Lets customers sign in or register with their Google account.',
    description:
      'Adds a “Continue with Google” button to the login and register pages and an OAuth callback route. A Google account is linked to an existing customer when the verified email addresses match; the client id and secret are admin settings.',
    category: 'authentication',
    tags: ['admin', 'external-service', 'rest-api', 'storefront'],
    author: FIRST_PARTY_AUTHOR,
    firstParty: true,
    price: FREE,
    npmPackage: '@merchantry/google_login',
    link: repository('google-login'),
    compatibility: REACT_19,
    downloads: 1530,
    icon: 'key',
  },
  {
    name: 'Tawk.to Live Chat',
    slug: 'tawkto-live-chat',
    summary: 'Embeds the free Tawk.to chat widget on the storefront.',
    description:
      'Loads the Tawk.to widget from a storefront component placed in the page body, with the property and widget ids kept in admin settings. Pages can be excluded by route id, for example to keep the checkout free of distractions.',
    category: 'customer-support',
    tags: ['admin', 'external-service', 'storefront'],
    author: 'Tomasz Wrona',
    firstParty: false,
    price: FREE,
    npmPackage: 'merchantry-tawkto',
    link: permalink('tawkto-live-chat'),
    compatibility: REACT_19,
    downloads: 380,
    icon: 'chat',
  },
  {
    name: 'SweetDream Bakery Theme',
    slug: 'sweetdream-bakery-theme',
    summary: 'A warm storefront theme for bakeries and cafés, with its homepage content included.',
    description:
      'Overrides the header, footer and product cards with a soft, pastel bakery look. Its theme.json ships the widgets and placements for the homepage banner, the featured cakes collection and the opening hours, so theme:active sets up a complete homepage.',
    category: 'theme',
    tags: ['storefront', 'widget'],
    author: FIRST_PARTY_AUTHOR,
    firstParty: true,
    price: FREE,
    npmPackage: '@merchantry/theme-sweetdream',
    link: repository('sweetdream-bakery-theme'),
    compatibility: REACT_19,
    downloads: 640,
    icon: 'palette',
  },
  {
    name: 'Boutique Theme',
    slug: 'boutique-theme',
    summary: 'A fashion storefront theme with lookbook, size-swatch and editorial page-builder widgets.',
    description:
      'Large imagery, a sticky add-to-cart bar and colour swatches for variant groups. It registers lookbook and editorial widgets for the page builder and ships a theme.json that places them on the homepage.',
    category: 'theme',
    tags: ['storefront', 'widget'],
    author: FIRST_PARTY_AUTHOR,
    firstParty: true,
    price: {type: 'paid', amount: 49, period: 'one-time'},
    npmPackage: '@merchantry/theme-boutique',
    link: repository('boutique-theme'),
    compatibility: REACT_19,
    downloads: 310,
    icon: 'palette',
  },
  {
    name: 'Algolia Search',
    slug: 'algolia-search',
    summary: 'Instant catalog search with typo tolerance and facets, powered by Algolia.',
    description:
      'Subscribers on product_created, product_updated and product_deleted keep an Algolia index in step with the catalog, and a nightly job rebuilds it from scratch. The search page and the header search box are replaced with instant results and attribute facets.',
    category: 'search',
    tags: ['events', 'external-service', 'graphql', 'jobs', 'storefront'],
    author: 'Fieldnote Labs',
    firstParty: false,
    price: FREE,
    npmPackage: 'merchantry-algolia',
    link: permalink('algolia-search'),
    compatibility: REACT_19,
    downloads: 560,
    icon: 'search',
  },
  {
    name: 'Klarna Payments',
    slug: 'klarna-payments',
    summary: 'Offers Klarna’s pay-later and instalment options at checkout.',
    description:
      'Registers a klarna payment method with the checkout module and renders Klarna’s widget in the checkout form. A webhook endpoint moves orders through authorized, captured and refunded payment statuses, and refunds start from the admin order page.',
    category: 'payment',
    tags: ['admin', 'external-service', 'rest-api', 'storefront', 'webhooks'],
    author: FIRST_PARTY_AUTHOR,
    firstParty: true,
    price: {type: 'paid', amount: 99, period: 'year'},
    npmPackage: '@merchantry/klarna',
    link: repository('klarna-payments'),
    compatibility: REACT_19,
    downloads: 270,
    icon: 'credit-card',
  },
  {
    name: 'Mailchimp Sync',
    slug: 'mailchimp-sync',
    summary: 'Keeps a Mailchimp audience in step with your customers and their orders.',
    description:
      'Subscribers on customer_registered and order_placed push contacts and purchase data to a Mailchimp audience, honouring the customer’s marketing consent. An hourly job retries anything Mailchimp refused, so a short outage loses nothing.',
    category: 'marketing',
    tags: ['admin', 'events', 'external-service', 'jobs'],
    author: 'Harbor Street Digital',
    firstParty: false,
    price: FREE,
    npmPackage: 'merchantry-mailchimp',
    link: permalink('mailchimp-sync'),
    compatibility: REACT_19,
    downloads: 350,
    icon: 'megaphone',
  },
  {
    name: 'Abandoned Cart Reminders',
    slug: 'abandoned-cart-reminders',
    summary: 'Emails shoppers who left items in their cart, with a link that restores it.',
    description:
      'A scheduled job finds carts that have an email address and have not changed for a configurable time, then sends up to three reminders through the store’s email service. Sent reminders and recovered orders are recorded in the extension’s own table and shown in an admin report.',
    category: 'marketing',
    tags: ['admin', 'database', 'jobs', 'storefront'],
    author: FIRST_PARTY_AUTHOR,
    firstParty: true,
    price: {type: 'paid', amount: 79, period: 'year'},
    npmPackage: '@merchantry/abandoned_cart',
    link: repository('abandoned-cart-reminders'),
    compatibility: REACT_19,
    downloads: 480,
    icon: 'cart',
  },
  {
    name: 'Live Carrier Rates',
    slug: 'live-carrier-rates',
    summary: 'Quotes real-time UPS, FedEx and USPS rates at checkout as a shipping provider.',
    description:
      'Registers a shipping provider that you attach to shipping zones like the built-in one. Rates are quoted from the cart weight and your package definitions, and the provider falls back to a flat rate you choose when a carrier does not answer in time.',
    category: 'shipping',
    tags: ['admin', 'external-service'],
    author: FIRST_PARTY_AUTHOR,
    firstParty: true,
    price: {type: 'paid', amount: 99, period: 'year'},
    npmPackage: '@merchantry/carrier_rates',
    link: repository('live-carrier-rates'),
    compatibility: REACT_19,
    downloads: 290,
    icon: 'truck',
  },
  {
    name: 'Wishlist',
    slug: 'wishlist',
    summary: 'Lets customers save products to a wishlist and share it with a link.',
    description:
      'Adds a heart button to product cards and pages, a wishlist page in the customer account, and POST /api/wishlist/items for headless front ends. Lists live in the extension’s own table and are exposed through a wishlist field on the GraphQL Customer type.',
    category: 'merchandise',
    tags: ['database', 'graphql', 'rest-api', 'storefront'],
    author: 'Kestrel Studio',
    firstParty: false,
    price: FREE,
    npmPackage: 'merchantry-wishlist',
    link: permalink('wishlist'),
    compatibility: REACT_19,
    downloads: 510,
    icon: 'heart',
  },
  {
    name: 'Google Analytics 4',
    slug: 'google-analytics-4',
    summary: 'Sends GA4 e-commerce events, or pushes them to a Google Tag Manager container.',
    description:
      'Storefront components report view_item, add_to_cart, begin_checkout and purchase events with item data taken from the page’s GraphQL query. Choose direct GA4 or a Tag Manager container in the admin; nothing loads until the measurement id is set.',
    category: 'analytics',
    tags: ['admin', 'external-service', 'storefront'],
    author: 'Fieldnote Labs',
    firstParty: false,
    price: FREE,
    npmPackage: 'merchantry-ga4',
    link: permalink('google-analytics-4'),
    compatibility: REACT_19,
    downloads: 730,
    icon: 'chart',
  },
  {
    name: 'Gift Cards',
    slug: 'gift-cards',
    summary: 'Sells gift cards as products and lets customers redeem them at checkout.',
    description:
      'When an order containing a gift card product is placed, a subscriber issues a code and emails it to the recipient. Customers redeem the code on the cart, and any unspent balance stays on the card for the next order.',
    category: 'checkout',
    tags: ['admin', 'database', 'events', 'graphql', 'rest-api', 'storefront'],
    author: FIRST_PARTY_AUTHOR,
    firstParty: true,
    price: {type: 'paid', amount: 59, period: 'year'},
    npmPackage: '@merchantry/gift_card',
    link: repository('gift-cards'),
    compatibility: REACT_19,
    downloads: 230,
    icon: 'gift',
  },
  {
    name: 'Store Pickup',
    slug: 'store-pickup',
    summary: 'Lets customers collect their order from one of your shops instead of paying for delivery.',
    description:
      'Registers a shipping provider whose methods are your pickup locations, each with an address and opening hours managed in the admin. Marking a shipment ready for pickup emails the customer.',
    category: 'shipping',
    tags: ['admin', 'database', 'storefront'],
    author: FIRST_PARTY_AUTHOR,
    firstParty: true,
    price: FREE,
    npmPackage: '@merchantry/store_pickup',
    link: repository('store-pickup'),
    compatibility: REACT_19,
    downloads: 390,
    icon: 'store',
  },
  {
    name: 'Size Guide',
    slug: 'size-guide',
    summary: 'Shows a size chart on product pages, chosen by category.',
    description:
      'Registers a size_guide page-builder widget and a product page component that opens the chart in a dialog. Charts are edited in the admin and attached to categories through a metafield, so every product in the category shows the right one.',
    category: 'merchandise',
    tags: ['admin', 'storefront', 'widget'],
    author: 'Kestrel Studio',
    firstParty: false,
    price: FREE,
    npmPackage: 'merchantry-size-guide',
    link: permalink('size-guide'),
    compatibility: REACT_19,
    downloads: 160,
    icon: 'ruler',
  },
  {
    name: 'Announcement Bar',
    slug: 'announcement-bar',
    summary: 'A page-builder widget for a dismissible store-wide message with start and end dates.',
    description:
      'Registers an announcement_bar widget for the header area with text, link, colours and a schedule. Drafts and scheduled rollouts come from the page builder, so a holiday message can be prepared weeks ahead.',
    category: 'cms',
    tags: ['storefront', 'widget'],
    author: FIRST_PARTY_AUTHOR,
    firstParty: true,
    price: FREE,
    npmPackage: '@merchantry/announcement_bar',
    link: repository('announcement-bar'),
    compatibility: REACT_19,
    downloads: 820,
    icon: 'bell',
  },
  {
    name: 'Magic Link Login',
    slug: 'magic-link-login',
    summary: 'Passwordless customer sign-in with single-use links sent by email.',
    description:
      'Adds an “Email me a sign-in link” option to the login page and a public endpoint that issues the link. Tokens are stored hashed in the extension’s table, work once and expire after 15 minutes.',
    category: 'authentication',
    tags: ['database', 'rest-api', 'storefront'],
    author: 'Priya Raman',
    firstParty: false,
    price: FREE,
    npmPackage: 'merchantry-magic-link',
    link: permalink('magic-link-login'),
    compatibility: REACT_19,
    downloads: 140,
    icon: 'link',
  },
  {
    name: 'Admin Two-Factor Authentication',
    slug: 'admin-two-factor',
    summary: 'Asks admins for a one-time code from an authenticator app after their password.',
    description:
      'Middleware on the admin login route asks for a six-digit TOTP code once the password has been checked, and issues ten recovery codes at enrolment. A configuration flag makes enrolment mandatory for every admin user.',
    category: 'authentication',
    tags: ['admin', 'database', 'middleware'],
    author: FIRST_PARTY_AUTHOR,
    firstParty: true,
    price: FREE,
    npmPackage: '@merchantry/admin_2fa',
    link: repository('admin-two-factor'),
    compatibility: REACT_19,
    downloads: 450,
    icon: 'shield',
  },
  {
    name: 'Back-in-Stock Alerts',
    slug: 'back-in-stock-alerts',
    summary: 'Emails customers who asked to be told when a sold-out product is available again.',
    description:
      'Out-of-stock product pages get a “Notify me” form. A subscriber on inventory_updated sees the quantity go from zero to positive and emails everyone waiting, oldest request first.',
    category: 'notification',
    tags: ['database', 'events', 'storefront'],
    author: 'Harbor Street Digital',
    firstParty: false,
    price: {type: 'paid', amount: 29, period: 'one-time'},
    npmPackage: 'merchantry-stock-alerts',
    link: permalink('back-in-stock-alerts'),
    compatibility: REACT_19,
    downloads: 190,
    icon: 'bell',
  },
  {
    name: 'Product Feeds',
    slug: 'product-feeds',
    summary: 'Publishes Google Merchant Center and Meta catalog feeds of your products.',
    description:
      'A job regenerates the feeds every six hours, with prices, stock and variant groups, and a public API route serves them to the shopping platforms. Products can be left out of a feed with an attribute.',
    category: 'marketing',
    tags: ['jobs', 'rest-api'],
    author: 'Olu Adeyemi',
    firstParty: false,
    price: FREE,
    npmPackage: 'merchantry-product-feeds',
    link: permalink('product-feeds'),
    compatibility: ALL_2X,
    downloads: 260,
    icon: 'feed',
  },
  {
    name: 'PDF Invoices',
    slug: 'pdf-invoices',
    summary: 'Creates numbered PDF invoices and attaches them to order confirmation emails.',
    description:
      'A subscriber on order_placed renders the invoice with your logo, tax lines and a gap-free number sequence. Customers download it from their order page, and admins from the order view.',
    category: 'orders',
    tags: ['admin', 'events', 'storefront'],
    author: 'Lindqvist & Ko',
    firstParty: false,
    price: FREE,
    npmPackage: 'merchantry-pdf-invoices',
    link: permalink('pdf-invoices'),
    compatibility: REACT_19,
    downloads: 340,
    icon: 'document',
  },
  {
    name: 'Mollie Payments',
    slug: 'mollie-payments',
    summary: 'Accepts iDEAL, Bancontact, cards and other Mollie payment methods at checkout.',
    description:
      'Registers one payment method per Mollie method you enable, and sends the customer to Mollie’s hosted page. A webhook endpoint records the transaction and updates the order’s payment status; refunds start from the admin.',
    category: 'payment',
    tags: ['admin', 'external-service', 'rest-api', 'storefront', 'webhooks'],
    author: 'Grachten Code',
    firstParty: false,
    price: FREE,
    npmPackage: 'merchantry-mollie',
    link: permalink('mollie-payments'),
    compatibility: REACT_19,
    downloads: 210,
    icon: 'credit-card',
  },
  {
    name: 'Order Export',
    slug: 'order-export',
    summary: 'Exports orders to CSV on demand or on a schedule for your accounting tools.',
    description:
      'Adds an export button with column choices to the admin order grid, and a job that writes a daily or weekly file to the store’s media storage, whether local disk, S3, Azure or Google Cloud Storage.',
    category: 'orders',
    tags: ['admin', 'jobs'],
    author: FIRST_PARTY_AUTHOR,
    firstParty: true,
    price: FREE,
    npmPackage: '@merchantry/order_export',
    link: repository('order-export'),
    compatibility: REACT_19,
    downloads: 300,
    icon: 'document',
  },
  {
    name: 'FAQ Blocks',
    slug: 'faq-blocks',
    summary: 'Question-and-answer widgets with FAQ structured data for search engines.',
    description:
      'Registers an faq widget for CMS pages, landing pages and product pages; each block renders as an accessible accordion and adds FAQPage JSON-LD to the page head. Questions can be shared between pages.',
    category: 'cms',
    tags: ['graphql', 'storefront', 'widget'],
    author: 'Priya Raman',
    firstParty: false,
    price: FREE,
    npmPackage: 'merchantry-faq-blocks',
    link: permalink('faq-blocks'),
    compatibility: REACT_19,
    downloads: 170,
    icon: 'question',
  },
];

function byName(a: Extension, b: Extension): number {
  return a.name.localeCompare(b.name, 'en', {sensitivity: 'base'});
}

/** Every extension, alphabetical by name. */
export const sortedExtensions: readonly Extension[] = [...Extensions].sort(byName);

/** How a price reads on a card and in filters. */
export function formatPrice(price: Price): string {
  if (price.type === 'free') {
    return 'Free';
  }
  return price.period === 'year' ? `$${price.amount} per year` : `$${price.amount} one-time`;
}

/** An extension as the landing page's strip shows it: the few fields it reads, prices as text. */
export interface FeaturedExtension extends Pick<Extension, 'name' | 'slug' | 'summary' | 'firstParty' | 'icon'> {
  price: string;
  href: string;
}

export interface FeaturedExtensions {
  /** Every extension in the marketplace, for the "Browse all" link. */
  total: number;
  extensions: FeaturedExtension[];
}

/**
 * The most installed extensions, ties broken by name. Computed when the site is built, so the
 * landing page ships six entries rather than the whole marketplace.
 */
export function featuredExtensions(extensions: readonly Extension[], count: number): FeaturedExtensions {
  const top = [...extensions]
    .sort((a, b) => b.downloads - a.downloads || a.name.localeCompare(b.name, 'en'))
    .slice(0, count);
  return {
    total: extensions.length,
    extensions: top.map(({name, slug, summary, firstParty, icon, price}) => ({
      name,
      slug,
      summary,
      firstParty,
      icon,
      price: formatPrice(price),
      href: marketplacePath(slug),
    })),
  };
}
