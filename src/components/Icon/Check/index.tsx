import type {ReactNode} from 'react';
import IconBase, {type IconProps} from '../IconBase';

export default function CheckIcon(props: IconProps): ReactNode {
  return (
    <IconBase {...props}>
      <path d="M4.8 12.6l4.8 4.8 9.6-10.8" />
    </IconBase>
  );
}
