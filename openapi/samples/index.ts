/**
 * The code samples of an operation: one example request rendered in each language readers asked
 * for, in the order of SAMPLE_LANGUAGES.
 */
import type {ApiCodeSample, ApiOperationData, ApiSampleId} from '../../src/components/ApiReference/types';
import {curlSample} from './curl';
import {fetchSample} from './fetch';
import {goSample} from './go';
import {SAMPLE_LANGUAGES} from './languages';
import {nodeSample} from './node';
import {phpSample} from './php';
import {pythonSample} from './python';
import type {SampleRequest} from './request';

const RENDERERS: Record<ApiSampleId, (request: SampleRequest) => string> = {
  curl: curlSample,
  fetch: fetchSample,
  node: nodeSample,
  python: pythonSample,
  php: phpSample,
  go: goSample,
};

/** The samples of a rendered operation; file names derive from its anchor. */
export function operationSamples(operation: Pick<ApiOperationData, 'sampleRequest' | 'anchor'>): ApiCodeSample[] {
  return SAMPLE_LANGUAGES.map(({id, label, language, title}) => ({
    id,
    label,
    language,
    code: RENDERERS[id](operation.sampleRequest),
    ...(title ? {title: title(operation.anchor)} : {}),
  }));
}

export function renderSample(id: ApiSampleId, request: SampleRequest): string {
  return RENDERERS[id](request);
}
