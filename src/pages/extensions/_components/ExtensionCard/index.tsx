import {memo, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import ExtensionIcon from '@site/src/components/ExtensionIcon';
import {Categories, Tags, formatPrice, type Extension} from '@site/src/data/extensions';
import InstallCommand from '../InstallCommand';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import {extensionPath, installCommand} from '../../_utils';
import styles from './styles.module.css';

/** Same output on the server and in every browser, whatever the visitor's locale. */
const NUMBER_FORMAT = new Intl.NumberFormat('en-US');

interface ExtensionCardProps {
  extension: Extension;
}

function ExtensionCard({extension}: ExtensionCardProps): ReactNode {
  const {name, firstParty, price} = extension;
  return (
    <li className={styles.item}>
      <article className={clsx('card', styles.card)}>
        <div className={styles.header}>
          <ExtensionIcon glyph={extension.icon} />
          <div className={styles.titleBlock}>
            <Heading as="h3" className={styles.title}>
              {name}
            </Heading>
            <p className={styles.byline}>
              {firstParty ? (
                <span className={clsx(styles.badge, styles.badgeFirstParty)}>First-party</span>
              ) : (
                <span className={clsx(styles.badge, styles.badgeCommunity)}>Community</span>
              )}{' '}
              <span>by {extension.author}</span>
            </p>
          </div>
          <p className={clsx(styles.price, price.type === 'paid' ? styles.pricePaid : styles.priceFree)}>
            <VisuallyHidden>Price: </VisuallyHidden>
            {formatPrice(price)}
          </p>
        </div>

        <p className={styles.summary}>{extension.summary}</p>
        <p className={styles.description}>{extension.description}</p>

        <dl className={styles.facts}>
          <div>
            <dt>Category</dt>
            <dd>{Categories[extension.category].label}</dd>
          </div>
          <div>
            <dt>Works with</dt>
            <dd>
              <code translate="no">{extension.compatibility}</code>
            </dd>
          </div>
          <div>
            <dt>Weekly installs</dt>
            <dd>{NUMBER_FORMAT.format(extension.downloads)}</dd>
          </div>
        </dl>

        <ul className={styles.tags} aria-label={`Tags of ${name}`}>
          {extension.tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              <span
                className={styles.tagMarker}
                style={{['--site-tag-color' as string]: Tags[tag].color}}
                aria-hidden="true"
              />
              {Tags[tag].label}
            </li>
          ))}
        </ul>

        <div className={styles.footer}>
          <InstallCommand command={installCommand(extension)} subject={name} />
          {firstParty ? (
            <Link className={styles.link} href={extension.link}>
              Source code<VisuallyHidden>{` of ${name}`}</VisuallyHidden>
            </Link>
          ) : (
            <Link className={styles.link} to={extensionPath(extension)}>
              Permalink<VisuallyHidden>{` to ${name}`}</VisuallyHidden>
            </Link>
          )}
        </div>
      </article>
    </li>
  );
}

// The grid re-renders on every keystroke in the search box; unchanged cards can skip it.
export default memo(ExtensionCard);
