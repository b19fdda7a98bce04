/**
 * One plan card. The price block shows the monthly equivalent large and states plainly what is
 * charged and when, so the yearly figure is never mistaken for a monthly one.
 */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {formatPrice, priceFor, type BillingPeriod, type PricingTier as Tier} from '@site/src/data/pricing';
import PricingIcon from '../PricingIcon';
import styles from './styles.module.css';

export interface PricingTierProps {
  period: BillingPeriod;
  tier: Tier;
}

function Price({period, tier}: PricingTierProps): React.JSX.Element {
  if (tier.price.kind === 'free') {
    return (
      <div className={styles.price}>
        <p className={styles.amountLine}>
          <span className={styles.amount}>$0</span>
        </p>
        <p className={styles.billing}>Free forever, no licence key</p>
      </div>
    );
  }
  const {perMonth, billed} = priceFor(tier.price, period);
  return (
    <div className={styles.price}>
      <p className={styles.amountLine}>
        <span className={styles.amount}>{formatPrice(perMonth)}</span>
        <span className={styles.unit}> per month</span>
      </p>
      <p className={styles.billing}>
        {period === 'yearly'
          ? `Billed ${formatPrice(billed)} once a year, before taxes`
          : `Billed ${formatPrice(billed)} every month, before taxes`}
      </p>
    </div>
  );
}

function PricingTier({period, tier}: PricingTierProps): React.JSX.Element {
  const headingId = `tier-${tier.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={clsx('card', styles.tier, tier.featured && styles.featured)}
      data-tier={tier.id}>
      <div className={clsx('card__header', styles.header)}>
        <Heading as="h3" className={styles.name} id={headingId}>
          {tier.name}
        </Heading>
        <p className={styles.summary}>{tier.summary}</p>
      </div>
      <div className={clsx('card__body', styles.body)}>
        <Price period={period} tier={tier} />
        <ul className={clsx('clean-list', styles.highlights)}>
          {tier.highlights.map((line) => (
            <li key={line}>
              <PricingIcon className={styles.check} kind="check" />
              <span>{line}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className={clsx('card__footer', styles.footer)}>
        <Link
          className={clsx(
            'button button--block button--lg',
            tier.featured ? 'button--primary' : 'button--outline button--primary',
          )}
          to={tier.cta.to}>
          {tier.cta.label}
        </Link>
      </div>
    </article>
  );
}

export default React.memo(PricingTier);
