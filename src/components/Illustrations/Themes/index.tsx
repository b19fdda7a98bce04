import type {ReactNode} from 'react';
import IllustrationFrame from '../IllustrationFrame';
import p from '../palette.module.css';

/** The core storefront and a theme laid over it: same pages, new components and colours. */
export default function ThemesIllustration(): ReactNode {
  return (
    <IllustrationFrame>
      <rect x="16" y="16" width="132" height="96" rx="6" className={p.paper} />
      <rect x="16" y="16" width="132" height="14" rx="6" className={p.mutedStrong} />
      <rect x="16" y="24" width="132" height="6" className={p.mutedStrong} />
      <rect x="24" y="38" width="116" height="26" rx="3" className={p.muted} />
      {[0, 1, 2].map((tile) => (
        <rect key={tile} x={24 + tile * 40} y="70" width="34" height="30" rx="3" className={p.muted} />
      ))}

      <rect x="74" y="44" width="150" height="102" rx="8" className={p.paper} />
      <rect x="74" y="44" width="150" height="16" rx="8" className={p.primary} />
      <rect x="74" y="52" width="150" height="8" className={p.primary} />
      <rect x="82" y="49" width="22" height="5" rx="2.5" className={p.white} />
      <rect x="82" y="68" width="134" height="30" rx="4" className={p.accentSoft} />
      <circle cx="196" cy="83" r="9" className={p.accent} />
      <rect x="90" y="77" width="52" height="6" rx="3" className={p.accent} />
      <rect x="90" y="87" width="32" height="4" rx="2" className={p.mutedStrong} />
      {[0, 1, 2].map((tile) => (
        <g key={tile}>
          <rect x={82 + tile * 46} y="104" width="40" height="34" rx="4" className={p.surface} />
          <rect x={88 + tile * 46} y="128" width="18" height="4" rx="2" className={p.primary} />
        </g>
      ))}

      <circle cx="28" cy="132" r="8" className={p.primary} />
      <circle cx="46" cy="132" r="8" className={p.accent} />
      <circle cx="64" cy="132" r="8" className={p.primarySoft} />
    </IllustrationFrame>
  );
}
