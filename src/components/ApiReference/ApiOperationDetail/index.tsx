/**
 * Everything under an operation's endpoint line that only a reader of that operation needs: its
 * parameters, request body, example request with the try-it console, response and errors. It is
 * the bulk of an API page, so ApiOperation renders it through DeferredDetail.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import {SEARCH_EXCLUDE_CLASS} from '@site/search/indexer/searchExclude';
import type {ApiOperationData} from '../types';
import ApiText from '../ApiText';
import ApiFieldTable from '../ApiFieldTable';
import ApiCodeSamples from '../ApiCodeSamples';
import ApiErrors from '../ApiErrors';
import TryIt from '../TryIt';
import styles from './styles.module.css';

export default function ApiOperationDetail({operation}: {operation: ApiOperationData}): ReactNode {
  const {requestBody, response} = operation;
  return (
    <>
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
        <details className={clsx(styles.responseFields, response.fieldsShownAbove && SEARCH_EXCLUDE_CLASS)}>
          <summary>Response fields</summary>
          <ApiFieldTable fields={response.fields} />
        </details>
      ) : null}

      <Heading as="h4">Errors</Heading>
      <ApiErrors errors={operation.errors} />
    </>
  );
}
