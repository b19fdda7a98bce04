import type {ReactNode} from 'react';
import IconBase, {type IconProps} from '../IconBase';

export default function SendIcon(props: IconProps): ReactNode {
  return (
    <IconBase {...props}>
      <path d="M21 3L3 10.5l7 2.5 2.5 7z" />
      <path d="M21 3L10 13" />
    </IconBase>
  );
}
