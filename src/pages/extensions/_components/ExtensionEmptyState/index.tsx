import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {site} from '@site/src/site';
import type {FilterUpdate} from '../../_hooks';
import {activeFilters, type ExtensionFilterState} from '../../_utils';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import styles from './styles.module.css';

interface ExtensionEmptyStateProps {
  filters: ExtensionFilterState;
  onChange: (update: FilterUpdate) => void;
  onClear: () => void;
}

/**
 * Says which filters left the list empty and offers the way out: drop one filter, loosen
 * AND to OR, or clear everything.
 */
export default function ExtensionEmptyState({
  filters,
  onChange,
  onClear,
}: ExtensionEmptyStateProps): ReactNode {
  const active = activeFilters(filters);
  const strictTags = filters.operator === 'and' && filters.tags.length > 1;
  return (
    <div className={styles.empty}>
      <Heading as="h3" className={styles.title}>
        No extension matches all of these filters
      </Heading>
      {active.length > 0 ? (
        <>
          <p className={styles.text}>Remove one to widen the search:</p>
          <ul className={styles.filters}>
            {active.map((filter) => (
              <li key={filter.key}>
                <button type="button" className={styles.remove} onClick={() => onChange(filter.without)}>
                  <span aria-hidden="true" className={styles.cross}>
                    ×
                  </span>
                  <VisuallyHidden>Remove filter </VisuallyHidden>
                  {filter.label}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {strictTags ? (
        <p className={styles.text}>
          You asked for extensions that carry all {filters.tags.length} tags at once.{' '}
          <button type="button" className={styles.inlineButton} onClick={() => onChange({operator: 'or'})}>
            Match any of them instead
          </button>
        </p>
      ) : null}
      <button type="button" className="button button--primary" onClick={onClear}>
        Clear filters
      </button>
      <p className={styles.text}>
        Need something that is not here yet? Extensions are ordinary npm packages:{' '}
        <Link to="/docs/development/module/create-your-first-extension">build your own</Link>, or ask
        for one on <Link href={site.community.githubDiscussions}>GitHub Discussions</Link>.
      </p>
    </div>
  );
}
