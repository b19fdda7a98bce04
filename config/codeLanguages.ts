/**
 * The languages code blocks are highlighted in: prismjs component ids, loaded with their
 * dependencies by `plugins/prism-grammars` in place of prism-react-renderer's built-in set.
 * Aliases come with their grammar (`js`, `ts`, `sh`, `yml`, `html`, `dockerfile`).
 */
export const highlightedLanguages = [
  'markup',
  'css',
  'scss',
  'javascript',
  'jsx',
  'typescript',
  'tsx',
  'json',
  'yaml',
  'graphql',
  'sql',
  'bash',
  'nginx',
  'docker',
];

/** Code-block languages shown as plain text on purpose (`mermaid` blocks become diagram images). */
export const plainLanguages = ['text', 'csv', 'mermaid'];
