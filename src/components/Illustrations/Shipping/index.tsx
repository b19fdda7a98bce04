import type {ReactNode} from 'react';
import IllustrationFrame from '../IllustrationFrame';
import p from '../palette.module.css';

/** A labelled parcel on its way to a pin, a zone's rate table and a tax tag. */
export default function ShippingIllustration(): ReactNode {
  return (
    <IllustrationFrame>
      <path d="M96 96c30-4 28-44 60-48s32-18 44-20" className={`${p.lineAccent} ${p.dashed}`} />
      <path d="M204 14c-9 0-15 6-15 14 0 11 15 24 15 24s15-13 15-24c0-8-6-14-15-14z" className={p.primary} />
      <circle cx="204" cy="28" r="5" className={p.white} />

      <path d="M22 70l34-14 34 14-34 14z" className={p.accent} />
      <path d="M22 70v44l34 14V84z" className={p.accentSoft} />
      <path d="M90 70v44l-34 14V84z" className={p.mutedStrong} />
      <path d="M22 70l34 14 34-14M56 84v44" className={p.line} />
      <rect x="28" y="88" width="22" height="16" rx="2" className={p.white} transform="skewY(22)" />
      <path d="M63 100v14M67 98.5v14M71 97v14M75 95.5v14" className={p.line} />

      <rect x="118" y="76" width="106" height="68" rx="6" className={p.surface} />
      {[0, 1, 2].map((row) => {
        const y = 86 + row * 18;
        return (
          <g key={row}>
            {row === 1 ? <rect x="122" y={y - 4} width="98" height="14" rx="3" className={p.primarySoft} /> : null}
            <rect x="128" y={y} width={row === 2 ? 40 : 48} height="5" rx="2.5" className={p.mutedStrong} />
            <rect x="196" y={y} width="18" height="5" rx="2.5" className={p.primary} />
          </g>
        );
      })}

      <path d="M20 22h34l10 10-10 10H20z" className={p.primarySoft} />
      <circle cx="57" cy="32" r="2.5" className={p.white} />
      <circle cx="30" cy="27" r="2.5" className={p.primary} />
      <circle cx="42" cy="37" r="2.5" className={p.primary} />
      <path d="M43 25l-14 14" className={p.linePrimary} />
    </IllustrationFrame>
  );
}
