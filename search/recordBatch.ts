/**
 * Algolia's `batch` write (`POST /1/indexes/{index}/batch`) on one index's records: every request
 * is checked before any is applied, so a bad request leaves the index untouched.
 */
import type {EngineRecord} from './engine/response';
import {SearchError} from './engine/errors';
import {isPlainObject, toRecord} from './writeValidation';

export const BATCH_ACTIONS = [
  'addObject',
  'updateObject',
  'partialUpdateObject',
  'partialUpdateObjectNoCreate',
  'deleteObject',
  'delete',
  'clear',
] as const;

interface BatchOperation {
  action: string;
  /** The request's record; null for actions without a body (`delete`, `clear`). */
  record: EngineRecord | null;
}

/** The requests of a batch body, each checked: a known action and, where one is needed, a valid record. */
export function parseBatch(requests: unknown): BatchOperation[] {
  if (!Array.isArray(requests)) {
    throw new SearchError('SEARCH_INVALID_REQUEST', 'Invalid batch: "requests" must be a list');
  }
  return requests.map((request: unknown, i) => {
    if (!isPlainObject(request) || typeof request.action !== 'string') {
      throw new SearchError('SEARCH_INVALID_REQUEST', `Invalid batch: request ${i} needs an "action"`);
    }
    const action = request.action;
    if (!(BATCH_ACTIONS as readonly string[]).includes(action)) {
      throw new SearchError('SEARCH_INVALID_REQUEST', `Invalid batch: unknown action "${action}" in request ${i}`);
    }
    const needsBody = action !== 'delete' && action !== 'clear';
    const record = needsBody ? toRecord(request.body, action !== 'addObject') : null;
    return {action, record};
  });
}

/** Applies checked operations to an index's records (keyed by objectID); returns the objectIDs they named. */
export function applyBatch(records: Map<string, EngineRecord>, operations: readonly BatchOperation[]): string[] {
  const objectIDs: string[] = [];
  for (const {action, record} of operations) {
    switch (action) {
      case 'addObject':
      case 'updateObject':
        records.set(record!.objectID, record!);
        break;
      case 'partialUpdateObject':
      case 'partialUpdateObjectNoCreate': {
        const existing = records.get(record!.objectID);
        if (existing) records.set(record!.objectID, {...existing, ...record!});
        else if (action === 'partialUpdateObject') records.set(record!.objectID, record!);
        break;
      }
      case 'deleteObject':
        records.delete(record!.objectID);
        break;
      case 'clear':
        records.clear();
        break;
      case 'delete':
        records.clear();
        break;
    }
    if (record) objectIDs.push(record.objectID);
  }
  return objectIDs;
}
