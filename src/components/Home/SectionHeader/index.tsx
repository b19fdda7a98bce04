import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface SectionHeaderProps {
  align?: 'center' | 'start';
  /** Short label above the title. */
  eyebrow?: string;
  id?: string;
  lead?: ReactNode;
  title: ReactNode;
}

/** The heading block every landing-page section opens with. */
export default function SectionHeader({
  align = 'start',
  eyebrow,
  id,
  lead,
  title,
}: SectionHeaderProps): ReactNode {
  return (
    <div className={clsx(styles.header, align === 'center' && styles.center)}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      {/* The id labels the section; a plain heading, so no anchor link appears beside it. */}
      <Heading as="h2" className={styles.title}>
        <span id={id}>{title}</span>
      </Heading>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  );
}
