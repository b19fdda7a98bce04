/**
 * What the site server's main thread and its search thread say to each other (server/searchThread):
 * plain data, copied by the structured clone, with each answer's bytes transferred.
 */
import type {SearchErrorCode} from '../../search/engine/errors';
import type {SearchParams} from '../../search/engine/params';
import type {IndexSnapshot} from '../../search/store';
import type {SearchSummary} from '../routes/searchRecording';

/** Marks the worker the server starts for searches (`workerData.role`). */
export const SEARCH_THREAD_ROLE = 'merchantry-search';

/** One query of a multi-query request, as the main thread parsed and checked it (plain data). */
export interface ThreadQuery {
  indexName: string;
  params: SearchParams;
  paramsString: string;
}

export type ToThread =
  | {kind: 'index'; name: string; generation: number; index: IndexSnapshot; localRanking: boolean}
  | {kind: 'search'; id: number; queries: ThreadQuery[]; summarize: boolean};

export type FromThread =
  | {kind: 'indexed'; name: string; generation: number}
  | {kind: 'answer'; id: number; json: ArrayBuffer; searches: SearchSummary[]; hasQueryID: boolean}
  | {kind: 'failed'; id: number; code: SearchErrorCode | null; message: string};
