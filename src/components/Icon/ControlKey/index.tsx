import type {ReactNode} from 'react';
import IconBase, {type IconProps} from '../IconBase';

/** DocSearch 3.9's "Ctrl" key cap lettering, on its own 15-unit grid with square line ends. */
export default function ControlKeyIcon(props: IconProps): ReactNode {
  return (
    <IconBase size={15} viewBox="0 0 15 15" strokeWidth={1.2} strokeLinecap="square" strokeLinejoin="miter" {...props}>
      <path d="M4.505 4.496h2M5.505 5.496v5M8.216 4.496l.055 5.993M10 7.5c.333.333.5.667.5 1v2M12.326 4.5v5.996M8.384 4.496c1.674 0 2.116 0 2.116 1.5s-.442 1.5-2.116 1.5M3.205 9.303c-.09.448-.277 1.21-1.241 1.203C1 10.5.5 9.513.5 8V7c0-1.57.5-2.5 1.464-2.494.964.006 1.134.598 1.24 1.342M12.553 10.5h1.953" />
    </IconBase>
  );
}
