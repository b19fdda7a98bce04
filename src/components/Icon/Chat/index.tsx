import type {ReactNode} from 'react';
import IconBase, {type IconProps} from '../IconBase';

export default function ChatIcon(props: IconProps): ReactNode {
  return (
    <IconBase {...props}>
      <path d="M5 5h14a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1h-8l-4 3.5V16H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" />
      <path d="M8.5 10.5h.01M12 10.5h.01M15.5 10.5h.01" />
    </IconBase>
  );
}
