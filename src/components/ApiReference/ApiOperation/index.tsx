/**
 * One operation of the REST API, rendered from data computed at build time from the OpenAPI
 * document (see `openapi/reference.ts`). The operation's heading is a Markdown heading in the
 * generated partial, so it sits in the page's table of contents with a stable anchor; this
 * component renders everything under it: the endpoint, description and credentials at once, the
 * rest through DeferredDetail.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {SEARCH_EXCLUDE_CLASS} from '@site/search/indexer/searchExclude';
import Link from '@docusaurus/Link';
import type {ApiOperationData} from '../types';
import type {ApiOperationRef} from '../operationSummary';
import {ACCESS_LABELS} from '../accessLabels';
import MethodBadge from '../MethodBadge';
import ApiText from '../ApiText';
import DeferredDetail from './DeferredDetail';
import styles from './styles.module.css';

export interface ApiOperationProps {
  /** The whole data in the server build, a summary with `loadFull()` in the browser (operationSummary.ts). */
  operation: ApiOperationData | ApiOperationRef;
}

function Auth({operation}: ApiOperationProps): ReactNode {
  return (
    // Out of search: the same lines under every operation of an access level (the REST overview
    // explains authentication); in the operation's record they matched every credential query.
    <div className={clsx(styles.auth, SEARCH_EXCLUDE_CLASS)}>
      <p className={styles.authTitle}>
        <strong>Auth.</strong> {ACCESS_LABELS[operation.access]}
      </p>
      {operation.auth.length > 0 ? (
        <ul className={styles.authList}>
          {operation.auth.map((option) => (
            <li key={option.scheme}>
              <ApiText text={option.label} inline />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export default function ApiOperation({operation}: ApiOperationProps): ReactNode {
  return (
    <section className={styles.operation} data-operation-id={operation.operationId}>
      <p className={styles.endpoint}>
        {/* The flex gap spaces them on screen; the space keeps them apart in copied text and in search records. */}
        <MethodBadge method={operation.method} />{' '}
        <code className={styles.path}>{operation.path}</code>
      </p>
      <ApiText text={operation.description} />
      {operation.alsoOn.length > 0 ? (
        <p className={styles.alsoOn}>
          Also listed under{' '}
          {operation.alsoOn.map((page, i) => (
            <React.Fragment key={page.slug}>
              {i > 0 ? ', ' : null}
              <Link to={`/docs/api/${page.slug}#${operation.anchor}`}>{page.title}</Link>
            </React.Fragment>
          ))}
          .
        </p>
      ) : null}
      <Auth operation={operation} />

      <DeferredDetail operation={operation} />
    </section>
  );
}
