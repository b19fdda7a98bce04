import {useId, type ReactNode} from 'react';
import p from '../palette.module.css';

interface IllustrationFrameProps {
  children: ReactNode;
  height?: number;
  width?: number;
  /**
   * The drawing's text alternative, for an illustration that says something the text beside it
   * does not; without one the drawing is decorative and hidden from assistive technology.
   */
  label?: {title: string; description: ReactNode};
  /** Draw the rounded paper background (the small illustrations have one, the diagram not). */
  paper?: boolean;
}

/**
 * The `<svg>` every landing-page illustration draws into, with width and height set so the space
 * is reserved before paint.
 */
export default function IllustrationFrame({children, height = 160, width = 240, label, paper = true}: IllustrationFrameProps): ReactNode {
  const id = useId();
  const a11y = label
    ? ({role: 'img', 'aria-labelledby': `${id}-title`, 'aria-describedby': `${id}-desc`} as const)
    : ({'aria-hidden': 'true', focusable: 'false'} as const);
  return (
    <svg xmlns="http://www.w3.org/2000/svg" className={p.frame} viewBox={`0 0 ${width} ${height}`} width={width} height={height} {...a11y}>
      {label && (
        <>
          <title id={`${id}-title`}>{label.title}</title>
          <desc id={`${id}-desc`}>{label.description}</desc>
        </>
      )}
      {paper && <rect x="4" y="4" width={width - 8} height={height - 8} rx="10" className={p.paper} />}
      {children}
    </svg>
  );
}
