/**
 * The full feature matrix as a real table: column headers are the plans (`scope="col"`), each
 * group is a `<tbody>` opened by a `scope="rowgroup"` header, and each feature is a row header,
 * so a screen reader announces "Cloud Personal, Free SSL certificate: Free" cell by cell.
 */
import React from 'react';
import clsx from 'clsx';
import {COMPARISON, TIERS, TIER_IDS, type ComparisonValue} from '@site/src/data/pricing';
import PricingIcon from '../PricingIcon';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import styles from './styles.module.css';

function Cell({value}: {value: ComparisonValue}): React.JSX.Element {
  if (value === true) {
    return (
      <span className={clsx(styles.mark, styles.included)}>
        <PricingIcon kind="check" />
        <VisuallyHidden>Included</VisuallyHidden>
      </span>
    );
  }
  if (value === false) {
    return (
      <span className={clsx(styles.mark, styles.excluded)}>
        <PricingIcon kind="cross" />
        <VisuallyHidden>Not included</VisuallyHidden>
      </span>
    );
  }
  return <span>{value}</span>;
}

export default function PricingComparison(): React.JSX.Element {
  const tierNames = Object.fromEntries(TIERS.map((tier) => [tier.id, tier.name]));
  return (
    // Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too.
    <div aria-labelledby="pricing-comparison-caption" className={styles.scroller} role="region" tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption} id="pricing-comparison-caption">
          What each plan includes
        </caption>
        <thead>
          <tr>
            <th className={styles.featureHead} scope="col">
              Feature
            </th>
            {TIER_IDS.map((id) => (
              <th key={id} scope="col">
                {tierNames[id]}
              </th>
            ))}
          </tr>
        </thead>
        {COMPARISON.map((group) => (
          <tbody key={group.title}>
            <tr>
              <th className={styles.group} colSpan={TIER_IDS.length + 1} scope="rowgroup">
                {group.title}
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.feature}>
                <th className={styles.feature} scope="row">
                  {row.feature}
                  {/* A space, or the text (read aloud, copied, indexed) runs the two together. */}
                  {row.note ? <> <span className={styles.note}>{row.note}</span></> : null}
                </th>
                {TIER_IDS.map((id) => (
                  <td key={id}>
                    <Cell value={row.values[id]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
