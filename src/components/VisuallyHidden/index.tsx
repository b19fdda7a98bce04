import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** The class itself, for elements that must keep their own tag (a heading, say). */
export const visuallyHiddenClass = styles.visuallyHidden;

/** Text for screen readers only: extra context a sighted reader gets from the layout. */
export default function VisuallyHidden({children}: {children: ReactNode}): ReactNode {
  return <span className={styles.visuallyHidden}>{children}</span>;
}
