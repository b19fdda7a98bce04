/** Writes `.br` and `.gz` copies of the build's text files after the build (see compress.ts). */
import type {Plugin} from '@docusaurus/types';
import {precompressDir} from './compress';

export default function precompressPlugin(): Plugin {
  return {
    name: 'precompress',
    async postBuild({outDir}) {
      await precompressDir(outDir);
    },
  };
}
