import type {ReactNode} from 'react';
import IconBase, {type IconProps} from '../IconBase';

export default function HeartIcon(props: IconProps): ReactNode {
  return (
    <IconBase {...props}>
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
    </IconBase>
  );
}
