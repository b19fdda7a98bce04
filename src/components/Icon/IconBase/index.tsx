import type {ReactNode, SVGProps} from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Accessible name; without one the icon is decorative and hidden from assistive tech. */
  title?: string;
  /** Width and height in pixels; the glyphs are drawn on a 24 × 24 grid. */
  size?: number;
}

interface IconBaseProps extends IconProps {
  children: ReactNode;
}

/**
 * The frame every glyph in `Icon/<Glyph>` draws into: a 24-unit grid, strokes in
 * `currentColor`, explicit width and height so the icon never shifts the layout. Every SVG icon
 * of the site is a glyph here (drawings are in `Illustrations/`); a glyph copied from upstream
 * keeps its own grid by passing its `viewBox`.
 */
export default function IconBase({
  children,
  size = 24,
  title,
  ...svgProps
}: IconBaseProps): ReactNode {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(title ? {role: 'img', 'aria-label': title} : {'aria-hidden': true})}
      {...svgProps}>
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}
