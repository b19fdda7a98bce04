/**
 * (CUSTOM) Ejected from @docusaurus/theme-search-algolia 3.10.2 `theme/SearchPage`. Why not a
 * wrapper: the original renders one flat row per record and always credits Algolia. Changes:
 * - hits are grouped by page, the matching sections listed under each page title (groupByPage.ts);
 * - "Powered by Algolia" only in hosted mode: in local mode our own server answers;
 * - in hosted mode each page of hits is re-ranked by section, as the modal's (search/hostedRerank.ts);
 * - no version select (the site has one docs version); the contextual facet filters are kept;
 * - one query per search through the lite client (pageQuery.ts), not algoliasearch-helper: the
 *   helper added a facet-count query per refined facet, counts the page never shows, and its
 *   14 KB gzip of script ran on every load of the page.
 * The query string, the 15-hit pages loaded on scroll and the page's html class are the original's.
 */
import clsx from 'clsx';
import React, {startTransition, useEffect, useMemo, useReducer, useRef, useState, type ReactNode} from 'react';
import {liteClient} from 'algoliasearch/lite';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider, PageMetadata, useEvent, usePluralForm, useSearchQueryString} from '@docusaurus/theme-common';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlgoliaThemeConfig, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {SEARCH_ERROR_SCREEN} from '@site/src/search/errorScreen';
import {withSectionRerank} from '@site/search/hostedRerank';
import {groupByPage, type PageSearchHit} from './groupByPage';
import {contextualFacetFilters, pageQuery, type PageAnswer} from './pageQuery';
import styles from './styles.module.css';

const HITS_PER_PAGE = 15;

interface ResultState {
  hits: PageSearchHit[];
  query: string | null;
  totalResults: number | null;
  totalPages: number | null;
  lastPage: number | null;
  hasMore: boolean | null;
  loading: boolean | null;
  /** Why the last search failed (the client's message: unreachable host, or the API's error). */
  error: string | null;
}

type Action =
  | {type: 'reset'}
  | {type: 'loading'}
  | {type: 'advance'}
  | {type: 'update'; value: Omit<ResultState, 'hits' | 'error'> & {hits: PageSearchHit[]}; forQuery: string}
  | {type: 'failed'; message: string};

const INITIAL_STATE: ResultState = {hits: [], query: null, totalResults: null, totalPages: null, lastPage: null, hasMore: null, loading: null, error: null};

function reduce(state: ResultState, action: Action): ResultState {
  switch (action.type) {
    case 'reset':
      return INITIAL_STATE;
    case 'loading':
      return {...state, loading: true, error: null};
    case 'failed':
      return {...state, loading: false, error: action.message};
    case 'update':
      // A late answer to an earlier query must not replace the current one's.
      if (action.forQuery !== action.value.query) return state;
      return {...action.value, error: null, hits: action.value.lastPage === 0 ? action.value.hits : state.hits.concat(action.value.hits)};
    case 'advance': {
      const hasMore = (state.totalPages ?? 0) > (state.lastPage ?? 0) + 1;
      return {...state, lastPage: hasMore ? (state.lastPage ?? 0) + 1 : state.lastPage, hasMore};
    }
  }
}

// The count is the answer's nbHits: one per section (distinct URL), while the results list pages
// with their sections under them, so "documents" (upstream's word) read as a count of pages.
function useDocumentsFoundPlural() {
  const {selectMessage} = usePluralForm();
  return (count: number) =>
    selectMessage(
      count,
      translate(
        {id: 'theme.SearchPage.documentsFound.plurals', message: 'One matching section|{count} matching sections'},
        {count},
      ),
    );
}

function pageTitleOf(query: string): string {
  return query
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'}, {query})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});
}

/** The HTML the engine sends is escaped record text with highlight tags around matches. */
const html = (value: string) => ({__html: value});

function Results({hits}: {hits: readonly PageSearchHit[]}): ReactNode {
  const groups = useMemo(() => groupByPage(hits), [hits]);
  return (
    <main>
      {groups.map((group) => (
        <article key={group.url} className={styles.searchResultItem}>
          <Heading as="h2" className={styles.searchResultItemHeading}>
            <Link to={group.url} dangerouslySetInnerHTML={html(group.title)} />
          </Heading>
          {group.summary !== null && <p className={styles.pageSummary} dangerouslySetInnerHTML={html(group.summary)} />}
          {group.sections.length > 0 && (
            <ul className={styles.sectionList}>
              {group.sections.map((section) => (
                <li key={section.url + (section.summary ?? '')} className={styles.section}>
                  <Link to={section.url} className={styles.sectionLink}>
                    {section.path.map((heading, i) => (
                      <span key={i} className={styles.sectionPath} dangerouslySetInnerHTML={html(heading)} />
                    ))}
                    {section.title !== null ? (
                      <span className={styles.sectionTitle} dangerouslySetInnerHTML={html(section.title)} />
                    ) : (
                      <span className={styles.sectionTitle}>
                        <Translate id="theme.SearchPage.pageIntroduction">Introduction</Translate>
                      </span>
                    )}
                  </Link>
                  {/* The snippet already carries `snippetEllipsisText` where the text was cut; upstream's SearchPage adds "..." to every summary. */}
                  {section.summary !== null && <p className={styles.searchResultItemSummary} dangerouslySetInnerHTML={html(section.summary)} />}
                </li>
              ))}
            </ul>
          )}
        </article>
      ))}
    </main>
  );
}

/** The modal's error screen, on the page: what failed, in the client's words, and a way to ask again. */
function SearchError({message, onRetry}: {message: string; onRetry: () => void}): ReactNode {
  return (
    <div role="alert" className={clsx('alert alert--danger', styles.searchError)}>
      <p className={styles.searchErrorTitle}>{SEARCH_ERROR_SCREEN.titleText}</p>
      <p>
        {message} {SEARCH_ERROR_SCREEN.helpText}
      </p>
      <button type="button" className="button button--secondary button--sm" onClick={onRetry}>
        <Translate id="theme.SearchPage.fetchErrorRetry">Try again</Translate>
      </button>
    </div>
  );
}

function SearchPageContent(): ReactNode {
  const {
    siteConfig,
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const isLocal = siteConfig.customFields?.searchMode !== 'hosted';
  const {
    algolia: {appId, apiKey, indexName, contextualSearch},
  } = useAlgoliaThemeConfig();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const documentsFoundPlural = useDocumentsFoundPlural();
  const allDocsData = useAllDocsData();
  const [searchQuery, setSearchQuery] = useSearchQueryString();
  const pageTitle = pageTitleOf(searchQuery);
  const [state, dispatch] = useReducer(reduce, INITIAL_STATE);

  // Hosted mode: Algolia's hits re-ranked by section, as the modal's (local mode: by the server).
  const client = useMemo(() => (isLocal ? liteClient(appId, apiKey) : withSectionRerank(liteClient(appId, apiKey))), [appId, apiKey, isLocal]);
  const facetFilters = useMemo(
    () =>
      contextualSearch
        ? contextualFacetFilters(
            currentLocale,
            Object.entries(allDocsData).map(([pluginId, docs]) => `docs-${pluginId}-${docs.versions[0]!.name}`),
          )
        : undefined,
    [contextualSearch, currentLocale, allDocsData],
  );

  const onResult = useEvent(({query, hits, page, nbHits, nbPages}: PageAnswer) => {
    if (query === '') {
      dispatch({type: 'reset'});
      return;
    }
    const processed = hits.map((hit) => ({...hit, url: processSearchResultUrl(hit.url)}));
    // A transition lets React render the result list in slices between input events, so a page
    // of results is not one long task on a slow phone.
    startTransition(() =>
      dispatch({
        type: 'update',
        forQuery: searchQuery,
        value: {hits: processed, query, totalResults: nbHits, totalPages: nbPages, lastPage: page, hasMore: nbPages > page + 1, loading: false},
      }),
    );
  });

  const onFailure = useEvent((asked: string, error: unknown) => {
    // A failure of a query the visitor has since changed is not theirs to see.
    if (asked === searchQuery) dispatch({type: 'failed', message: error instanceof Error ? error.message : String(error)});
  });

  const makeSearch = useEvent((page = 0) => {
    const asked = searchQuery;
    pageQuery(client, {indexName, query: asked, page, hitsPerPage: HITS_PER_PAGE, facetFilters}).then(onResult, (error: unknown) =>
      onFailure(asked, error),
    );
  });
  // The page that failed: the first, or the next one the scroll had asked for (`advance` has
  // already moved lastPage to it).
  const retry = () => {
    dispatch({type: 'loading'});
    makeSearch(state.hits.length > 0 ? (state.lastPage ?? 0) : 0);
  };

  // More results when the loader line scrolls into view from below.
  const [loader, setLoader] = useState<HTMLDivElement | null>(null);
  const previousY = useRef(0);
  useEffect(() => {
    if (!loader || !ExecutionEnvironment.canUseIntersectionObserver) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const {isIntersecting, boundingClientRect} = entries[0]!;
        if (isIntersecting && previousY.current > boundingClientRect.y) dispatch({type: 'advance'});
        previousY.current = boundingClientRect.y;
      },
      {threshold: 1},
    );
    observer.observe(loader);
    return () => observer.disconnect();
  }, [loader]);

  const typed = useRef(false);
  useEffect(() => {
    // The original's pause before searching, so typing in the page's box sends one query; the
    // query the page was opened with is asked at once.
    const pause = typed.current ? 300 : 0;
    typed.current = true;
    dispatch({type: 'reset'});
    if (!searchQuery) return undefined;
    dispatch({type: 'loading'});
    const timer = setTimeout(() => makeSearch(), pause);
    return () => clearTimeout(timer);
  }, [searchQuery, makeSearch]);
  useEffect(() => {
    if (state.lastPage) makeSearch(state.lastPage);
  }, [makeSearch, state.lastPage]);

  return (
    <Layout>
      <PageMetadata title={pageTitle} />
      <Head>
        {/* Search pages are not for search engines (facebook/docusaurus#3233). */}
        <meta property="robots" content="noindex, follow" />
      </Head>
      <div className="container margin-vert--lg">
        <Heading as="h1">{pageTitle}</Heading>
        <form className="row" onSubmit={(event) => event.preventDefault()}>
          <div className="col col--12">
            <input
              type="search"
              name="q"
              className={styles.searchQueryInput}
              placeholder={translate({id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here'})}
              aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
              onChange={(event) => setSearchQuery(event.target.value)}
              value={searchQuery}
              autoComplete="off"
              autoFocus
            />
          </div>
        </form>
        <div className="row">
          <div className={`col col--8 ${styles.searchResultsColumn}`}>{!!state.totalResults && documentsFoundPlural(state.totalResults)}</div>
          {!isLocal && (
            <div className={`col col--4 ${styles.searchLogoColumn}`}>
              <Link to="https://www.algolia.com/">
                <Translate id="theme.SearchPage.algoliaLabel">Powered by Algolia</Translate>
              </Link>
            </div>
          )}
        </div>
        {state.hits.length > 0 ? (
          <Results hits={state.hits} />
        ) : (
          <>
            {searchQuery && !state.loading && !state.error && (
              <p>
                <Translate id="theme.SearchPage.noResultsText">No results were found</Translate>
              </p>
            )}
            {!!state.loading && <div className={styles.loadingSpinner} />}
          </>
        )}
        {state.error !== null && <SearchError message={state.error} onRetry={retry} />}
        {state.hasMore && !state.error && (
          <div className={styles.loader} ref={setLoader}>
            <Translate id="theme.SearchPage.fetchingNewResults">Fetching new results...</Translate>
          </div>
        )}
      </div>
    </Layout>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <SearchPageContent />
    </HtmlClassNameProvider>
  );
}
