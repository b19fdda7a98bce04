import type {ReactNode} from 'react';
import clsx from 'clsx';
import IllustrationFrame from '../IllustrationFrame';
import p from '../palette.module.css';
import styles from './styles.module.css';

const WIDTH = 560;
const HEIGHT = 508;
const DESCRIPTION =
  'Browsers and headless clients send HTTP requests to one Express server. Its core middleware chain and file-based router hand each request to modules: the core modules and your extensions side by side. Modules answer through a merged GraphQL schema and REST routes, backed by services that use PostgreSQL. A cron runner and an event runner work beside the web process. The active theme overrides storefront components and styles without changing the core.';

interface ChipProps {
  extension?: boolean;
  label: string;
  width: number;
  x: number;
  y: number;
}

/** A labelled pill: core parts are solid, extension points are dashed in the accent colour. */
function Chip({extension = false, label, width, x, y}: ChipProps): ReactNode {
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={width}
        height="24"
        rx="12"
        className={extension ? styles.chipExtension : styles.chip}
      />
      <text
        x={x + width / 2}
        y={y + 16}
        textAnchor="middle"
        className={extension ? p.textAccent : p.textSmall}>
        {label}
      </text>
    </g>
  );
}

interface LayerProps {
  children?: ReactNode;
  height: number;
  title: string;
  width?: number;
  x?: number;
  y: number;
}

function Layer({children, height, title, width = 400, x = 20, y}: LayerProps): ReactNode {
  return (
    <g>
      <rect x={x} y={y} width={width} height={height} rx="10" className={p.paper} />
      <text x={x + 16} y={y + 22} className={p.textStrong}>
        {title}
      </text>
      {children}
    </g>
  );
}

/** A downward arrow between two layers, with an optional label beside it. */
function Down({label, x = 220, y}: {label?: string; x?: number; y: number}): ReactNode {
  return (
    <g>
      <path d={`M${x} ${y}v18`} className={styles.arrow} />
      <path d={`M${x - 5} ${y + 14}l5 7 5-7z`} className={styles.arrowHead} />
      {label ? (
        <text x={x + 10} y={y + 15} className={p.textSmall}>
          {label}
        </text>
      ) : null}
    </g>
  );
}

/** A leftward arrow from the theme panel into the layer it overrides. */
function Left({y}: {y: number}): ReactNode {
  return (
    <g>
      <path d={`M440 ${y}h-16`} className={clsx(styles.arrow, styles.arrowAccent)} />
      <path d={`M427 ${y - 5}l-7 5 7 5z`} className={styles.arrowHeadAccent} />
    </g>
  );
}

/**
 * How a request travels through a Merchantry store, drawn for the landing page. The text
 * alternative is DESCRIPTION, the frame's title and description; the page also explains it in prose.
 */
export default function ArchitectureIllustration(): ReactNode {
  return (
    <IllustrationFrame width={WIDTH} height={HEIGHT} paper={false} label={{title: 'Merchantry architecture', description: DESCRIPTION}}>
      <Layer y={20} height={70} title="Browsers and clients">
        <Chip x={36} y={50} width={104} label="Storefront" />
        <Chip x={150} y={50} width={104} label="Admin panel" />
        <Chip x={264} y={50} width={140} label="Headless front end" />
      </Layer>
      <Down y={92} label="HTTP" />

      <Layer y={114} height={74} title="Express server">
        <Chip x={36} y={146} width={124} label="Core middleware" />
        <Chip x={170} y={146} width={118} label="File-based router" />
        <Chip x={298} y={146} width={106} label="React SSR" />
      </Layer>
      <Down y={190} />

      <Layer y={212} height={108} title="Modules">
        <Chip x={36} y={244} width={70} label="catalog" />
        <Chip x={112} y={244} width={76} label="checkout" />
        <Chip x={194} y={244} width={50} label="oms" />
        <Chip x={250} y={244} width={80} label="customer" />
        <Chip x={336} y={244} width={68} label="cms …" />
        <Chip extension x={36} y={280} width={132} label="your extensions" />
        <Chip extension x={176} y={280} width={126} label="npm extensions" />
        <Chip extension x={310} y={280} width={94} label="widgets" />
      </Layer>
      <Down y={322} />

      <Layer y={344} height={62} width={192} title="GraphQL">
        <text x={36} y={390} className={p.textSmall}>
          one merged schema
        </text>
      </Layer>
      <Layer x={228} y={344} height={62} width={192} title="REST">
        <text x={244} y={390} className={p.textSmall}>
          route.json endpoints
        </text>
      </Layer>
      <Down y={408} label="services" />

      <g>
        <path d="M140 438v44c0 8 36 14 80 14s80-6 80-14v-44" className={styles.database} />
        <ellipse cx="220" cy="438" rx="80" ry="14" className={styles.databaseTop} />
        <text x="220" y="478" textAnchor="middle" className={p.textStrong}>
          PostgreSQL
        </text>
      </g>
      <rect x="326" y="430" width="104" height="26" rx="6" className={styles.process} />
      <text x="378" y="447" textAnchor="middle" className={p.textSmall}>
        cron runner
      </text>
      <rect x="326" y="464" width="104" height="26" rx="6" className={styles.process} />
      <text x="378" y="481" textAnchor="middle" className={p.textSmall}>
        event runner
      </text>
      <path d="M300 456h26" className={clsx(styles.arrow, p.dashed)} />

      <rect x="440" y="20" width="100" height="300" rx="10" className={styles.theme} />
      <text x="490" y="48" textAnchor="middle" className={p.textStrong}>
        Theme
      </text>
      {['overrides', 'storefront', 'components', 'and styles'].map((line, index) => (
        <text key={line} x="490" y={72 + index * 18} textAnchor="middle" className={p.textAccent}>
          {line}
        </text>
      ))}
      <Left y={62} />
      <Left y={158} />
    </IllustrationFrame>
  );
}
