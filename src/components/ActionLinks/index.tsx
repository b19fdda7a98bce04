import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

interface Action {
  label: string;
  to: string;
}

interface ActionLinksProps {
  /** The caller's spacing and alignment of the row. */
  className?: string;
  primary: Action;
  secondary: Action;
}

/** A page's two calls to action: a primary and a secondary large button link, wrapping on narrow screens. */
export default function ActionLinks({className, primary, secondary}: ActionLinksProps): ReactNode {
  return (
    <div className={clsx(styles.actions, className)}>
      <Link className="button button--primary button--lg" to={primary.to}>
        {primary.label}
      </Link>
      <Link className="button button--secondary button--lg" to={secondary.to}>
        {secondary.label}
      </Link>
    </div>
  );
}
