import type {ReactNode} from 'react';
import p from '../palette.module.css';

interface IllustrationFrameProps {
  children: ReactNode;
  height?: number;
  width?: number;
}

/**
 * The `<svg>` every small landing-page illustration draws into: decorative (the text beside
 * it says the same thing), with width and height set so the space is reserved before paint.
 */
export default function IllustrationFrame({
  children,
  height = 160,
  width = 240,
}: IllustrationFrameProps): ReactNode {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      className={p.frame}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false">
      <rect x="4" y="4" width={width - 8} height={height - 8} rx="10" className={p.paper} />
      {children}
    </svg>
  );
}
