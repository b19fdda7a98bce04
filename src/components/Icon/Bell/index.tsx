import type {ReactNode} from 'react';
import IconBase, {type IconProps} from '../IconBase';

export default function BellIcon(props: IconProps): ReactNode {
  return (
    <IconBase {...props}>
      <path d="M6 16v-5a6 6 0 0 1 12 0v5l2 2H4z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
    </IconBase>
  );
}
