import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import Section from '../Section';
import styles from './styles.module.css';

/** The lead under the section title. */
const LEAD = 'Everything is a module. Your code uses the same extension points as the core, so upgrading the platform never means merging it.';

// An extension is a folder of conventions; each line names the mechanism it plugs into.
const EXTENSION_TREE = `extensions/acme_wishlist/
├── package.json
└── src/
    ├── bootstrap.ts         jobs, hooks, widgets
    ├── api/addWishlistItem/
    │   ├── route.json       POST /api/wishlist/items
    │   └── saveItem.ts
    ├── graphql/types/Wishlist/
    │   ├── Wishlist.graphql
    │   └── Wishlist.resolvers.ts
    ├── migration/Version-1.0.0.ts
    ├── pages/frontStore/productView/
    │   └── WishlistButton.tsx
    └── subscribers/customer_deleted/
        └── removeWishlist.ts`;

const GRAPHQL_QUERY = `query ShippingOptions {
  cart(id: "4f8b0c1e-9d3a-4c57-8a62-0e5b7d91c2af") {
    availableShippingMethods(
      country: "DE"
      postcode: "10115"
    ) {
      providerCode
      code
      name
      cost { text }
      delivery { minBusinessDays maxBusinessDays }
    }
  }
}`;

const REST_ROUTE = `{
  "methods": ["POST"],
  "path": "/wishlist/items",
  "access": "public"
}`;

export default function BuiltToExtend(): ReactNode {
  return (
    <Section className={styles.band} eyebrow="For developers" lead={LEAD} title="Built to be extended, not forked">
      <div className={styles.grid}>
        <article className={styles.panel}>
          <Heading as="h3" className={styles.title}>
            Extensions
          </Heading>
          <p>
            An extension is a folder of conventions: REST endpoints, GraphQL types, storefront
            and admin pages, event subscribers, cron jobs, migrations and page-builder widgets.
            Registry processors and hooks change core behaviour without editing it.
          </p>
          <p>
            Install one from npm or keep it in your project, then enable it with one entry in{' '}
            <code>system.extensions</code>.
          </p>
          <CodeBlock language="text" title="One feature, one folder">
            {EXTENSION_TREE}
          </CodeBlock>
          <p className={styles.links}>
            <Link to="/docs/development/module/create-your-first-extension">
              Build your first extension
            </Link>
            <Link to="/extensions">Browse the marketplace</Link>
          </p>
        </article>

        <article className={styles.panel}>
          <Heading as="h3" className={styles.title}>
            GraphQL and REST APIs
          </Heading>
          <p>
            Read anything through one GraphQL schema, merged at start-up from every module and
            extension. Write through REST endpoints declared in a <code>route.json</code>, with
            JSON Schema validation and JWT authentication for admin calls.
          </p>
          <CodeBlock language="graphql" title="POST /api/graphql">
            {GRAPHQL_QUERY}
          </CodeBlock>
          <CodeBlock language="json" title="api/addWishlistItem/route.json">
            {REST_ROUTE}
          </CodeBlock>
          <p className={styles.links}>
            <Link to="/docs/api/overview">API reference</Link>
            <Link to="/docs/development/knowledge-base/graphql">GraphQL guide</Link>
          </p>
        </article>
      </div>
    </Section>
  );
}
