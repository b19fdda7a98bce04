/**
 * React glue between the router and the pure filter functions in `_utils.ts`.
 *
 * The query string is the single source of truth: components read the state through
 * `useExtensionFilters` and change it only by navigating, so a filtered view can be shared,
 * survives a reload, and steps back with the Back button. `useHistorySelector` is built on
 * `useSyncExternalStore` with a server snapshot that has an empty query string, so the server
 * HTML and the first client render agree (no hydration mismatch); the filtered list appears
 * right after hydration.
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

export interface UpdateOptions {
  /**
   * `push` (the default) adds a history entry, so Back undoes the change; `replace` rewrites
   * the current one, for changes that come keystroke by keystroke.
   */
  mode?: 'push' | 'replace';
}

export function useExtensionFilters(): [
  ExtensionFilterState,
  (update: FilterUpdate, options?: UpdateOptions) => void,
] {
  const history = useHistory();
  const search = useHistorySelector((h) => h.location.search);
  const filters = useMemo(() => parseFilters(search), [search]);

  const setFilters = useCallback(
    (update: FilterUpdate, {mode = 'push'}: UpdateOptions = {}) => {
      // Read the live location, not the rendered one, so quick successive updates compose.
      const currentSearch = history.location.search;
      const current = parseFilters(currentSearch);
      const patch = typeof update === 'function' ? update(current) : update;
      const nextSearch = applyFiltersToSearch(currentSearch, {...current, ...patch});
      if (nextSearch === applyFiltersToSearch(currentSearch, current)) {
        return;
      }
      const location = {pathname: history.location.pathname, search: nextSearch};
      if (mode === 'replace') {
        history.replace(location);
      } else {
        history.push(location);
      }
    },
    [history],
  );

  return [filters, setFilters];
}

export function useFilteredExtensions(filters: ExtensionFilterState): Extension[] {
  return useMemo(() => selectExtensions(sortedExtensions, filters), [filters]);
}
