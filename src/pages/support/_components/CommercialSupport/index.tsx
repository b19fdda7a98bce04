import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import PageSection from '@site/src/components/PageSection';
import {site} from '@site/src/site';
import SupportCard from '../SupportCard';
import styles from './styles.module.css';

export default function CommercialSupport({className}: {className?: string}): ReactNode {
  return (
    <PageSection className={className} id="support-commercial" title="Commercial support">
      <div className={styles.offers}>
        <SupportCard
          action={
            <Link className="button button--primary" to="/pricing">
              See the plans
            </Link>
          }
          title="Priority support on Cloud Professional">
          <p>
            Stores on the Cloud Professional plan get priority support from the team, alongside managed hosting and
            deployments from GitHub.
          </p>
        </SupportCard>
        <SupportCard
          action={
            <Link className="button button--primary" to="/contact-us?topic=commercial-support">
              Contact us
            </Link>
          }
          title="Self-hosted stores and projects">
          <p>
            Running {site.name} on your own servers and need a support agreement, help with a migration or an
            extension built for you? Tell us about your store and what you need.
          </p>
        </SupportCard>
      </div>
    </PageSection>
  );
}
