/**
 * Plans, the feature comparison and the pricing FAQ, in one typed module. The pricing page only
 * renders what is here; `__tests__/pricing.test.ts` checks every entry (yearly price = 80 % of
 * twelve monthly payments, every comparison row covers every tier, and so on).
 *
 * Prices are in US dollars, before taxes. Facts come from the platform brief, section 5.
 */

export const TIER_IDS = ['self-hosted', 'cloud-personal', 'cloud-professional'] as const;
export type TierId = (typeof TIER_IDS)[number];

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** Yearly billing costs this share of twelve monthly payments (a 20 % saving). */
export const YEARLY_PRICE_FACTOR = 0.8;
export const CURRENCY = 'USD';

export type TierPrice =
  | {kind: 'free'}
  | {
      kind: 'subscription';
      /** Charged every month on monthly billing. */
      monthly: number;
      /** Charged once a year on yearly billing. */
      yearly: number;
    };

export interface PricingTier {
  id: TierId;
  name: string;
  /** One sentence: who the plan is for. */
  summary: string;
  price: TierPrice;
  /** Short lines under the price; the comparison table has the full matrix. */
  highlights: readonly string[];
  cta: {label: string; to: string};
  /** The plan the page draws attention to. */
  featured?: boolean;
}

export const TIERS = [
  {
    id: 'self-hosted',
    name: 'Self-hosted',
    summary: 'The whole platform on your own servers, free forever under the GPL-3.0 licence.',
    price: {kind: 'free'},
    highlights: [
      'Every core module: catalog, checkout, orders, promotions, CMS, page builder and blog',
      'Unlimited products, fully customisable',
      'Extensions and themes with full access to the source',
      'Community support on Discord and GitHub',
    ],
    cta: {label: 'Install Merchantry', to: '/docs/development/getting-started/installation-guide'},
  },
  {
    id: 'cloud-personal',
    name: 'Cloud Personal',
    summary: 'The same platform as a managed service: we run the servers, you run the store.',
    price: {kind: 'subscription', monthly: 10, yearly: 96},
    highlights: [
      'Managed hosting: no servers or database to look after',
      'Unlimited products',
      'Free SSL certificate and S3 media storage',
      'Store configuration from the dashboard',
    ],
    cta: {label: 'Ask about Personal', to: '/contact-us?topic=cloud'},
  },
  {
    id: 'cloud-professional',
    name: 'Cloud Professional',
    summary: 'Everything in Personal, plus deployments from your GitHub repository and priority support.',
    price: {kind: 'subscription', monthly: 20, yearly: 192},
    highlights: [
      'Everything in Cloud Personal',
      'Deploy your extensions and theme from GitHub',
      'Priority support',
    ],
    cta: {label: 'Ask about Professional', to: '/contact-us?topic=cloud'},
    featured: true,
  },
] as const satisfies readonly PricingTier[];

/** `true`/`false` render as included/not included; a string is shown as written. */
export type ComparisonValue = boolean | string;

export interface ComparisonRow {
  feature: string;
  /** Optional clarification shown under the feature name. */
  note?: string;
  values: Record<TierId, ComparisonValue>;
}

export interface ComparisonGroup {
  title: string;
  rows: readonly ComparisonRow[];
}

export const COMPARISON: readonly ComparisonGroup[] = [
  {
    title: 'Platform',
    rows: [
      {
        feature: 'Core modules',
        note: 'Catalog, checkout, customers, orders, promotions, CMS, page builder, blog, tax',
        values: {'self-hosted': true, 'cloud-personal': true, 'cloud-professional': true},
      },
      {
        feature: 'Products',
        values: {'self-hosted': 'Unlimited', 'cloud-personal': 'Unlimited', 'cloud-professional': 'Unlimited'},
      },
      {
        feature: 'Payments',
        note: 'Stripe, PayPal and cash on delivery built in',
        values: {'self-hosted': true, 'cloud-personal': true, 'cloud-professional': true},
      },
      {
        feature: 'GraphQL and REST APIs',
        values: {'self-hosted': true, 'cloud-personal': true, 'cloud-professional': true},
      },
      {
        feature: 'Extensions and themes',
        values: {'self-hosted': true, 'cloud-personal': true, 'cloud-professional': true},
      },
      {
        feature: 'Source code licence',
        values: {'self-hosted': 'GPL-3.0', 'cloud-personal': 'GPL-3.0', 'cloud-professional': 'GPL-3.0'},
      },
    ],
  },
  {
    title: 'Hosting and operations',
    rows: [
      {
        feature: 'Managed hosting',
        values: {'self-hosted': 'You run it', 'cloud-personal': true, 'cloud-professional': true},
      },
      {
        feature: 'SSL certificate',
        values: {'self-hosted': 'You set it up', 'cloud-personal': 'Free', 'cloud-professional': 'Free'},
      },
      {
        feature: 'Media storage',
        note: 'Product images and uploads',
        values: {
          'self-hosted': 'Local disk, S3, Azure or GCS',
          'cloud-personal': 'S3, included',
          'cloud-professional': 'S3, included',
        },
      },
      {
        feature: 'Custom domain',
        note: 'Point a DNS A record at your store',
        values: {'self-hosted': true, 'cloud-personal': true, 'cloud-professional': true},
      },
      {
        feature: 'Configuration from the dashboard',
        values: {'self-hosted': false, 'cloud-personal': true, 'cloud-professional': true},
      },
      {
        feature: 'Deploy from GitHub',
        values: {'self-hosted': 'Your own pipeline', 'cloud-personal': false, 'cloud-professional': true},
      },
    ],
  },
  {
    title: 'Support',
    rows: [
      {
        feature: 'Community support',
        note: 'Discord, GitHub Issues and Discussions',
        values: {'self-hosted': true, 'cloud-personal': true, 'cloud-professional': true},
      },
      {
        feature: 'Priority support',
        values: {'self-hosted': false, 'cloud-personal': false, 'cloud-professional': true},
      },
    ],
  },
];

export interface FaqEntry {
  /** Stable id, used for the accordion's element ids. */
  id: string;
  question: string;
  /** Plain-text paragraphs. */
  answer: readonly string[];
}

export const FAQ: readonly FaqEntry[] = [
  {
    id: 'self-hosted-limits',
    question: 'Is the self-hosted edition limited in any way?',
    answer: [
      'No. It is the complete platform, published under the GNU GPL v3.0: every core module, unlimited products, and the same extension and theme system the cloud plans run. You pay nothing and never need a licence key.',
      'What you take on is operations: a server with Node.js 20 or newer, a PostgreSQL 13+ database, backups, TLS and upgrades. The deployment guides cover AWS, Azure, DigitalOcean and Heroku.',
    ],
  },
  {
    id: 'yearly-billing',
    question: 'How much do I save with yearly billing?',
    answer: [
      'Yearly billing costs 20 % less than paying month by month: Cloud Personal is $96 a year instead of $120, and Cloud Professional is $192 a year instead of $240.',
    ],
  },
  {
    id: 'taxes-and-payment',
    question: 'Do prices include tax, and how do I pay?',
    answer: [
      'Prices are shown in US dollars and do not include taxes. Plans are paid by card.',
    ],
  },
  {
    id: 'cancel',
    question: 'Can I cancel at any time?',
    answer: [
      'Yes. Cancel at least 24 hours before your plan renews and you will not be charged again.',
    ],
  },
  {
    id: 'change-plan',
    question: 'Can I switch between plans?',
    answer: [
      'You can upgrade or downgrade whenever you like. The unused part of what you have already paid is credited towards the new plan.',
    ],
  },
  {
    id: 'custom-domain',
    question: 'Can my cloud store use my own domain?',
    answer: [
      'Yes, on both cloud plans. Point your domain at your store with a DNS A record.',
    ],
  },
  {
    id: 'same-code',
    question: 'Is the cloud version different from the open-source one?',
    answer: [
      'It is the same GPL-3.0 code. The cloud plans add hosting, storage, certificates and, on Professional, deployments from GitHub and priority support. Extensions and themes you write work in both places.',
    ],
  },
  {
    id: 'extension-prices',
    question: 'Do marketplace extensions cost extra?',
    answer: [
      'Most extensions in the marketplace are free. A few first-party packages, such as some payment, shipping, marketing and theme extensions, have their own price, shown on each extension\'s card on the extensions page.',
    ],
  },
];

/** What the visitor pays per billing cycle, and the monthly equivalent to show large. */
export function priceFor(
  price: Extract<TierPrice, {kind: 'subscription'}>,
  period: BillingPeriod,
): {perMonth: number; billed: number} {
  return period === 'monthly'
    ? {perMonth: price.monthly, billed: price.monthly}
    : {perMonth: price.yearly / 12, billed: price.yearly};
}

/** Whole dollars without decimals, otherwise two decimals: "$10", "$8", "$8.25". */
export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}
