import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const {patchSource, patchedFile} = require('../hotPathsLoader.cjs') as {
  patchSource: (file: string, source: string) => string;
  patchedFile: (resourcePath: string) => string | undefined;
};
// The files the plugin's rule patches: the installed, pinned modules (not in the packages' exports),
// under the node_modules/@docusaurus that holds theme-common (its entry is lib/index.js).
const docusaurusDir = path.resolve(path.dirname(require.resolve('@docusaurus/theme-common')), '../..');
const installedPath = (file: string) => path.join(docusaurusDir, ...file.split('/'));
const installed = (file: string) => readFileSync(installedPath(file), 'utf8');
const REACT_UTILS = 'theme-common/lib/utils/reactUtils.js';
const INTL_UTILS = 'theme-common/lib/utils/IntlUtils.js';
const WINDOW_SIZE = 'theme-common/lib/hooks/useWindowSize.js';
const BROWSER_CONTEXT = 'core/lib/client/browserContext.js';
const CODE_WORD_WRAP = 'theme-common/lib/hooks/useCodeWordWrap.js';

/**
 * A patched module run in a vm: its imports dropped (React's named imports read from the `react`
 * global instead), the rest of its imports supplied by `globals`, its functions returned.
 */
function runPatched(file: string, globals: Record<string, unknown>): Record<string, (...args: never[]) => unknown> {
  const body = patchSource(file, installed(file))
    .replace(/^import \{([^}]*)\} from 'react';$/mu, (_, names: string) => `const {${names}} = react;`)
    .replace(/^import .*$/gmu, '')
    .replaceAll('export function', 'function');
  const exported = [...body.matchAll(/^function (\w+)/gmu)].map((match) => match[1]).join(', ');
  return runInNewContext(`${body}\n({${exported}})`, globals) as Record<string, (...args: never[]) => unknown>;
}

describe('hotPathsLoader: useShallowMemoObject', () => {
  const source = installed(REACT_UTILS);

  it('swaps localeCompare for a code-unit comparison, and nothing else', () => {
    const patched = patchSource(REACT_UTILS, source);
    expect(patched).not.toContain('localeCompare');
    expect(patched.replace('(a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)', 'a[0].localeCompare(b[0])')).toBe(source);
  });

  it('orders keys the same whichever order they were written in', () => {
    // The comparator exactly as the loader writes it into the module.
    const comparator = runInNewContext(/deps\.sort\((.+)\);/u.exec(patchSource(REACT_UTILS, source))![1]!) as (a: string[], b: string[]) => number;
    const sorted = (keys: string[]) => keys.map((key) => [key]).sort(comparator).map(([key]) => key);
    expect(sorted(['subtree', 'attributes', 'childList', 'characterData'])).toEqual(['attributes', 'characterData', 'childList', 'subtree']);
    expect(sorted(['characterData', 'subtree', 'childList', 'attributes'])).toEqual(['attributes', 'characterData', 'childList', 'subtree']);
  });
});

describe('hotPathsLoader: useDateTimeFormat', () => {
  /** The patched module run with a stand-in context: `useDateTimeFormat` and how many formatters it built. */
  function load(locale = 'en') {
    let built = 0;
    const NativeFormat = Intl.DateTimeFormat;
    const CountingFormat = function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      built += 1;
      return new NativeFormat(...args);
    };
    const context = {i18n: {currentLocale: locale, localeConfigs: {[locale]: {calendar: 'gregory'}}}};
    const {useDateTimeFormat} = runPatched(INTL_UTILS, {useDocusaurusContext: () => context, Intl: {DateTimeFormat: CountingFormat}}) as {
      useDateTimeFormat: (options?: Intl.DateTimeFormatOptions) => Intl.DateTimeFormat;
    };
    return {useDateTimeFormat, built: () => built};
  }

  it('builds one formatter per set of options and hands the same one to every caller', () => {
    const {useDateTimeFormat, built} = load();
    const options = {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'} as const;
    const first = useDateTimeFormat({...options});
    expect(useDateTimeFormat({...options})).toBe(first);
    expect(built()).toBe(1);
    expect(first.format(new Date('2026-11-26T00:00:00Z'))).toBe('November 26, 2026');
    expect(useDateTimeFormat({year: 'numeric', timeZone: 'UTC'}).format(new Date('2026-11-26T00:00:00Z'))).toBe('2026');
    expect(built()).toBe(2);
  });
});

/**
 * Runs a patched hook module with a stand-in React whose effects run at once and whose refs hold
 * `mounted`, and reports each state update that changes a value (React drops the others) and
 * whether it was made inside `startTransition`.
 */
function runHook(file: string, imports: Record<string, unknown>, mounted: unknown, call: (exports: Record<string, () => unknown>) => void) {
  const updates: {value: unknown; inTransition: boolean}[] = [];
  let inTransition = false;
  const react = {
    startTransition: (callback: () => void) => {
      inTransition = true;
      callback();
      inTransition = false;
    },
    useState: (initial?: unknown) => {
      let state = typeof initial === 'function' ? (initial as () => unknown)() : initial;
      const setState = (value: unknown) => {
        if (Object.is(value, state)) return;
        state = value;
        updates.push({value, inTransition});
      };
      return [state, setState];
    },
    useEffect: (effect: () => void) => effect(),
    useCallback: (callback: unknown) => callback,
    useRef: () => ({current: mounted}),
  };
  call(runPatched(file, {react, ...imports}));
  return updates;
}

describe('hotPathsLoader: updates made after hydration are transitions', () => {
  // Each of these sets state from an effect once the page has hydrated. Outside a transition React
  // renders such an update in one uninterrupted task: on a phone-sized guide, the window size, the
  // browser flag and every code block's checks together made a 100-200 ms task (CPU slowed 4×).
  it('useWindowSize sets the window size in a transition', () => {
    const window = {innerWidth: 412, addEventListener() {}};
    const updates = runHook(WINDOW_SIZE, {ExecutionEnvironment: {canUseDOM: true}, window}, null, ({useWindowSize}) => {
      expect(useWindowSize!()).toBe('ssr');
    });
    expect(updates).toEqual([{value: 'mobile', inTransition: true}]);
  });

  it('the browser context flips to "browser" in a transition, and nothing else changed', () => {
    const source = installed(BROWSER_CONTEXT);
    const patched = patchSource(BROWSER_CONTEXT, source);
    expect(patched).toContain('startTransition(() => setIsBrowser(true));');
    expect(patched.replace('startTransition(() => setIsBrowser(true))', 'setIsBrowser(true)').replace('{ startTransition, useEffect', '{ useEffect')).toBe(source);
  });

  it('a code block outside hidden tabs sets no tab state, and its scroll check is a transition', () => {
    const block = {scrollWidth: 900, clientWidth: 380, closest: () => null, querySelector: () => ({hasAttribute: () => false})};
    const updates = runHook(CODE_WORD_WRAP, {useMutationObserver: () => undefined, window: {addEventListener() {}}}, block, ({useCodeWordWrap}) => {
      expect(useCodeWordWrap!()).toMatchObject({isEnabled: false, isCodeScrollable: false});
    });
    expect(updates).toEqual([{value: true, inTransition: true}]);
  });
});

describe('hotPathsLoader', () => {
  it('knows each patched module by its path under node_modules/@docusaurus, on any platform', () => {
    expect(patchedFile(installedPath(WINDOW_SIZE))).toBe(WINDOW_SIZE);
    expect(patchedFile('C:\\site\\node_modules\\@docusaurus\\core\\lib\\client\\browserContext.js')).toBe(BROWSER_CONTEXT);
    expect(patchedFile(installedPath('theme-common/lib/hooks/useMutationObserver.js'))).toBeUndefined();
    expect(patchedFile('/site/src/theme/useWindowSize.js')).toBeUndefined();
  });

  it('fails the build when an upgrade changed the code it patches', () => {
    expect(() => patchSource(REACT_UTILS, installed(REACT_UTILS).replace('a[0].localeCompare(b[0])', 'a[0].localeCompare(b[0], "en")'))).toThrow(/re-check the patch/);
    expect(() => patchSource(INTL_UTILS, installed(INTL_UTILS).replace('...options,', '...opts,'))).toThrow(/re-check the patch/);
    expect(() => patchSource(CODE_WORD_WRAP, installed(CODE_WORD_WRAP).replace('setIsCodeScrollable(isScrollable);', 'setIsCodeScrollable(scrollable);'))).toThrow(/re-check the patch/);
  });
});
