/**
 * The files of the docs for machines, from the docs' metadata and their Markdown bodies: each
 * page's twin, `/llms.txt` (the llmstxt.org index: title, summary, one section per sidebar with
 * one line per page) and `/llms-full.txt` (every twin in sidebar order).
 */
import {LLMS_FULL_PATH, OPENAPI_DOCUMENT_PATH, markdownTwinPath} from '../../config/docsForMachines';

export interface MachineDoc {
  title: string;
  description: string;
  permalink: string;
  /** The page as Markdown, without its title (see `mdxToMarkdown`). */
  body: string;
}

export interface MachineSection {
  title: string;
  docs: MachineDoc[];
}

export interface MachineSite {
  name: string;
  description: string;
  /** Origin without a trailing slash, e.g. `https://merchantry.io`. */
  url: string;
}

/** A page's twin: its title as the one `#` heading, its description as the summary. */
export function twinMarkdown(doc: MachineDoc): string {
  return `# ${doc.title}\n\n> ${doc.description}\n\n${doc.body}\n`;
}

export function llmsIndex(site: MachineSite, sections: MachineSection[]): string {
  const lines = [
    `# ${site.name}`,
    '',
    `> ${site.description}`,
    '',
    `Every page below is Markdown at its own address; the same pages as HTML are at the address without \`.md\`. [${LLMS_FULL_PATH}](${site.url}${LLMS_FULL_PATH}) holds them all in one file.`,
  ];
  for (const section of sections) {
    lines.push('', `## ${section.title}`, '');
    for (const doc of section.docs) lines.push(`- [${doc.title}](${site.url}${markdownTwinPath(doc.permalink)}): ${doc.description}`);
  }
  lines.push(
    '',
    '## Optional',
    '',
    `- [OpenAPI document](${site.url}${OPENAPI_DOCUMENT_PATH}): the OpenAPI 3.1 document the API reference is generated from`,
  );
  return `${lines.join('\n')}\n`;
}

export function llmsFull(site: MachineSite, sections: MachineSection[]): string {
  const pages = sections.flatMap((section) => section.docs).map((doc) => `${twinMarkdown(doc)}\nSource: ${site.url}${doc.permalink}\n`);
  return pages.join('\n---\n\n');
}
