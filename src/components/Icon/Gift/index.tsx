import type {ReactNode} from 'react';
import IconBase, {type IconProps} from '../IconBase';

export default function GiftIcon(props: IconProps): ReactNode {
  return (
    <IconBase {...props}>
      <rect x="4" y="9" width="16" height="4" rx="1" />
      <path d="M5 13v7h14v-7M12 9v11" />
      <path d="M12 9c-1.5-3-5-3.5-5-1.5S10 9 12 9zm0 0c1.5-3 5-3.5 5-1.5S14 9 12 9z" />
    </IconBase>
  );
}
