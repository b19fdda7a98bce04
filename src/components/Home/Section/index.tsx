import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface SectionProps {
  children: ReactNode;
  /** The band's own look (borders, background); the spacing is the same for every section. */
  className?: string;
  /** Short label above the title. */
  eyebrow?: string;
  lead?: ReactNode;
  title: ReactNode;
}

/** One landing-page section: a full-width band, the page container, and the heading block it opens with. */
export default function Section({
  children,
  className,
  eyebrow,
  lead,
  title,
}: SectionProps): ReactNode {
  const id = useId();
  return (
    <section className={clsx(styles.section, className)} aria-labelledby={id}>
      <div className="container">
        <div className={styles.header}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          {/* The id labels the section; a plain heading, so no anchor link appears beside it. */}
          <Heading as="h2" className={styles.title}>
            <span id={id}>{title}</span>
          </Heading>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
