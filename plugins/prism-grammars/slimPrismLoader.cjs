// A loader (CommonJS because the bundler requires loaders synchronously). See index.ts for why.
// The markers are esbuild's source comments in prism-react-renderer 2.4's single-file build; the
// build fails loudly if an upgrade moves them.
const {readFileSync} = require('node:fs');
const getLoader = require('prismjs/dependencies');
const components = require('prismjs/components');

const GRAMMARS_START = '// src/prism-langs.ts\nvar Prism = __toESM(require_prism());\n';
const THEMES_START = '// src/themes/index.ts\n';
const THEMES_END = '// src/index.ts\n';

function indexOnce(source, marker) {
  const at = source.indexOf(marker);
  if (at === -1 || source.indexOf(marker, at + 1) !== -1) {
    throw new Error(`prism-grammars: "${marker.trim()}" was not found exactly once in prism-react-renderer; re-check the loader after upgrading it.`);
  }
  return at;
}

function grammarSource(id) {
  const file = require.resolve(`prismjs/components/prism-${id}.js`);
  // Each component assigns to the free variable `Prism`; the wrapper binds it to this module's.
  return `(function (Prism) {\n${readFileSync(file, 'utf8')}\n})(Prism);\n`;
}

module.exports = function slimPrismLoader(source) {
  const {languages} = this.getOptions();
  const unknown = languages.filter((id) => !components.languages[id]);
  if (unknown.length) throw new Error(`prism-grammars: no prismjs grammar named ${unknown.join(', ')}`);
  const ids = getLoader(components, languages).getIds();
  for (const id of ids) this.addDependency(require.resolve(`prismjs/components/prism-${id}.js`));

  const grammarsAt = indexOnce(source, GRAMMARS_START);
  const themesAt = indexOnce(source, THEMES_START);
  const themesEnd = source.indexOf(THEMES_END, themesAt);
  if (!(grammarsAt < themesAt && themesAt < themesEnd)) {
    throw new Error('prism-grammars: prism-react-renderer sections are not in the expected order.');
  }
  return (
    source.slice(0, grammarsAt) +
    GRAMMARS_START +
    ids.map(grammarSource).join('') +
    // `themes` stays exported, empty; `Highlight` falls back to vsDark only without a theme prop,
    // and the theme always passes the site's.
    'var themes_exports = {};\nvar vsDark_default = {plain: {}, styles: []};\n' +
    source.slice(themesEnd)
  );
};
