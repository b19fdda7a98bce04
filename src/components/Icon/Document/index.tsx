import type {ReactNode} from 'react';
import IconBase, {type IconProps} from '../IconBase';

export default function DocumentIcon(props: IconProps): ReactNode {
  return (
    <IconBase {...props}>
      <path d="M7 3h7l4 4v13a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z" />
      <path d="M14 3v4h4M9 12h6M9 16h6" />
    </IconBase>
  );
}
