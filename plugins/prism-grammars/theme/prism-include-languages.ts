/**
 * Replaces theme-classic's `prism-include-languages`, which registers `additionalLanguages` with a
 * template `require` of `prismjs/components/prism-${lang}`. With no additional languages that
 * require still resolves the components folder's index, so every page shipped prismjs's language
 * loader and its list of every component (9 KB gzip). This plugin's loader registers the
 * grammars, so there is nothing to add at run time.
 */
export default function prismIncludeLanguages(): void {}
