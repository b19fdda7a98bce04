/**
 * Writes the build's Content-Security-Policy (`build/csp.json`) once every page is on disk, so
 * the hashes cover exactly the inline scripts that ship. See policy.ts.
 */
import type {Plugin} from '@docusaurus/types';
import {writeCspFile, type CspBuildOptions} from './policy';

export default function contentSecurityPolicyPlugin(_context: unknown, options: CspBuildOptions): Plugin {
  return {
    name: 'content-security-policy',
    async postBuild({outDir}) {
      await writeCspFile(outDir, options);
    },
  };
}
