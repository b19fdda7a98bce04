import type {ComponentType, ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import CatalogIllustration from '@site/src/components/Illustrations/Catalog';
import CheckoutIllustration from '@site/src/components/Illustrations/Checkout';
import ContentIllustration from '@site/src/components/Illustrations/Content';
import PromotionsIllustration from '@site/src/components/Illustrations/Promotions';
import ShippingIllustration from '@site/src/components/Illustrations/Shipping';
import ThemesIllustration from '@site/src/components/Illustrations/Themes';
import Section from '../Section';
import styles from './styles.module.css';

/** The lead under the section title. */
const LEAD = 'Catalog, checkout, shipping, promotions and content are core modules, tested together and upgraded together.';

interface Feature {
  title: string;
  description: string;
  points: string[];
  Illustration: ComponentType;
  docs: {label: string; to: string};
}

/** The commerce feature areas, in the order a store meets them. Facts: platform brief §5. */
const FEATURES: Feature[] = [
  {
    title: 'Catalog',
    description:
      'Products with typed attributes, variant groups of up to five axes, custom options, nested categories and collections.',
    points: [
      'Stock control per product and variant',
      'Layered navigation by price and attributes',
      'Search, related, cross-sell and upsell products',
    ],
    Illustration: CatalogIllustration,
    docs: {label: 'Product API', to: '/docs/api/product'},
  },
  {
    title: 'Checkout and payments',
    description:
      'A one-page checkout with guest checkout, saved carts, coupons and shipping notes. Carts with a zero total skip payment.',
    points: [
      'Stripe Payment Element: authorize or capture, refunds, webhooks',
      'PayPal and cash on delivery built in',
      'A gateway API for every other provider',
    ],
    Illustration: CheckoutIllustration,
    docs: {
      label: 'Integrate a payment gateway',
      to: '/docs/development/advanced/intergrate-with-stripe-payment-gateway',
    },
  },
  {
    title: 'Shipping and tax',
    description:
      'A provider-based shipping engine with multi-country zones and flat, price-based or weight-based rates, plus tax classes and rates.',
    points: [
      'Live carrier rates through extensions',
      'Package definitions and multi-shipment fulfilment',
      'Carriers, tracking links and labels',
    ],
    Illustration: ShippingIllustration,
    docs: {label: 'Shipping method API', to: '/docs/api/shipping-method'},
  },
  {
    title: 'Promotions',
    description:
      'Fixed or percentage coupons on the whole order or on chosen products, and buy-X-get-Y offers.',
    points: [
      'Conditions on totals, quantities, products and customer groups',
      'Start and end dates, usage limits per coupon and per customer',
      'Landing pages for campaigns',
    ],
    Illustration: PromotionsIllustration,
    docs: {label: 'Promotion API', to: '/docs/api/promotion'},
  },
  {
    title: 'Content pages and widgets',
    description:
      'CMS pages with a block editor and a visual page builder that places widgets on any page, plus a blog.',
    points: [
      'Drafts, scheduled rollouts, undo and redo',
      'Device preview before you publish',
      'Blog with categories, tags, moderated comments and RSS',
    ],
    Illustration: ContentIllustration,
    docs: {label: 'Widget development', to: '/docs/development/module/widget-development'},
  },
  {
    title: 'Themes',
    description:
      'A theme overrides any storefront component by giving it the same path, and can ship its own widgets and placements.',
    points: [
      'Tailwind CSS v4, SCSS or plain CSS',
      'theme:twizz copies a core component into your theme',
      'The admin and the core stay untouched',
    ],
    Illustration: ThemesIllustration,
    docs: {label: 'Theme overview', to: '/docs/development/theme/theme-overview'},
  },
];

function FeatureCard({feature}: {feature: Feature}): ReactNode {
  const {Illustration} = feature;
  return (
    <li className={styles.card}>
      <div className={styles.illustration}>
        <Illustration />
      </div>
      <div className={styles.body}>
        <Heading as="h3" className={styles.title}>
          {feature.title}
        </Heading>
        <p className={styles.description}>{feature.description}</p>
        <ul className={styles.points}>
          {feature.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <Link className={styles.link} to={feature.docs.to}>
          {feature.docs.label}
        </Link>
      </div>
    </li>
  );
}

export default function Features(): ReactNode {
  return (
    <Section eyebrow="In the core" lead={LEAD} title="Everything a store needs, from the first install">
      <ul className={styles.grid}>
        {FEATURES.map((feature) => (
          <FeatureCard key={feature.title} feature={feature} />
        ))}
      </ul>
    </Section>
  );
}
