/**
 * The code samples of an operation, in the order of the page's tabs: one request rendered in
 * each language readers asked for. The tab set remembers the reader's choice across pages
 * (`ApiCodeSamples`), keyed by these ids.
 */
import type {ApiCodeSample} from '../../src/components/ApiReference/types';
import {curlSample} from './curl';
import {fetchSample} from './fetch';
import {goSample} from './go';
import {nodeSample} from './node';
import {phpSample} from './php';
import {pythonSample} from './python';
import type {SampleRequest} from './request';

/** `origin` is the documented server's (curl names it); `file` is the base of the saved file names. */
export function renderSamples(request: SampleRequest, origin: string, file: string): ApiCodeSample[] {
  return [
    {id: 'curl', label: 'curl', language: 'bash', code: curlSample(request, origin)},
    {id: 'fetch', label: 'JavaScript', language: 'js', code: fetchSample(request)},
    {id: 'node', label: 'Node.js', language: 'js', code: nodeSample(request), title: `${file}.mjs`},
    {id: 'python', label: 'Python', language: 'python', code: pythonSample(request), title: `${file.replace(/-/g, '_')}.py`},
    {id: 'php', label: 'PHP', language: 'php', code: phpSample(request), title: `${file}.php`},
    {id: 'go', label: 'Go', language: 'go', code: goSample(request), title: `${file}.go`},
  ];
}
