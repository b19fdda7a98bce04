import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {ALL_ROUTES} from '../specRoutes';

/** The routes the axe pass scans after hydration: every route of the spec and the blog. */
export const A11Y_ROUTES: string[] = [...ALL_ROUTES, '/blog'];

/**
 * Elements one axe test checks at the most. A scan's cost grows with the page's elements (colour
 * contrast walks each one's background stack); this many keeps a test near 3 s on a quiet 2-core
 * machine and well inside its timeout with a second CPU-bound process beside it.
 */
export const ELEMENTS_PER_AXE_TEST = 2000;

// Playwright runs from the repository root; the suite runs against this build.
const BUILD = path.resolve('build');

/** The built page of a route, as the site server resolves it (`/x` → `x.html` or `x/index.html`). */
function builtPage(route: string): string | undefined {
  const base = path.join(BUILD, route === '/' ? 'index' : route);
  return [`${base}.html`, path.join(base, 'index.html')].find((file) => existsSync(file));
}

/** How many tests share the axe scan of a route: one per `ELEMENTS_PER_AXE_TEST` elements of its built page. */
export function axeTestsFor(route: string): number {
  const file = builtPage(route);
  if (!file) return 1;
  const html = readFileSync(file, 'utf8');
  const body = html.slice(html.indexOf('<body'));
  const elements = body.match(/<[a-z][^\s/>]*/gi)?.length ?? 0;
  return Math.max(1, Math.ceil(elements / ELEMENTS_PER_AXE_TEST));
}
