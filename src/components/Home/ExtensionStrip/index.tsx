import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import ExtensionIcon from '@site/src/components/ExtensionIcon';
// Types only: the data arrives as a build-time module (plugins/landing-page).
import type {FeaturedExtensions} from '@site/src/data/extensions';
import Section from '../Section';
import styles from './styles.module.css';

/** The lead under the section title. */
const LEAD = 'Payment gateways, email providers, sign-in options, widgets and themes, each installed with one npm command.';

export default function ExtensionStrip({featured}: {featured: FeaturedExtensions}): ReactNode {
  return (
    <Section className={styles.band} eyebrow="Marketplace" lead={LEAD} title="Most installed extensions">
      <ul className={styles.strip}>
        {featured.extensions.map((extension) => (
          <li key={extension.slug} className={styles.item}>
            <ExtensionIcon glyph={extension.icon} size="small" />
            <div className={styles.text}>
              <Heading as="h3" className={styles.name}>
                <Link className={styles.link} to={extension.href}>
                  {extension.name}
                </Link>
              </Heading>
              <p className={styles.summary}>{extension.summary}</p>
              <p className={styles.meta}>
                {extension.firstParty ? 'First-party' : 'Community'} · {extension.price}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <Link className="button button--outline button--primary" to="/extensions">
          Browse all {featured.total} extensions
        </Link>
      </p>
    </Section>
  );
}
