import type {ReactNode} from 'react';
import IconBase, {type IconProps} from '../IconBase';

export default function CreditCardIcon(props: IconProps): ReactNode {
  return (
    <IconBase {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 10h18M7 15h3" />
    </IconBase>
  );
}
