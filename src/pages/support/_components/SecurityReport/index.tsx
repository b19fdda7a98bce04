import type {ReactNode} from 'react';
import clsx from 'clsx';
import EmailLink from '@site/src/components/EmailLink';
import Heading from '@theme/Heading';
import {site} from '@site/src/site';
import styles from './styles.module.css';

export default function SecurityReport({className}: {className?: string}): ReactNode {
  return (
    <section aria-labelledby="support-security" className={clsx('container', className)}>
      <div className={styles.security}>
        <Heading as="h2" id="support-security">
          Report a security issue
        </Heading>
        <p>
          If you believe you have found a vulnerability in {site.name}, its first-party extensions or this website,
          email <EmailLink address={site.community.securityEmail} />.{' '}
          <strong>Do not open a public issue, discussion or Discord thread</strong>: until a fix is released,
          every store running the affected version is exposed.
        </p>
        <p>
          Describe the affected version, the component (for example checkout, an API route or the admin panel),
          how to reproduce the problem and what an attacker could achieve. We acknowledge your report, work on a
          fix, and agree with you on when the details are published. If you wish, we credit you when the fix is
          announced.
        </p>
      </div>
    </section>
  );
}
