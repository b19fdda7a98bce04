import type {ReactNode} from 'react';
import IconBase, {type IconProps} from '../IconBase';

export default function SearchIcon(props: IconProps): ReactNode {
  return (
    <IconBase {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </IconBase>
  );
}
