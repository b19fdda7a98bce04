/**
 * The example request of an operation in six languages. Every instance shares the `api-sample`
 * tab group, so picking "Python" once switches all samples on the page, and Docusaurus remembers
 * the choice in local storage for the next pages. The query string stays untouched: a page holds
 * dozens of these tab sets. Lazy: only the chosen language is in the page, since the hidden ones
 * were over a third of an API page's elements, all hydrated for nothing. Each code block has the
 * theme's copy button.
 */
import React, {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {SEARCH_EXCLUDE_CLASS} from '@site/search/indexer/searchExclude';
import type {ApiCodeSample} from '../types';
import styles from './styles.module.css';

export const SAMPLE_TAB_GROUP = 'api-sample';

export interface ApiCodeSamplesProps {
  samples: ApiCodeSample[];
}

export default function ApiCodeSamples({samples}: ApiCodeSamplesProps): ReactNode {
  return (
    <div className={styles.samples}>
      {/* The tab labels ("curl JavaScript Node.js Python PHP Go") would be a record under every operation. */}
      <Tabs groupId={SAMPLE_TAB_GROUP} queryString={false} lazy className={SEARCH_EXCLUDE_CLASS}>
        {samples.map((sample) => (
          <TabItem key={sample.id} value={sample.id} label={sample.label}>
            <CodeBlock language={sample.language} title={sample.title}>
              {sample.code}
            </CodeBlock>
          </TabItem>
        ))}
      </Tabs>
    </div>
  );
}
