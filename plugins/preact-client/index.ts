/**
 * The production browser bundle runs on Preact (`preact/compat`) instead of React DOM: the same
 * components, rendered on the server by React as before and hydrated in the browser by Preact.
 * React DOM was 64 KB of the main chunk's 124 KB (gzip); with Preact the main chunk is 66 KB.
 * `npm run dev` keeps React (Fast Refresh, React DevTools).
 *
 * Preact renders without React's transitions and runs effects at other moments, so three things
 * that relied on React's timing are made explicit (UPGRADING.md lists them):
 *   - client.ts runs effects right after their commit, as React does after input;
 *   - scrollToLateHash.ts scrolls to a navigation's `#hash` once a lazily loaded part renders it;
 *   - the API reference's HoldScrollPosition keeps the reader's place as operation details mount.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Import paths the browser bundle resolves to Preact, most specific first (the first match wins). */
export const PREACT_ALIASES: Record<string, string> = {
  'react-dom/client$': path.join(__dirname, 'client.ts'),
  'react/jsx-runtime$': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
  'react-dom$': 'preact/compat',
  'react$': 'preact/compat',
};

export default function preactClientPlugin(): Plugin {
  return {
    name: 'preact-client',
    getClientModules() {
      return [path.join(__dirname, 'scrollToLateHash.ts')];
    },
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      // Core aliases `react` and `react-dom` to their package folders; those entries would match
      // first, so they are replaced rather than merged.
      const {react: _react, 'react-dom': _reactDom, ...others} = (config.resolve?.alias ?? {}) as Record<string, string>;
      config.resolve = {...config.resolve, alias: {...PREACT_ALIASES, ...others}};
      return {};
    },
  };
}
