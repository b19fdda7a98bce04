import type {ReactNode} from 'react';
import IllustrationFrame from '../IllustrationFrame';
import p from '../palette.module.css';

const PAYMENT_ROWS = [0, 1, 2] as const;

/** A one-page checkout: progress, address fields, payment choices and the order summary. */
export default function CheckoutIllustration(): ReactNode {
  return (
    <IllustrationFrame>
      <path d="M32 22h80" className={p.line} />
      <path d="M32 22h40" className={p.linePrimary} />
      <circle cx="32" cy="22" r="7" className={p.primary} />
      <circle cx="72" cy="22" r="7" className={p.primary} />
      <circle cx="112" cy="22" r="7" className={p.paper} />
      <path d="M28.5 22l2.5 2.5 4.5-4.5M68.5 22l2.5 2.5 4.5-4.5" stroke="#fff" strokeWidth="1.8" fill="none" />

      {[40, 58].map((y) => (
        <rect key={y} x="18" y={y} width="122" height="13" rx="3" className={p.paper} />
      ))}
      <rect x="18" y="76" width="58" height="13" rx="3" className={p.paper} />
      <rect x="82" y="76" width="58" height="13" rx="3" className={p.paper} />

      {PAYMENT_ROWS.map((row) => {
        const y = 98 + row * 16;
        const selected = row === 0;
        return (
          <g key={row}>
            <rect x="18" y={y} width="122" height="13" rx="3" className={selected ? p.surface : p.white} />
            <circle cx="26" cy={y + 6.5} r="3.5" className={selected ? p.primary : p.mutedStrong} />
            <rect x="34" y={y + 4.5} width={row === 1 ? 30 : 44} height="4" rx="2" className={p.mutedStrong} />
            <rect x="118" y={y + 3} width="16" height="7" rx="1.5" className={selected ? p.accent : p.muted} />
          </g>
        );
      })}

      <rect x="152" y="16" width="72" height="96" rx="6" className={p.surface} />
      {[28, 40, 52].map((y) => (
        <g key={y}>
          <rect x="160" y={y} width="30" height="4" rx="2" className={p.mutedStrong} />
          <rect x="200" y={y} width="16" height="4" rx="2" className={p.mutedStrong} />
        </g>
      ))}
      <path d="M160 66h56" className={p.line} />
      <rect x="160" y="76" width="26" height="6" rx="3" className={p.primary} />
      <rect x="196" y="76" width="20" height="6" rx="3" className={p.primary} />
      <rect x="160" y="92" width="40" height="4" rx="2" className={p.muted} />

      <rect x="152" y="122" width="72" height="22" rx="5" className={p.primary} />
      <rect x="176" y="131" width="24" height="4" rx="2" className={p.white} />
    </IllustrationFrame>
  );
}
