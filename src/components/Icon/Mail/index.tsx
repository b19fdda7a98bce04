import type {ReactNode} from 'react';
import IconBase, {type IconProps} from '../IconBase';

export default function MailIcon(props: IconProps): ReactNode {
  return (
    <IconBase {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5L12 13l8.5-6.5" />
    </IconBase>
  );
}
