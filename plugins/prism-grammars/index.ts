/**
 * Ships only the Prism grammars our pages use.
 *
 * prism-react-renderer 2 is one module that registers about 40 grammars and defines 20 colour
 * themes when it loads, and theme-classic loads it on every page. Registering those grammars is
 * most of its startup cost (each `insertBefore` walks every grammar already registered), and
 * grammars and themes are about half its bytes. Its `Highlight` takes any Prism, but the theme
 * never passes one, so the build rewrites the module instead: its grammar section becomes the
 * prismjs components named here (with their dependencies, in load order) and its theme section
 * is dropped. The site's code theme comes from the config, never from that module. Its theme
 * folder replaces `@theme/prism-include-languages`, the stock way of adding grammars.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export interface PrismGrammarsOptions {
  /** prismjs component ids; aliases such as `ts`, `sh` or `yml` come with their grammar. */
  languages: string[];
}

// Docusaurus loads plugins through jiti as CommonJS, where `import.meta` does not exist.

/** The client module theme-classic adds to every page to register `additionalLanguages`. */
export const THEME_PRISM_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

export default function prismGrammarsPlugin(_context: unknown, options: PrismGrammarsOptions): Plugin {
  return {
    name: 'prism-grammars',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        // theme-classic's client module only imports prism-react-renderer to hand it to
        // `@theme/prism-include-languages`, which here does nothing: it put Prism in the main
        // bundle of every page. Without it Prism comes with the code blocks (src/theme/CodeBlock).
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(THEME_PRISM_CLIENT_MODULE, path.join(__dirname, 'noClientModule.ts'))],
        module: {
          rules: [
            {
              test: /prism-react-renderer[\\/]dist[\\/]index\.mjs$/,
              use: [{loader: path.join(__dirname, 'slimPrismLoader.cjs'), options: {languages: options.languages}}],
            },
          ],
        },
      };
    },
  };
}
