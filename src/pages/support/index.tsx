/**
 * /support: where to ask, how to report a bug or a vulnerability, commercial support and a short
 * FAQ, one `_components` folder a section. Every address comes from `src/site.ts`.
 */
import React from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import {PageMetadata} from '@docusaurus/theme-common';
import {PAGE_SEARCHES} from '@site/src/data/pageSearches';
import PageHeader from '@site/src/components/PageHeader';
import {site} from '@site/src/site';
import BugReport from './_components/BugReport';
import CommercialSupport from './_components/CommercialSupport';
import CommunityChannels from './_components/CommunityChannels';
import SecurityReport from './_components/SecurityReport';
import SupportFaq from './_components/SupportFaq';
import styles from './styles.module.css';

const TITLE = 'Support';
const DESCRIPTION = `Get help with ${site.name}: community channels, how to report a bug or a security issue, commercial support and answers to common questions.`;

export default function SupportPage(): React.JSX.Element {
  return (
    <Layout description={DESCRIPTION} title={TITLE}>
      <PageMetadata keywords={PAGE_SEARCHES.support} />
      <main className={styles.page}>
        {/* Search indexes what an <article> holds (the DocSearch crawler's selectors): the FAQ too. */}
        <article>
          <PageHeader title={<>Get help with {site.name}</>}>
              {site.name} is built in the open, and so is its support. Ask the community, report what is broken, and
              reach the team privately when a conversation cannot be public.
          </PageHeader>
          <CommunityChannels className={styles.section} />
          <BugReport className={styles.section} />
          <SecurityReport className={styles.section} />
          <CommercialSupport className={styles.section} />
          <SupportFaq className={clsx(styles.section, styles.faq)} />
        </article>
      </main>
    </Layout>
  );
}
