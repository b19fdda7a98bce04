import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import ExtensionIcon from '@site/src/components/ExtensionIcon';
import {formatPrice, marketplacePath, sortedExtensions} from '@site/src/data/extensions';
import SectionHeader from '../SectionHeader';
import styles from './styles.module.css';

/** How many extensions the strip shows; the rest are one click away. */
const STRIP_SIZE = 6;

// The most installed extensions, computed from the marketplace data at build time.
const FEATURED = [...sortedExtensions]
  .sort((a, b) => b.downloads - a.downloads || a.name.localeCompare(b.name, 'en'))
  .slice(0, STRIP_SIZE);

export default function ExtensionStrip(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="marketplace-title">
      <div className="container">
        <SectionHeader
          id="marketplace-title"
          eyebrow="Marketplace"
          title="Most installed extensions"
          lead="Payment gateways, email providers, sign-in options, widgets and themes, each installed with one npm command."
        />
        <ul className={styles.strip}>
          {FEATURED.map((extension) => (
            <li key={extension.slug} className={styles.item}>
              <ExtensionIcon glyph={extension.icon} size="small" />
              <div className={styles.text}>
                <Heading as="h3" className={styles.name}>
                  <Link className={styles.link} to={marketplacePath(extension.slug)}>
                    {extension.name}
                  </Link>
                </Heading>
                <p className={styles.summary}>{extension.summary}</p>
                <p className={styles.meta}>
                  {extension.firstParty ? 'First-party' : 'Community'} · {formatPrice(extension.price)}
                </p>
              </div>
            </li>
          ))}
        </ul>
        <p className={styles.more}>
          <Link className="button button--outline button--primary" to="/extensions">
            Browse all {sortedExtensions.length} extensions
          </Link>
        </p>
      </div>
    </section>
  );
}
