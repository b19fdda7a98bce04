/**
 * The two marks the pricing page draws: "included" and "not included". One component so the
 * tier cards and the comparison table share the same SVG; the meaning is always also given as
 * text beside it, so the icon itself is hidden from assistive technology.
 */
import React from 'react';

export interface PricingIconProps {
  className?: string;
  kind: 'check' | 'cross';
}

export default function PricingIcon({className, kind}: PricingIconProps): React.JSX.Element {
  return (
    <svg
      aria-hidden="true"
      className={className}
      fill="none"
      focusable="false"
      height="18"
      stroke="currentColor"
      strokeLinecap="round"
      strokeLinejoin="round"
      strokeWidth="2.5"
      viewBox="0 0 20 20"
      width="18">
      {kind === 'check' ? <path d="M4 10.5l4 4 8-9" /> : <path d="M5.5 5.5l9 9m0-9l-9 9" />}
    </svg>
  );
}
