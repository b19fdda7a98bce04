// A loader (CommonJS because the bundler requires loaders synchronously). See index.ts for why.
// The search text is theme-common 3.10.2's `useShallowMemoObject` (all @docusaurus/* are pinned
// exactly); the build fails loudly if an upgrade changes it.
const LOCALE_SORT = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';
const CODE_UNIT_SORT = 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));';

module.exports = function codeUnitSortLoader(source) {
  const at = source.indexOf(LOCALE_SORT);
  if (at === -1 || source.indexOf(LOCALE_SORT, at + 1) !== -1) {
    throw new Error(
      "shallow-memo-sort: useShallowMemoObject's key sort was not found exactly once in @docusaurus/theme-common; " +
        're-check the patch after upgrading Docusaurus.',
    );
  }
  return source.replace(LOCALE_SORT, CODE_UNIT_SORT);
};
