import type {ReactNode} from 'react';
import IconBase, {type IconProps} from '../IconBase';

export default function MegaphoneIcon(props: IconProps): ReactNode {
  return (
    <IconBase {...props}>
      <path d="M4 10v4a1 1 0 0 0 1 1h2l9 4V5L7 9H5a1 1 0 0 0-1 1z" />
      <path d="M7 15l1 5h2.5l-1-5M19 9.5a3 3 0 0 1 0 5" />
    </IconBase>
  );
}
