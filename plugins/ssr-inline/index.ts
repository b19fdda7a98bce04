/**
 * Defines `process.env.SSR_INLINE`: `true` in the server bundle, `false` in the browser's.
 *
 * A component the browser loads as a chunk of its own (`React.lazy`) must still render in place
 * when the server writes the page: a lazy component suspends there, and the server then streams
 * its HTML at the end of the page with an inline swap script instead of where it belongs. So such
 * a module is written `process.env.SSR_INLINE ? require('./X') : lazy(() => import('./X'))`; the
 * bundler folds the constant and drops the branch it does not take, so the browser bundle has no
 * static dependency on `./X`.
 *
 * The server must not render a `<Suspense>` boundary at all: React 19.2 moves any boundary of over
 * 500 bytes that comes after the first 12.8 KB of a page to the end of the HTML, with the same swap
 * script (`progressiveChunkSize`, which Docusaurus does not set). So a lazy component's boundary
 * exists in the browser's render only.
 */
import type {Plugin} from '@docusaurus/types';

export default function ssrInlinePlugin(): Plugin {
  return {
    name: 'ssr-inline',
    configureWebpack(_config, isServer, {currentBundler}) {
      return {plugins: [new currentBundler.instance.DefinePlugin({'process.env.SSR_INLINE': JSON.stringify(isServer)})]};
    },
  };
}
