/**
 * Where the docs for machines live on the site: the Markdown twin of every doc page and the two
 * llms.txt files. The build plugin that writes them and the page button that reads them both
 * start here, so a twin is always found where it was written.
 */

/** The site path of a doc page's Markdown twin: `/docs/api/cart` → `/docs/api/cart.md`. */
export function markdownTwinPath(permalink: string): string {
  return `${permalink.replace(/\/$/, '')}.md`;
}

/** The site's structure, one line per doc and API page (llmstxt.org format). */
export const LLMS_INDEX_PATH = '/llms.txt';

/** The whole documentation as one Markdown file. */
export const LLMS_FULL_PATH = '/llms-full.txt';

/** Where the OpenAPI document is published (written by `openapi/generate.ts` into a generated static directory). */
export const OPENAPI_DOCUMENT_PATH = '/openapi/merchantry.yaml';
