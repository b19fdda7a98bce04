import type {ReactNode} from 'react';
import IconBase, {type IconProps} from '../IconBase';

export default function TruckIcon(props: IconProps): ReactNode {
  return (
    <IconBase {...props}>
      <path d="M3 6h11v10H3zM14 9h4l3 3v4h-7" />
      <circle cx="7" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </IconBase>
  );
}
