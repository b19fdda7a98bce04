/**
 * The example request of an operation in six languages. Every instance shares the `api-sample`
 * tab group, so picking "Python" once switches all samples on the page, and Docusaurus remembers
 * the choice in local storage for the next pages. The query string stays untouched: a page holds
 * dozens of these tab sets. Lazy: only the chosen language is in the page, since the hidden ones
 * were over a third of an API page's elements, all hydrated for nothing. Each code block has the
 * theme's copy button.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {SEARCH_EXCLUDE_CLASS} from '@site/search/indexer/searchExclude';
import {curlSample} from '@site/openapi/samples/curl';
import {SAMPLE_LANGUAGES, type SampleLanguage} from '@site/openapi/samples/languages';
import type {ApiOperationData} from '../types';
import styles from './styles.module.css';

export const SAMPLE_TAB_GROUP = 'api-sample';

// The first tab (curl) renders with the page; the other languages' renderers are one chunk that
// loads when a reader picks one, so they cost an API page nothing until then.
const LazySample = lazy(() => import('./LazySample'));

export interface ApiCodeSamplesProps {
  operation: Pick<ApiOperationData, 'sampleRequest' | 'anchor'>;
}

function Sample({language, operation}: {language: SampleLanguage; operation: ApiCodeSamplesProps['operation']}): ReactNode {
  const title = language.title?.(operation.anchor);
  if (language.id === 'curl') {
    return (
      <CodeBlock language={language.language} title={title}>
        {curlSample(operation.sampleRequest)}
      </CodeBlock>
    );
  }
  return (
    <Suspense fallback={<p role="status">Loading the {language.label} sample…</p>}>
      <LazySample language={language} request={operation.sampleRequest} title={title} />
    </Suspense>
  );
}

export default function ApiCodeSamples({operation}: ApiCodeSamplesProps): ReactNode {
  return (
    <div className={styles.samples}>
      {/* The tab labels ("curl JavaScript Node.js Python PHP Go") would be a record under every operation. */}
      <Tabs groupId={SAMPLE_TAB_GROUP} queryString={false} lazy className={SEARCH_EXCLUDE_CLASS}>
        {SAMPLE_LANGUAGES.map((language) => (
          <TabItem key={language.id} value={language.id} label={language.label}>
            <Sample language={language} operation={operation} />
          </TabItem>
        ))}
      </Tabs>
    </div>
  );
}
