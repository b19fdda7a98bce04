/**
 * The sample languages in the order of the page's tabs, without their renderers: the page loads
 * this list and the first language's renderer at once, the other renderers when a reader picks
 * one (see ApiCodeSamples). The tab set remembers the reader's choice by these ids.
 */
import type {ApiSampleId} from '../../src/components/ApiReference/types';

export interface SampleLanguage {
  id: ApiSampleId;
  label: string;
  /** The code block's highlighting language. */
  language: string;
  /** The file name shown above the sample, from the operation's anchor. */
  title?: (file: string) => string;
}

export const SAMPLE_LANGUAGES: readonly SampleLanguage[] = [
  {id: 'curl', label: 'curl', language: 'bash'},
  {id: 'fetch', label: 'JavaScript', language: 'js'},
  {id: 'node', label: 'Node.js', language: 'js', title: (file) => `${file}.mjs`},
  {id: 'python', label: 'Python', language: 'python', title: (file) => `${file.replace(/-/g, '_')}.py`},
  {id: 'php', label: 'PHP', language: 'php', title: (file) => `${file}.php`},
  {id: 'go', label: 'Go', language: 'go', title: (file) => `${file}.go`},
];
