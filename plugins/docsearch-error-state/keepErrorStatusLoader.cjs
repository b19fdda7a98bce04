// A loader (CommonJS because the bundler requires loaders synchronously). See index.ts for why.
// The search text is the minified autocomplete-core of @docsearch/react 3.9.0, pinned in
// package.json overrides; the build fails loudly if an upgrade changes it.
const IDLE_IN_FINALLY = 'finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))';
const KEEP_ERROR = 'finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))';

module.exports = function keepErrorStatusLoader(source) {
  const at = source.indexOf(IDLE_IN_FINALLY);
  if (at === -1 || source.indexOf(IDLE_IN_FINALLY, at + 1) !== -1) {
    throw new Error(
      'docsearch-error-state: the autocomplete status reset was not found exactly once in @docsearch/react; ' +
        're-check the patch after upgrading DocSearch.',
    );
  }
  return source.replace(IDLE_IN_FINALLY, KEEP_ERROR);
};
