import type {ReactNode} from 'react';
import IconBase, {type IconProps} from '../IconBase';

/**
 * DocSearch 3.9's search glyph, drawn on its own 20-unit grid with its own hairline stroke (the
 * DocSearch stylesheet sets the width it shows at), so the navbar's search button looks as
 * upstream's does. `Search` is the site's own magnifier on the 24-unit grid.
 */
export default function MagnifierIcon(props: IconProps): ReactNode {
  return (
    <IconBase size={20} viewBox="0 0 20 20" strokeWidth={1} {...props}>
      <path
        d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
        fillRule="evenodd"
      />
    </IconBase>
  );
}
