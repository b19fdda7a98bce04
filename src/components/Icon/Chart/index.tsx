import type {ReactNode} from 'react';
import IconBase, {type IconProps} from '../IconBase';

export default function ChartIcon(props: IconProps): ReactNode {
  return (
    <IconBase {...props}>
      <path d="M4 4v16h16" />
      <path d="M8.5 16v-4M12.5 16V8M16.5 16v-6" />
    </IconBase>
  );
}
