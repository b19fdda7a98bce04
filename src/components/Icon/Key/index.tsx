import type {ReactNode} from 'react';
import IconBase, {type IconProps} from '../IconBase';

export default function KeyIcon(props: IconProps): ReactNode {
  return (
    <IconBase {...props}>
      <circle cx="8" cy="15" r="4" />
      <path d="M11 12l8-8M16 7l2 2M13.5 9.5l2 2" />
    </IconBase>
  );
}
