/**
 * Keeps the reference partials in step with the platform's sources of truth: before every build
 * and dev-server start it writes the stale ones (`platform/reference/generate.ts`), and the dev
 * server runs it again when a declaration, schema or fact changes. The sources are only read
 * here, in Node; pages ship the rendered tables and no schema or compiler code.
 */
import type {Plugin} from '@docusaurus/types';
import {SOURCES, writeGeneratedFiles} from '../../platform/reference/generate';

export default function platformReferencePlugin(): Plugin {
  return {
    name: 'merchantry-platform-reference',
    async loadContent() {
      const written = writeGeneratedFiles();
      if (written.length > 0) console.info(`[merchantry-platform-reference] regenerated ${written.join(', ')}`);
    },
    getPathsToWatch() {
      return SOURCES;
    },
  };
}
