import type {ReactNode} from 'react';
import IllustrationFrame from '../IllustrationFrame';
import p from '../palette.module.css';

const TILES = [
  {x: 84, y: 18, image: p.surface},
  {x: 158, y: 18, image: p.accentSoft},
  {x: 84, y: 82, image: p.primarySoft},
  {x: 158, y: 82, image: p.muted},
] as const;

/** A category page: facet filters on the left, a product grid with variant swatches. */
export default function CatalogIllustration(): ReactNode {
  return (
    <IllustrationFrame>
      <rect x="16" y="18" width="58" height="124" rx="6" className={p.surface} />
      <rect x="24" y="28" width="30" height="5" rx="2.5" className={p.mutedStrong} />
      {[0, 1, 2].map((row) => (
        <g key={row}>
          <rect
            x="24"
            y={42 + row * 14}
            width="8"
            height="8"
            rx="2"
            className={row === 0 ? p.primary : p.white}
          />
          <rect x="36" y={44 + row * 14} width="28" height="4" rx="2" className={p.mutedStrong} />
        </g>
      ))}
      <path d="M24 94h40" className={p.line} />
      <path d="M32 94h20" className={p.linePrimary} />
      <circle cx="32" cy="94" r="4" className={p.primary} />
      <circle cx="52" cy="94" r="4" className={p.primary} />
      <rect x="24" y="110" width="30" height="5" rx="2.5" className={p.mutedStrong} />
      <circle cx="29" cy="128" r="5" className={p.primary} />
      <circle cx="42" cy="128" r="5" className={p.accent} />
      <circle cx="55" cy="128" r="5" className={p.mutedStrong} />

      {TILES.map((tile) => (
        <g key={`${tile.x}-${tile.y}`}>
          <rect x={tile.x} y={tile.y} width="66" height="58" rx="6" className={p.paper} />
          <rect x={tile.x + 6} y={tile.y + 6} width="54" height="28" rx="4" className={tile.image} />
          <rect x={tile.x + 6} y={tile.y + 40} width="36" height="4" rx="2" className={p.mutedStrong} />
          <rect x={tile.x + 6} y={tile.y + 48} width="20" height="4" rx="2" className={p.primary} />
        </g>
      ))}
      {/* A product with variants: the swatches of its variant group. */}
      <circle cx="200" cy="68" r="3" className={p.primary} />
      <circle cx="209" cy="68" r="3" className={p.accent} />
      <circle cx="218" cy="68" r="3" className={p.mutedStrong} />
      <path d="M106 34a8 8 0 1 1 0 .1" className={p.linePrimary} />
      <path d="M180 24l10 8-10 8" className={p.lineAccent} />
    </IllustrationFrame>
  );
}
