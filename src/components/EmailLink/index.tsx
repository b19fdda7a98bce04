/**
 * A `mailto:` link. Every other link on the site is a Docusaurus `Link`; an email address is not
 * navigation, and `Link` would give it `target="_blank"` (it treats any non-route URL as an
 * external page), which leaves an empty tab behind in browsers that hand mail to another program.
 */
import React, {type ReactNode} from 'react';

interface Props {
  address: string;
  className?: string;
  /** What the link shows; the address itself when left out. */
  children?: ReactNode;
}

export default function EmailLink({address, className, children}: Props): React.JSX.Element {
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- see above: a mailto link is not navigation
    <a className={className} href={`mailto:${address}`}>
      {children ?? address}
    </a>
  );
}
