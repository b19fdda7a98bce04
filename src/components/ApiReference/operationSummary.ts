/**
 * What an API page's first render needs of each operation. The client build replaces every
 * `docs/api/_operations/<entity>.json` import with these fields plus a `loadFull()` that fetches
 * the whole file as a chunk of its own (plugins/openapi/operationSummaryLoader.cjs), so the
 * parameters, bodies, samples and errors of a page's operations cost nothing until a reader
 * scrolls near one. The server build imports the whole file and renders everything.
 */
import type {ApiOperationData} from './types';

export const SUMMARY_FIELDS = [
  'operationId',
  'anchor',
  'method',
  'path',
  'summary',
  'description',
  'proposed',
  'access',
  'auth',
  'alsoOn',
] as const satisfies readonly (keyof ApiOperationData)[];

export type ApiOperationSummary = Pick<ApiOperationData, (typeof SUMMARY_FIELDS)[number]>;

/** An operation as the client build imports it. */
export interface ApiOperationRef extends ApiOperationSummary {
  loadFull: () => Promise<ApiOperationData>;
}

/** The operation's whole data: at hand in the server build, fetched once in the browser. */
export function loadOperation(operation: ApiOperationData | ApiOperationRef): Promise<ApiOperationData> {
  return 'loadFull' in operation ? operation.loadFull() : Promise.resolve(operation);
}
