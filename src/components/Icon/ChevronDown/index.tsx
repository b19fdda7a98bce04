import type {ReactNode} from 'react';
import IconBase, {type IconProps} from '../IconBase';

export default function ChevronDownIcon(props: IconProps): ReactNode {
  return (
    <IconBase {...props}>
      <path d="M6 9l6 6 6-6" />
    </IconBase>
  );
}
