import type {ReactNode} from 'react';
import IconBase, {type IconProps} from '../IconBase';

export default function RulerIcon(props: IconProps): ReactNode {
  return (
    <IconBase {...props}>
      <path d="M3 15L15 3l6 6L9 21z" />
      <path d="M6.5 11.5L8 13M9.5 8.5l2 2M12.5 5.5L14 7" />
    </IconBase>
  );
}
