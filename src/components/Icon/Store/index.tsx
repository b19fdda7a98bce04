import type {ReactNode} from 'react';
import IconBase, {type IconProps} from '../IconBase';

export default function StoreIcon(props: IconProps): ReactNode {
  return (
    <IconBase {...props}>
      <path d="M4 9l1.5-5h13L20 9M4 9h16v1.5a2.7 2.7 0 0 1-5.3 0 2.7 2.7 0 0 1-5.4 0 2.7 2.7 0 0 1-5.3 0z" />
      <path d="M5 12.5V20h14v-7.5M10 20v-4h4v4" />
    </IconBase>
  );
}
