import type {ReactNode} from 'react';
import IllustrationFrame from '../IllustrationFrame';
import p from '../palette.module.css';

/** The page builder: a widget palette, a page of blocks, and a widget being dragged in. */
export default function ContentIllustration(): ReactNode {
  return (
    <IllustrationFrame>
      <path d="M4 24h232" className={p.line} />
      <circle cx="16" cy="14" r="3" className={p.mutedStrong} />
      <circle cx="26" cy="14" r="3" className={p.mutedStrong} />
      <rect x="188" y="9" width="10" height="10" rx="2" className={p.primary} />
      <rect x="204" y="9" width="14" height="10" rx="2" className={p.mutedStrong} />

      <rect x="14" y="32" width="54" height="114" rx="6" className={p.surface} />
      {[0, 1, 2, 3].map((row) => (
        <g key={row}>
          <rect x="20" y={40 + row * 26} width="42" height="20" rx="3" className={p.white} />
          <rect x="25" y={46 + row * 26} width="8" height="8" rx="2" className={row === 2 ? p.accent : p.primarySoft} />
          <rect x="37" y={48 + row * 26} width="20" height="4" rx="2" className={p.mutedStrong} />
        </g>
      ))}

      <rect x="78" y="32" width="146" height="114" rx="6" className={p.paper} />
      <rect x="86" y="40" width="130" height="34" rx="4" className={p.primarySoft} />
      <rect x="94" y="50" width="60" height="6" rx="3" className={p.white} />
      <rect x="94" y="60" width="36" height="5" rx="2.5" className={p.white} />
      <rect x="86" y="80" width="62" height="26" rx="4" className={p.muted} />
      <rect x="154" y="80" width="62" height="26" rx="4" className={p.muted} />
      <rect x="86" y="112" width="130" height="26" rx="4" className={p.surface} />
      <rect x="86" y="112" width="130" height="26" rx="4" className={`${p.lineAccent} ${p.dashed}`} />

      <g transform="rotate(-4 128 124)">
        <rect x="98" y="116" width="72" height="22" rx="4" className={p.white} />
        <rect x="98" y="116" width="72" height="22" rx="4" className={p.lineAccent} />
        <rect x="104" y="123" width="8" height="8" rx="2" className={p.accent} />
        <rect x="116" y="125" width="40" height="4" rx="2" className={p.mutedStrong} />
      </g>
      <path d="M160 128l0 16 4.5-4.5 3.5 7 3-1.5-3.5-7h6z" className={p.text} />
    </IllustrationFrame>
  );
}
