/**
 * The "Try it" button of an operation (a disclosure: `aria-expanded` says whether the console is
 * open). The console itself (TryItPanel) is a separate chunk that loads on the first open, so an
 * API page ships no more first-load JavaScript than this button.
 */
import React, {lazy, Suspense, useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {SEARCH_EXCLUDE_CLASS} from '@site/search/indexer/searchExclude';
import type {ApiOperationData} from '../types';
import styles from './styles.module.css';

const TryItPanel = lazy(() => import('./TryItPanel'));

export default function TryIt({operation}: {operation: ApiOperationData}): ReactNode {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={clsx(styles.tryIt, SEARCH_EXCLUDE_CLASS)}>
      <button
        type="button"
        className="button button--primary button--sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}>
        Try it
      </button>
      <div id={panelId} hidden={!open}>
        {open ? (
          <Suspense fallback={<p role="status">Loading the console…</p>}>
            <TryItPanel operation={operation} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
