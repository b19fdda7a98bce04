/** A sample in a language other than the first tab's: its renderer comes with this chunk. */
import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {renderSample} from '@site/openapi/samples';
import type {SampleLanguage} from '@site/openapi/samples/languages';
import type {ApiSampleRequest} from '../types';

export default function LazySample({language, request, title}: {language: SampleLanguage; request: ApiSampleRequest; title?: string}): ReactNode {
  return (
    <CodeBlock language={language.language} title={title}>
      {renderSample(language.id, request)}
    </CodeBlock>
  );
}
