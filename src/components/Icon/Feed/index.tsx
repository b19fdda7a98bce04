import type {ReactNode} from 'react';
import IconBase, {type IconProps} from '../IconBase';

export default function FeedIcon(props: IconProps): ReactNode {
  return (
    <IconBase {...props}>
      <path d="M5 5a14 14 0 0 1 14 14M5 11a8 8 0 0 1 8 8" />
      <circle cx="6" cy="18" r="1.5" fill="currentColor" stroke="none" />
    </IconBase>
  );
}
