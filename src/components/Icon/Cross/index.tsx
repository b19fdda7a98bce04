import type {ReactNode} from 'react';
import IconBase, {type IconProps} from '../IconBase';

export default function CrossIcon(props: IconProps): ReactNode {
  return (
    <IconBase {...props}>
      <path d="M6.6 6.6l10.8 10.8m0-10.8L6.6 17.4" />
    </IconBase>
  );
}
