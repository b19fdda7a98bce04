/**
 * /pricing: the free self-hosted edition first, then the two cloud plans, the comparison table
 * and the FAQ. Every figure comes from `src/data/pricing.ts`.
 */
import React, {useState} from 'react';
import clsx from 'clsx';
import ActionLinks from '@site/src/components/ActionLinks';
import Layout from '@theme/Layout';
import {PageMetadata} from '@docusaurus/theme-common';
import {PAGE_SEARCHES} from '@site/src/data/pageSearches';
import Faq from '@site/src/components/Faq';
import PageHeader from '@site/src/components/PageHeader';
import PageSection from '@site/src/components/PageSection';
import {visuallyHiddenClass} from '@site/src/components/VisuallyHidden';
import Heading from '@theme/Heading';
import {site} from '@site/src/site';
import {FAQ, TIERS, type BillingPeriod} from '@site/src/data/pricing';
import PricingComparison from './_components/PricingComparison';
import PricingTier from './_components/PricingTier';
import PricingToggle from './_components/PricingToggle';
import styles from './styles.module.css';

const TITLE = 'Pricing';
const DESCRIPTION = `${site.name} is free and open source. Run it on your own servers at no cost, or choose Cloud Personal ($10/month) or Cloud Professional ($20/month) and let us host it.`;

export default function PricingPage(): React.JSX.Element {
  // Monthly first: it is the price a visitor compares with other products without arithmetic.
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  return (
    <Layout description={DESCRIPTION} title={TITLE}>
      <PageMetadata keywords={PAGE_SEARCHES.pricing} />
      <main className={styles.page}>
        {/* Search indexes what an <article> holds (the DocSearch crawler's selectors): the FAQ too. */}
        <article>
          <PageHeader centered title={<>Own your store, with or without servers</>}>
              {site.name} is free and open source under the {site.license} licence. Run the full platform yourself
              at no cost, or let us host the same code for you on a cloud plan.
          </PageHeader>

          <section aria-label="Plans" className={clsx('container', styles.plans)}>
            <Heading as="h2" className={visuallyHiddenClass}>
              Plans
            </Heading>
            <PricingToggle onChange={setPeriod} value={period} />
            <ul className={clsx('clean-list', styles.tiers)}>
              {TIERS.map((tier) => (
                <li key={tier.id}>
                  <PricingTier period={period} tier={tier} />
                </li>
              ))}
            </ul>
            <p className={styles.fineprint}>
              Prices in US dollars, excluding taxes. Cloud plans are paid by card and can be cancelled at any time.
            </p>
          </section>

          <PageSection className={styles.section} id="pricing-compare" title="Compare plans">
            <p className={styles.sectionLead}>
              Every plan runs the same {site.name} code. The cloud plans add hosting and operations on top.
            </p>
            <PricingComparison />
          </PageSection>

          <PageSection className={clsx(styles.section, styles.faqSection)} id="pricing-faq" title="Frequently asked questions">
            <Faq entries={FAQ} idPrefix="pricing-faq" />
          </PageSection>

          <section aria-labelledby="pricing-contact" className={clsx('container', styles.section)}>
            <div className={styles.closing}>
              <Heading as="h2" id="pricing-contact">
                Still deciding?
              </Heading>
              <p>
                Tell us about your store and we will help you pick between running it yourself and a cloud plan.
              </p>
              <ActionLinks
                className={styles.closingActions}
                primary={{label: 'Contact us', to: '/contact-us?topic=cloud'}}
                secondary={{label: 'Get community support', to: '/support'}}
              />
            </div>
          </section>
        </article>
      </main>
    </Layout>
  );
}
