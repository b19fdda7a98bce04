import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface SupportCardProps {
  /** The card's call to action, a button link. */
  action: ReactNode;
  /** `li` inside a list of cards, `div` otherwise. */
  as?: 'div' | 'li';
  children: ReactNode;
  title: ReactNode;
}

/** A bordered card with a title, a short text and its action, bodies stretched so actions line up. */
export default function SupportCard({action, as: Element = 'div', children, title}: SupportCardProps): ReactNode {
  return (
    <Element className={clsx('card', styles.card)}>
      <div className="card__body">
        <Heading as="h3" className={styles.title}>
          {title}
        </Heading>
        {children}
      </div>
      <div className="card__footer">{action}</div>
    </Element>
  );
}
