import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface PageHeaderProps {
  /** Centres the title and lead (pricing); left-aligned otherwise. */
  centered?: boolean;
  /** The lead paragraph under the title. */
  children: ReactNode;
  title: ReactNode;
}

/** The top of a standalone page: its h1 and a one-paragraph lead on a tinted band. */
export default function PageHeader({centered = false, children, title}: PageHeaderProps): ReactNode {
  return (
    <header className={clsx(styles.hero, centered && styles.centered)}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        <p className={styles.lead}>{children}</p>
      </div>
    </header>
  );
}
