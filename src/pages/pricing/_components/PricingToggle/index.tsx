/**
 * Monthly / yearly switch: a real radio group (fieldset + legend + two radios), so arrow keys,
 * the checked state and the group name come from the browser, not from ARIA we would have to
 * keep in sync. The radios are visually hidden and their labels drawn as a segmented control.
 */
import React, {useId} from 'react';
import {BILLING_PERIODS, YEARLY_PRICE_FACTOR, type BillingPeriod} from '@site/src/data/pricing';
import styles from './styles.module.css';

const LABELS = {monthly: 'Monthly', yearly: 'Yearly'} as const satisfies Record<BillingPeriod, string>;
const SAVING_PERCENT = Math.round((1 - YEARLY_PRICE_FACTOR) * 100);

export interface PricingToggleProps {
  onChange: (period: BillingPeriod) => void;
  value: BillingPeriod;
}

export default function PricingToggle({onChange, value}: PricingToggleProps): React.JSX.Element {
  const name = useId();
  return (
    <fieldset className={styles.toggle}>
      <legend className={styles.legend}>Billing period</legend>
      <div className={styles.options}>
        {BILLING_PERIODS.map((period) => {
          const id = `${name}-${period}`;
          return (
            <div className={styles.option} key={period}>
              <input
                checked={value === period}
                className={styles.radio}
                id={id}
                name={name}
                onChange={() => onChange(period)}
                type="radio"
                value={period}
              />
              <label className={styles.label} htmlFor={id}>
                {LABELS[period]}
                {period === 'yearly' && <span className={styles.saving}>save {SAVING_PERCENT}%</span>}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
