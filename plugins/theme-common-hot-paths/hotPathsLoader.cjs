// A loader (CommonJS because the bundler requires loaders synchronously). See index.ts for why.
// Each search text is theme-common 3.10.2's (all @docusaurus/* are pinned exactly); the build
// fails loudly if an upgrade changes one.
const PATCHES = {
  'reactUtils.js': [
    {
      find: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
      replace: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
    },
  ],
  'IntlUtils.js': [
    {
      find: 'export function useDateTimeFormat(options = {}) {',
      replace: 'const dateTimeFormats = new Map();\nexport function useDateTimeFormat(options = {}) {',
    },
    {
      find: `    return new Intl.DateTimeFormat(currentLocale, {
        calendar,
        ...options,
    });`,
      replace: `    const key = JSON.stringify([currentLocale, calendar, options]);
    let format = dateTimeFormats.get(key);
    if (format === undefined) {
        format = new Intl.DateTimeFormat(currentLocale, {
            calendar,
            ...options,
        });
        dateTimeFormats.set(key, format);
    }
    return format;`,
    },
  ],
};

/** `source` of theme-common's `lib/utils/<file>` with its patches applied. */
function patchSource(file, source) {
  const patches = PATCHES[file];
  if (!patches) throw new Error(`theme-common-hot-paths: no patch for ${file}`);
  return patches.reduce((text, {find, replace}) => {
    const at = text.indexOf(find);
    if (at === -1 || text.indexOf(find, at + 1) !== -1) {
      throw new Error(
        `theme-common-hot-paths: the code to patch in ${file} was not found exactly once in @docusaurus/theme-common; ` +
          're-check the patch after upgrading Docusaurus.',
      );
    }
    return text.replace(find, replace);
  }, source);
}

module.exports = function hotPathsLoader(source) {
  return patchSource(require('node:path').basename(this.resourcePath), source);
};
module.exports.patchSource = patchSource;
