/**
 * Gives the browser bundle tslib's module-interop helpers instead of all of tslib.
 *
 * Docusaurus's client code `require`s tslib (from `@docusaurus/utils-common`, compiled with
 * `importHelpers`) for one call to `__importDefault`. A `require` keeps every export, so each
 * page shipped all 40 helpers: 4 KB of gzip in the main chunk. The server bundle keeps tslib.
 * Should client code ever call a helper missing here, it fails on load, which the browser tests
 * (every route, no console errors) report.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const CLIENT_TSLIB = path.join(__dirname, 'tslib.mjs');

export default function clientTslibPlugin(): Plugin {
  return {
    name: 'client-tslib',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {resolve: {alias: {tslib$: CLIENT_TSLIB}}};
    },
  };
}
