/**
 * One operation of the REST API, rendered from data computed at build time from the OpenAPI
 * document (see `openapi/reference.ts`). The operation's heading is a Markdown heading in the
 * generated partial, so it sits in the page's table of contents with a stable anchor; this
 * component renders everything under it.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import {SEARCH_EXCLUDE_CLASS} from '@site/search/indexer/searchExclude';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import type {ApiOperationData} from '../types';
import {ACCESS_LABELS} from '../accessLabels';
import MethodBadge from '../MethodBadge';
import ApiText from '../ApiText';
import ApiFieldTable from '../ApiFieldTable';
import ApiCodeSamples from '../ApiCodeSamples';
import ApiErrors from '../ApiErrors';
import TryIt from '../TryIt';
import styles from './styles.module.css';

export interface ApiOperationProps {
  operation: ApiOperationData;
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
  const {requestBody, response} = operation;
  return (
    <section className={styles.operation} data-operation-id={operation.operationId}>
      <p className={styles.endpoint}>
        <MethodBadge method={operation.method} />
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

      {operation.parameters.length > 0 ? (
        <>
          <Heading as="h4">Parameters</Heading>
          <ApiFieldTable fields={operation.parameters} showLocation />
        </>
      ) : null}

      {requestBody ? (
        <>
          <Heading as="h4">Request body</Heading>
          <p className={clsx(styles.meta, SEARCH_EXCLUDE_CLASS)}>
            <code>{requestBody.contentType}</code>
            {requestBody.required ? ', required' : ', optional'}
          </p>
          <ApiFieldTable fields={requestBody.fields} />
        </>
      ) : null}

      <Heading as="h4">Example request</Heading>
      <ApiCodeSamples operation={operation} />
      <TryIt operation={operation} />

      <Heading as="h4">Response</Heading>
      <p className={styles.meta}>
        <code className={styles.status}>{response.status}</code> <ApiText text={response.description} inline />
      </p>
      {response.example ? (
        <CodeBlock language="json" title="Example response">
          {response.example}
        </CodeBlock>
      ) : null}
      {response.fields.length > 0 ? (
        <details className={styles.responseFields}>
          <summary>Response fields</summary>
          <ApiFieldTable fields={response.fields} />
        </details>
      ) : null}

      <Heading as="h4">Errors</Heading>
      <ApiErrors errors={operation.errors} />
    </section>
  );
}
