/**
 * React glue between the router and the pure filter functions in `_utils.ts`.
 *
 * The query string is the single source of truth: components read the state through
 * `useExtensionFilters` and change it only by rewriting the URL, so a filtered view can be
 * shared, survives a reload, and is still there when the visitor comes Back from a page it
 * linked to. `useHistorySelector` is built on `useSyncExternalStore` with a server snapshot
 * that has an empty query string, so the server HTML and the first client render agree (no
 * hydration mismatch); the filtered list appears right after hydration.
 *
 * Every change uses `history.replace`, as the Docusaurus showcase does. A `push` would add
 * one history entry per click or keystroke, and the theme treats each PUSH as a page change:
 * it moves focus to the top of the page (theme-common `useSkipToContent`), which throws
 * keyboard and screen-reader users out of the filter they were using.
 */
import {useCallback, useMemo} from 'react';
import {useHistory} from '@docusaurus/router';
import {useHistorySelector} from '@docusaurus/theme-common';
import {sortedExtensions, type Extension} from '@site/src/data/extensions';
import {
  applyFiltersToSearch,
  parseFilters,
  selectExtensions,
  type ExtensionFilterState,
} from './_utils';

export type FilterUpdate =
  | Partial<ExtensionFilterState>
  | ((current: ExtensionFilterState) => Partial<ExtensionFilterState>);

export function useExtensionFilters(): [
  ExtensionFilterState,
  (update: FilterUpdate) => void,
] {
  const history = useHistory();
  const search = useHistorySelector((h) => h.location.search);
  const filters = useMemo(() => parseFilters(search), [search]);

  const setFilters = useCallback(
    (update: FilterUpdate) => {
      // Read the live location, not the rendered one, so quick successive updates compose.
      const currentSearch = history.location.search;
      const current = parseFilters(currentSearch);
      const patch = typeof update === 'function' ? update(current) : update;
      const nextSearch = applyFiltersToSearch(currentSearch, {...current, ...patch});
      if (nextSearch === applyFiltersToSearch(currentSearch, current)) {
        return;
      }
      history.replace({pathname: history.location.pathname, search: nextSearch});
    },
    [history],
  );

  return [filters, setFilters];
}

export function useFilteredExtensions(filters: ExtensionFilterState): Extension[] {
  return useMemo(() => selectExtensions(sortedExtensions, filters), [filters]);
}
