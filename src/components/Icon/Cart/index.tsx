import type {ReactNode} from 'react';
import IconBase, {type IconProps} from '../IconBase';

export default function CartIcon(props: IconProps): ReactNode {
  return (
    <IconBase {...props}>
      <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" />
      <circle cx="9" cy="19" r="1.5" />
      <circle cx="17" cy="19" r="1.5" />
    </IconBase>
  );
}
