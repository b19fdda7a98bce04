// A loader (CommonJS because the bundler requires loaders synchronously). See index.ts for why.
// Keyed by the module's path under node_modules/@docusaurus. Each search text is 3.10.2's (all
// @docusaurus/* are pinned exactly); the build fails loudly if an upgrade changes one.
const PATCHES = {
  'theme-common/lib/utils/reactUtils.js': [
    {
      find: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
      replace: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
    },
  ],
  'theme-common/lib/utils/IntlUtils.js': [
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
  'theme-common/lib/hooks/useWindowSize.js': [
    {find: "import { useEffect, useState } from 'react';", replace: "import { startTransition, useEffect, useState } from 'react';"},
    {
      find: '            setWindowSize(getWindowSize(desktopBreakpoint));',
      replace: '            const windowSize = getWindowSize(desktopBreakpoint);\n            startTransition(() => setWindowSize(windowSize));',
    },
  ],
  'core/lib/client/browserContext.js': [
    {find: "import React, { useEffect, useState } from 'react';", replace: "import React, { startTransition, useEffect, useState } from 'react';"},
    {find: '        setIsBrowser(true);', replace: '        startTransition(() => setIsBrowser(true));'},
  ],
  'theme-common/lib/hooks/useCodeWordWrap.js': [
    // `closest()` answers null outside a hidden tab: starting from null, most blocks set no state.
    {find: '    const [hiddenTabElement, setHiddenTabElement] = useState();', replace: '    const [hiddenTabElement, setHiddenTabElement] = useState(null);'},
    {find: "import { useState, useCallback, useEffect, useRef } from 'react';", replace: "import { startTransition, useState, useCallback, useEffect, useRef } from 'react';"},
    {find: '        setIsCodeScrollable(isScrollable);', replace: '        startTransition(() => setIsCodeScrollable(isScrollable));'},
  ],
};

/** The PATCHES key of a module path, or undefined when the module is not patched. */
function patchedFile(resourcePath) {
  const normalised = resourcePath.replaceAll('\\', '/');
  return Object.keys(PATCHES).find((file) => normalised.endsWith(`/@docusaurus/${file}`));
}

/** `source` of `@docusaurus/<file>` with its patches applied. */
function patchSource(file, source) {
  const patches = PATCHES[file];
  if (!patches) throw new Error(`theme-common-hot-paths: no patch for ${file}`);
  return patches.reduce((text, {find, replace}) => {
    const at = text.indexOf(find);
    if (at === -1 || text.indexOf(find, at + 1) !== -1) {
      throw new Error(
        `theme-common-hot-paths: the code to patch in @docusaurus/${file} was not found exactly once; ` +
          're-check the patch after upgrading Docusaurus.',
      );
    }
    return text.replace(find, replace);
  }, source);
}

module.exports = function hotPathsLoader(source) {
  return patchSource(patchedFile(this.resourcePath), source);
};
module.exports.patchSource = patchSource;
module.exports.patchedFile = patchedFile;
