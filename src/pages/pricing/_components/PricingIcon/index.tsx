/**
 * The two marks the pricing page draws: "included" and "not included". One component so the
 * tier cards and the comparison table share the same size and weight; the meaning is always
 * also given as text beside it, so the icon itself is hidden from assistive technology.
 */
import type {ReactNode} from 'react';
import CheckIcon from '@site/src/components/Icon/Check';
import CrossIcon from '@site/src/components/Icon/Cross';

export interface PricingIconProps {
  className?: string;
  kind: 'check' | 'cross';
}

export default function PricingIcon({className, kind}: PricingIconProps): ReactNode {
  const Glyph = kind === 'check' ? CheckIcon : CrossIcon;
  return <Glyph className={className} size={18} strokeWidth={3} />;
}
