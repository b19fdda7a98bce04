/**
 * Named search errors. Each carries the HTTP status the Algolia API answers with, so the server
 * maps them to `{"message", "status"}` bodies without knowing where they came from.
 */

export type SearchErrorCode =
  | 'SEARCH_INVALID_PARAM'
  | 'SEARCH_INVALID_FILTER'
  | 'SEARCH_INVALID_SETTING'
  | 'SEARCH_INVALID_REQUEST'
  | 'SEARCH_INVALID_RECORD'
  | 'SEARCH_INDEX_NOT_FOUND'
  | 'SEARCH_TASK_NOT_FOUND'
  | 'SEARCH_OBJECT_NOT_FOUND';

const STATUS: Record<SearchErrorCode, number> = {
  SEARCH_INVALID_PARAM: 400,
  SEARCH_INVALID_FILTER: 400,
  SEARCH_INVALID_SETTING: 400,
  SEARCH_INVALID_REQUEST: 400,
  SEARCH_INVALID_RECORD: 400,
  SEARCH_INDEX_NOT_FOUND: 404,
  SEARCH_TASK_NOT_FOUND: 404,
  SEARCH_OBJECT_NOT_FOUND: 404,
};

export class SearchError extends Error {
  readonly code: SearchErrorCode;
  readonly status: number;

  constructor(code: SearchErrorCode, message: string) {
    super(message);
    this.name = 'SearchError';
    this.code = code;
    this.status = STATUS[code];
  }
}

export function invalidParam(name: string, expected: string): SearchError {
  return new SearchError('SEARCH_INVALID_PARAM', `Invalid value for "${name}": expected ${expected}`);
}
