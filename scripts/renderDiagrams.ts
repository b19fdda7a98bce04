/**
 * `npm run diagrams`: draws each Mermaid diagram of the docs and blog that has no SVG yet into
 * static/img/diagrams, and deletes SVGs no diagram uses any more. Needs Chromium.
 */
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {DIAGRAMS_DIR} from '../plugins/mermaid-diagrams/diagrams';
import {drawnDiagramFiles, siteDiagrams} from '../plugins/mermaid-diagrams/siteDiagrams';
import {openDiagramRenderer} from '../plugins/mermaid-diagrams/render';

async function main(): Promise<void> {
  const diagrams = await siteDiagrams();
  const existing = new Set(drawnDiagramFiles());
  const missing = [...new Map(diagrams.filter((d) => !existing.has(d.fileName)).map((d) => [d.fileName, d])).values()];
  mkdirSync(DIAGRAMS_DIR, {recursive: true});
  if (missing.length > 0) {
    const renderer = await openDiagramRenderer();
    try {
      for (const diagram of missing) {
        writeFileSync(path.join(DIAGRAMS_DIR, diagram.fileName), await renderer.render(diagram.source));
        console.log(`drew ${diagram.fileName} (${diagram.file})`);
      }
    } finally {
      await renderer.close();
    }
  }
  const used = new Set(diagrams.map((d) => d.fileName));
  const unused = [...existing].filter((file) => !used.has(file));
  for (const file of unused) rmSync(path.join(DIAGRAMS_DIR, file));
  console.log(`${diagrams.length} diagrams: ${missing.length} drawn, ${unused.length} unused SVGs deleted.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
