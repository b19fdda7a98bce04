/**
 * (CUSTOM) Ejected from @docusaurus/theme-search-algolia 3.10.2 `theme/SearchBar`. Why not a wrapper:
 * the original always renders a preconnect to `<appId>-dsn.algolia.net`, which in local search
 * mode is a connection to a foreign host. Changes from the original are marked (CUSTOM):
 * - the preconnect only in hosted mode;
 * - in local mode the modal's client is replaced by a same-origin `algoliasearch/lite` client,
 *   and its click and view events go to the same origin through a bundled `search-insights`
 *   (`insights={{insightsClient}}`, so the CDN script is never loaded); in hosted mode Algolia's
 *   hits are re-ranked by section (search/hostedRerank.ts) before DocSearch groups them;
 * - `getMissingResultsUrl` (a function, so it cannot live in the JSON theme config) builds a
 *   prefilled issue on the docs repository for "Let us know.";
 * - each result row names its section (`sectionPath.ts`), not only its page;
 * - the button and the keyboard shortcuts are our own copies (`SearchButton`,
 *   `useSearchShortcuts`), and the modal's texts load with the modal, so nothing of DocSearch is
 *   in the first load of a page.
 * Ask AI support is dropped: the site does not configure it.
 */
import React, {useCallback, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {
  DocSearchModal as DocSearchModalType,
  DocSearchHit,
  DocSearchProps,
  DocSearchTransformClient,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
  mergeFacetFilters,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {ThemeConfig} from '@docusaurus/theme-search-algolia';
import {missingResultsUrl} from './missingResultsUrl';
import {withSectionPath} from './sectionPath';
import SearchButton from './SearchButton';
import {useSearchShortcuts} from './useSearchShortcuts';

type DocSearchClient = DocSearchTransformClient;
type AlgoliaConfig = ThemeConfig['algolia'];
type SearchBarProps = Partial<AlgoliaConfig> & Record<string, unknown>;

let DocSearchModal: typeof DocSearchModalType | null = null;
// (CUSTOM) The modal's texts load with the modal.
let modalTranslations: NonNullable<DocSearchProps['translations']>['modal'];
// (CUSTOM) Loaded with the modal, so the client costs nothing until someone searches.
let sameOriginClient: ((appId: string, apiKey: string) => DocSearchClient) | null = null;
let sameOriginInsightsClient: ((appId: string, apiKey: string) => unknown) | null = null;
// (CUSTOM) Hosted mode: Algolia's client, its answers re-ranked by section; loaded with the modal too.
let rerankedClient: ((client: DocSearchClient) => DocSearchClient) | null = null;

function importDocSearchModalIfNeeded(isLocal: boolean): Promise<void> {
  if (DocSearchModal && (isLocal ? sameOriginClient : rerankedClient)) {
    return Promise.resolve();
  }
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/react/style'),
    import('./styles.css'),
    import('@theme/SearchTranslations'),
    // Aliased to src/search/sameOriginLiteClient in local mode (plugins/local-search-client).
    isLocal ? (import('algoliasearch/lite') as unknown as Promise<typeof import('@site/src/search/sameOriginLiteClient')>) : Promise.resolve(null),
    isLocal ? import('@site/src/search/sameOriginInsights') : Promise.resolve(null),
    isLocal ? Promise.resolve(null) : import('@site/search/hostedRerank'),
  ]).then(([{DocSearchModal: Modal}, , , {default: translations}, lite, insights, hostedRerank]) => {
    DocSearchModal = Modal;
    modalTranslations = translations.modal;
    if (lite) {
      sameOriginClient = (appId, apiKey) => lite.modalLiteClient(appId, apiKey);
    }
    if (insights) sameOriginInsightsClient = insights.sameOriginInsights;
    if (hostedRerank) rerankedClient = hostedRerank.withSectionRerank;
  });
}

function useNavigator({externalUrlRegex}: {externalUrlRegex?: string}) {
  const history = useHistory();
  const [navigator] = useState<DocSearchProps['navigator']>(() => ({
    navigate({itemUrl}: {itemUrl: string}) {
      // Results could point at other domains, which the SPA history cannot serve.
      if (isRegexpStringMatch(externalUrlRegex, itemUrl)) {
        window.location.href = itemUrl;
      } else {
        history.push(itemUrl);
      }
    },
  }));
  return navigator;
}

function useTransformSearchClient(appId: string, apiKey: string, isLocal: boolean) {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  return useCallback(
    (searchClient: DocSearchClient): DocSearchClient => {
      // (CUSTOM) Local mode: same-origin client instead of the modal's Algolia-hosted one, whose
      // answers the server has re-ranked by section; hosted mode: Algolia's, re-ranked here.
      const client = isLocal && sameOriginClient ? sameOriginClient(appId, apiKey) : rerankedClient ? rerankedClient(searchClient) : searchClient;
      client.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return client;
    },
    [appId, apiKey, isLocal, docusaurusVersion],
  );
}

function useTransformItems(props: SearchBarProps) {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState<DocSearchProps['transformItems']>(() => (items: DocSearchHit[]) =>
    // (CUSTOM) Each row names its section, not only its page (sectionPath.ts).
    (props.transformItems
      ? (props.transformItems as NonNullable<DocSearchProps['transformItems']>)(items)
      : items.map((item) => ({...item, url: processSearchResultUrl(item.url)}))
    ).map(withSectionPath),
  );
  return transformItems;
}

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

function ResultsFooter({state, onClose}: {state: {query: string; context: {nbHits?: number}}; onClose: () => void}) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: String(state.context.nbHits ?? 0)}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function useSearchParameters({contextualSearch, searchParameters}: SearchBarProps) {
  const contextualSearchFacetFilters = useAlgoliaContextualFacetFilters();
  const configFacetFilters = (searchParameters as {facetFilters?: string[]} | undefined)?.facetFilters ?? [];
  const facetFilters = contextualSearch
    ? mergeFacetFilters(contextualSearchFacetFilters, configFacetFilters)
    : configFacetFilters;
  return {...(searchParameters as object), facetFilters};
}

function DocSearch({externalUrlRegex, ...props}: SearchBarProps & AlgoliaConfig) {
  const {siteConfig} = useDocusaurusContext();
  const isLocal = siteConfig.customFields?.searchMode !== 'hosted';
  const navigator = useNavigator({externalUrlRegex});
  const searchParameters = useSearchParameters(props);
  const transformItems = useTransformItems(props);
  const transformSearchClient = useTransformSearchClient(props.appId, props.apiKey, isLocal);
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      // (CUSTOM) Local mode: our own server answers, so the footer must not credit Algolia.
      if (isLocal) divElement.classList.add('local-search');
      searchContainer.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
    }
  }, [isLocal]);
  const importModal = useCallback(() => importDocSearchModalIfNeeded(isLocal), [isLocal]);
  const openModal = useCallback(() => {
    prepareSearchContainer();
    void importModal().then(() => setIsOpen(true));
  }, [prepareSearchContainer, importModal]);
  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);
  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) {
        return; // the browser's own find
      }
      // Stops the key from being typed twice once the modal input takes focus.
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );
  const resultsFooterComponent = useMemo(
    () =>
      ({state}: {state: {query: string; context: {nbHits?: number}}}) => <ResultsFooter state={state} onClose={closeModal} />,
    [closeModal],
  );
  useSearchShortcuts({isOpen, onOpen: openModal, onClose: closeModal, onInput: handleInput, searchButtonRef});

  return (
    <>
      {!isLocal && (
        <Head>
          {/* Lets the browser open the connection to the hosted cluster before the first query. */}
          <link rel="preconnect" href={`https://${props.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <SearchButton
        onTouchStart={() => void importModal()}
        onFocus={() => void importModal()}
        onMouseOver={() => void importModal()}
        onClick={openModal}
        ref={searchButtonRef}
      />
      {/* Upstream's portal: the container ref is filled by openModal before isOpen turns true. */}
      {/* eslint-disable react-hooks/refs */}
      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            getMissingResultsUrl={({query}) => missingResultsUrl(query)}
            {...(props.searchPagePath && {resultsFooterComponent})}
            {...(props as unknown as DocSearchProps)}
            transformSearchClient={transformSearchClient}
            translations={props.translations?.modal ?? modalTranslations}
            // (CUSTOM) Local mode: clicks and views go to our own /1/events.
            insights={
              isLocal && sameOriginInsightsClient
                ? ({insightsClient: sameOriginInsightsClient(props.appId, props.apiKey)} as DocSearchProps['insights'])
                : props.insights
            }
            searchParameters={searchParameters}
          />,
          searchContainer.current,
        )}
      {/* eslint-enable react-hooks/refs */}
    </>
  );
}

export default function SearchBar(props: SearchBarProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const docSearchProps = {...(siteConfig.themeConfig.algolia as AlgoliaConfig), ...props};
  return <DocSearch {...docSearchProps} />;
}
