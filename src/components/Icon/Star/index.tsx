import type {ReactNode} from 'react';
import IconBase, {type IconProps} from '../IconBase';

export default function StarIcon(props: IconProps): ReactNode {
  return (
    <IconBase {...props}>
      <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
    </IconBase>
  );
}
