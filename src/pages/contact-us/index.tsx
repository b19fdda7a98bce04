/**
 * /contact-us: the contact form when the site server is behind the page, the contact email when
 * the site is served from a static host without it, and the other ways to reach the project.
 */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import EmailLink from '@site/src/components/EmailLink';
import Layout from '@theme/Layout';
import {PageMetadata} from '@docusaurus/theme-common';
import {PAGE_SEARCHES} from '@site/src/data/pageSearches';
import PageHeader from '@site/src/components/PageHeader';
import Heading from '@theme/Heading';
import {site} from '@site/src/site';
import ContactForm from './_components/ContactForm';
import {useContactEndpoint, useTopicFromQuery} from './_utils';
import styles from './styles.module.css';

const TITLE = 'Contact us';
const DESCRIPTION = `Write to the ${site.name} team about cloud plans, commercial support, partnerships, the extensions marketplace or press enquiries.`;

function EmailInstead(): React.JSX.Element {
  return (
    <div className={styles.emailPanel}>
      <Heading as="h2" className={styles.panelTitle}>
        Email us
      </Heading>
      <p>
        This copy of the site cannot deliver the contact form, so please write to us directly. Tell us who you are,
        what your store or project does and what you would like to talk about.
      </p>
      <p className={styles.emailLine}>
        <EmailLink className="button button--primary button--lg" address={site.community.contactEmail} />
      </p>
    </div>
  );
}

export default function ContactPage(): React.JSX.Element {
  const endpoint = useContactEndpoint();
  const topic = useTopicFromQuery();
  return (
    <Layout description={DESCRIPTION} title={TITLE}>
      <PageMetadata keywords={PAGE_SEARCHES.contact} />
      <main className={styles.page}>
        <PageHeader title={<>Contact the {site.name} team</>}>
            Questions about a cloud plan, commercial support, a partnership or listing your extension? Send us a
            message and we will reply by email.
        </PageHeader>

        <div className={clsx('container', styles.layout)}>
          <section aria-label="Contact form" className={clsx('card', styles.formCard)}>
            <div className="card__body">
              {endpoint === 'unavailable' ? (
                <EmailInstead />
              ) : (
                <ContactForm contactEmail={site.community.contactEmail} initialTopic={topic} />
              )}
            </div>
          </section>

          <aside aria-labelledby="contact-other" className={styles.aside}>
            <Heading as="h2" className={styles.asideTitle} id="contact-other">
              Other ways to reach us
            </Heading>
            <dl className={styles.channels}>
              <dt>Email</dt>
              <dd>
                <EmailLink address={site.community.contactEmail} />
              </dd>
              <dt>Questions about using {site.name}</dt>
              <dd>
                The community answers fastest on <Link href={site.community.discord}>Discord</Link>. The{' '}
                <Link to="/support">support page</Link> lists every channel.
              </dd>
              <dt>Bugs and feature requests</dt>
              <dd>
                Open an issue on <Link href={site.community.githubIssues}>GitHub</Link> so everyone can follow it.
              </dd>
              <dt>Security vulnerabilities</dt>
              <dd>
                Report them privately to <EmailLink address={site.community.securityEmail} />,
                never in a public issue or in this form.
              </dd>
            </dl>
          </aside>
        </div>
      </main>
    </Layout>
  );
}
