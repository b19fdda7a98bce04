import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {site} from '@site/src/site';
import styles from './styles.module.css';

export default function ClosingCta(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="closing-title">
      <div className="container">
        <div className={styles.panel}>
          <Heading as="h2" className={styles.title}>
            <span id="closing-title">Your store, your code</span>
          </Heading>
          <p className={styles.text}>
            Install {site.name} on your own machine in a few minutes, read every line of it, and
            deploy it to AWS, Azure, DigitalOcean, Heroku or your own server. Questions go to the
            community on Discord and GitHub.
          </p>
          <div className={styles.actions}>
            <Link
              className={clsx('button button--lg', styles.buttonLight)}
              to="/docs/development/getting-started/installation-guide">
              Read the installation guide
            </Link>
            <Link className={clsx('button button--lg', styles.buttonOutline)} href={site.repository.url}>
              Star {site.name} on GitHub
            </Link>
          </div>
          <p className={styles.more}>
            Prefer not to run servers? <Link to="/pricing">Compare the hosting plans</Link> or{' '}
            <Link href={site.community.discord}>join the Discord</Link>.
          </p>
        </div>
      </div>
    </section>
  );
}
