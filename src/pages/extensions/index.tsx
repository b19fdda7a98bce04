import {useCallback, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {site} from '@site/src/site';
import {sortedExtensions} from '@site/src/data/extensions';
import ExtensionCard from './_components/ExtensionCard';
import ExtensionEmptyState from './_components/ExtensionEmptyState';
import ExtensionFilters from './_components/ExtensionFilters';
import ExtensionSearchBar from './_components/ExtensionSearchBar';
import ExtensionSort from './_components/ExtensionSort';
import {useExtensionFilters, useFilteredExtensions} from './_hooks';
import {activeFilters, clearedFilters, resultSummary} from './_utils';
import styles from './styles.module.css';

const TITLE = 'Extensions marketplace';
const DESCRIPTION = `Payment gateways, shipping providers, sign-in options, widgets and themes for ${site.name}, each installed with one npm command.`;

const FIRST_PARTY_COUNT = sortedExtensions.filter((extension) => extension.firstParty).length;
const FREE_COUNT = sortedExtensions.filter((extension) => extension.price.type === 'free').length;

function ExtensionsHeader(): ReactNode {
  return (
    <header className={styles.header}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {TITLE}
        </Heading>
        <p className={styles.lead}>
          Add features to your {site.name} store without touching the core. Extensions are npm
          packages that plug into the documented extension points: REST and GraphQL, events,
          cron jobs, widgets and admin pages. Themes restyle the storefront.
        </p>
        <p className={styles.facts}>
          {sortedExtensions.length} extensions and themes · {FIRST_PARTY_COUNT} maintained by the{' '}
          {site.name} team · {FREE_COUNT} free
        </p>
        <p className={styles.links}>
          <Link to="/docs/development/module/extension-development">How extensions work</Link>
          <Link to="/docs/development/module/create-your-first-extension">
            Build your first extension
          </Link>
        </p>
      </div>
    </header>
  );
}

export default function Extensions(): ReactNode {
  const [filters, setFilters] = useExtensionFilters();
  const extensions = useFilteredExtensions(filters);
  const searchRef = useRef<HTMLInputElement>(null);
  const resultsId = useId();
  const panelId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeCount = activeFilters(filters).length;

  const clearAll = useCallback(() => {
    setFilters(clearedFilters);
    // The button that was pressed may vanish with the filters; keep focus somewhere useful.
    searchRef.current?.focus();
  }, [setFilters]);

  return (
    <Layout title={TITLE} description={DESCRIPTION}>
      <main className={styles.main}>
        <ExtensionsHeader />

        <div className={clsx('container', styles.layout)}>
          <section className={styles.controls} aria-label="Search and filters">
            <ExtensionSearchBar
              inputRef={searchRef}
              value={filters.query}
              onChange={(query) => setFilters({query})}
            />
            <ExtensionSort value={filters.sort} onChange={(sort) => setFilters({sort})} />
            {/* Phones see the chips on demand; wider screens always show them. */}
            <button
              type="button"
              className={clsx('button button--secondary', styles.filtersToggle)}
              aria-expanded={filtersOpen}
              aria-controls={panelId}
              onClick={() => setFiltersOpen((open) => !open)}>
              {filtersOpen ? 'Hide filters' : 'Show filters'}
              {activeCount > 0 ? ` (${activeCount} active)` : ''}
            </button>
            <div id={panelId} className={clsx(styles.panel, !filtersOpen && styles.panelCollapsed)}>
              <ExtensionFilters filters={filters} onChange={setFilters} />
            </div>
          </section>

          <section className={styles.results} aria-labelledby={resultsId}>
            <div className={styles.resultsBar}>
              <Heading as="h2" className={styles.resultsTitle}>
                <span id={resultsId} role="status" className={styles.count}>
                  {resultSummary(extensions.length, sortedExtensions.length)}
                </span>
              </Heading>
              {activeCount > 0 ? (
                <button
                  type="button"
                  className={clsx('button button--secondary button--sm', styles.clear)}
                  onClick={clearAll}>
                  Clear filters ({activeCount})
                </button>
              ) : null}
            </div>
            {extensions.length > 0 ? (
              <ul className={styles.grid}>
                {extensions.map((extension) => (
                  <ExtensionCard key={extension.slug} extension={extension} />
                ))}
              </ul>
            ) : (
              <ExtensionEmptyState filters={filters} onChange={setFilters} onClear={clearAll} />
            )}
          </section>
        </div>
      </main>
    </Layout>
  );
}
