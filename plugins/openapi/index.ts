/**
 * Keeps the generated API reference in step with `openapi/merchantry.yaml`: before every build and
 * dev-server start it writes the per-entity partials and data under `docs/api/_operations/` and
 * the published copy in `static/openapi/`, and the dev server runs it again when the document
 * changes. The document itself is only read here, in Node; no page imports it.
 */
import type {Plugin} from '@docusaurus/types';
import {DOCUMENT_PATH} from '../../openapi/document';
import {writeGeneratedFiles} from '../../openapi/generate';

export default function openapiPlugin(): Plugin {
  return {
    name: 'merchantry-openapi',
    async loadContent() {
      const written = writeGeneratedFiles();
      if (written.length > 0) console.info(`[merchantry-openapi] regenerated ${written.join(', ')}`);
    },
    getPathsToWatch() {
      return [DOCUMENT_PATH];
    },
  };
}
