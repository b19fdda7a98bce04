import type {ReactNode} from 'react';
import IconBase, {type IconProps} from '../IconBase';

export default function ShieldIcon(props: IconProps): ReactNode {
  return (
    <IconBase {...props}>
      <path d="M12 3l7 3v5c0 4.5-3 8.4-7 10-4-1.6-7-5.5-7-10V6z" />
      <path d="M9 12l2 2 4-4" />
    </IconBase>
  );
}
