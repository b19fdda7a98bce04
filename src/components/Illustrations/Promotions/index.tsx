import type {ReactNode} from 'react';
import IllustrationFrame from '../IllustrationFrame';
import p from '../palette.module.css';

/** A percentage coupon, its validity dates, and a buy-two-get-one offer. */
export default function PromotionsIllustration(): ReactNode {
  return (
    <IllustrationFrame>
      <path
        d="M20 34h128v20a10 10 0 0 0 0 20v20H20V74a10 10 0 0 0 0-20z"
        className={p.accentSoft}
      />
      <path d="M110 38v52" className={`${p.lineAccent} ${p.dashed}`} />
      <circle cx="48" cy="52" r="7" className={p.accent} />
      <circle cx="78" cy="78" r="7" className={p.accent} />
      <path d="M84 46L42 84" className={p.lineAccent} />
      <rect x="120" y="52" width="18" height="5" rx="2.5" className={p.accent} />
      <rect x="120" y="64" width="12" height="5" rx="2.5" className={p.mutedStrong} />

      <rect x="164" y="18" width="58" height="52" rx="6" className={p.paper} />
      <rect x="164" y="18" width="58" height="14" rx="6" className={p.primary} />
      <rect x="164" y="26" width="58" height="6" className={p.primary} />
      {[0, 1, 2, 3, 4, 5, 6, 7].map((cell) => (
        <rect
          key={cell}
          x={172 + (cell % 4) * 12}
          y={40 + Math.floor(cell / 4) * 12}
          width="7"
          height="7"
          rx="1.5"
          className={cell >= 2 && cell <= 5 ? p.primarySoft : p.muted}
        />
      ))}

      {[0, 1].map((box) => (
        <rect key={box} x={30 + box * 40} y="110" width="30" height="30" rx="4" className={p.primarySoft} />
      ))}
      <path d="M110 125h16M118 117v16" className={p.linePrimary} />
      <rect x="136" y="110" width="30" height="30" rx="4" className={p.primary} />
      <path d="M151 110v30M136 125h30" stroke="#fff" strokeWidth="2" />
      <path d="M178 125h32M202 118l8 7-8 7" className={p.line} />
    </IllustrationFrame>
  );
}
