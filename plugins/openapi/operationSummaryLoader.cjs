// A loader (CommonJS because the bundler requires loaders synchronously), client build only: see
// src/components/ApiReference/operationSummary.ts for why. An entity's operations file becomes a
// module of summaries whose `loadFull()` imports the same file again, whole, with `?full` (which
// this loader's rule skips), so webpack makes that one chunk shared by the page's operations.
const path = require('node:path');

module.exports = function operationSummaryLoader(source) {
  const {fields} = this.getOptions();
  const operations = JSON.parse(source);
  const full = JSON.stringify(`./${path.basename(this.resourcePath)}?full`);
  const entries = Object.entries(operations).map(([id, operation]) => {
    const summary = Object.fromEntries(fields.filter((field) => field in operation).map((field) => [field, operation[field]]));
    return `  ${JSON.stringify(id)}: {...${JSON.stringify(summary)}, loadFull: () => loadAll().then((all) => all[${JSON.stringify(id)}])}`;
  });
  return [
    `let all;`,
    // A failed fetch is not kept, so the next scroll or find tries again.
    `const loadAll = () => (all ??= import(${full}).then((module) => module.default, (error) => { all = undefined; throw error; }));`,
    `export default {\n${entries.join(',\n')}\n};`,
    '',
  ].join('\n');
};
