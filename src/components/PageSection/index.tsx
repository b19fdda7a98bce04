import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';

interface PageSectionProps {
  children: ReactNode;
  /** The page's spacing and width for the section. */
  className?: string;
  /** The heading's id, which labels the section (and is its anchor). */
  id: string;
  title: ReactNode;
}

/** One titled section of a standalone page (pricing, support): a container labelled by its h2. */
export default function PageSection({children, className, id, title}: PageSectionProps): ReactNode {
  return (
    <section aria-labelledby={id} className={clsx('container', className)}>
      <Heading as="h2" id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
