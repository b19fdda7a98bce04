/**
 * Keeps the generated API reference in step with `openapi/merchantry.yaml`: before every build and
 * dev-server start it writes the per-entity partials and data under `docs/api/_operations/` and
 * the published copy (openapi/generate.ts; git ignores both), and the dev server runs it again
 * when the document changes. The document itself is only read here, in Node; no page imports it.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {DOCUMENT_PATH} from '../../openapi/document';
import {writeGeneratedFiles} from '../../openapi/generate';
import {SUMMARY_FIELDS} from '../../src/components/ApiReference/operationSummary';

/** Each entity's operations data, as the generated partials import it. */
export const OPERATIONS_DATA = /[\\/]docs[\\/]api[\\/]_operations[\\/][^\\/]+\.json$/;

export default function openapiPlugin(): Plugin {
  return {
    name: 'merchantry-openapi',
    async loadContent() {
      const written = writeGeneratedFiles();
      if (written.length > 0) console.info(`[merchantry-openapi] regenerated ${written.join(', ')}`);
    },
    // The browser gets each operation's summary and fetches the rest when it is needed; the server
    // renders everything from the whole file (see operationSummary.ts).
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: OPERATIONS_DATA,
              resourceQuery: {not: /full/},
              type: 'javascript/auto',
              // __dirname: Docusaurus loads plugins through jiti as CommonJS, without `import.meta`.
              use: [{loader: path.join(__dirname, 'operationSummaryLoader.cjs'), options: {fields: SUMMARY_FIELDS}}],
            },
          ],
        },
      };
    },
    getPathsToWatch() {
      return [DOCUMENT_PATH];
    },
  };
}
