/**
 * What a write to the search store may hold: index names, settings (typed through the table in
 * engine/paramKinds.ts; other keys are stored untouched) and records (JSON objects with a string
 * objectID). Each refusal is the SearchError the API answers with.
 */
import {randomBytes} from 'node:crypto';
import type {IndexSettings} from './records';
import type {EngineRecord} from './engine/response';
import {SearchError} from './engine/errors';
import {ENGINE_LIMITS} from './engine/limits';
import {findUnsafeValue} from './engine/reservedKeys';
import {validateSettingValues} from './engine/paramKinds';

const MAX_INDEX_NAME_LENGTH = 256;

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Type checks of the settings the engine reads (the table in engine/paramKinds.ts); other keys are stored untouched. */
export function validateSettings(settings: unknown): IndexSettings {
  if (!isPlainObject(settings)) {
    throw new SearchError('SEARCH_INVALID_SETTING', 'Invalid settings: expected a JSON object');
  }
  assertSafeValue(settings, 'settings');
  validateSettingValues(settings);
  return settings;
}

export function validateIndexName(name: string): void {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (name === '' || name === '*' || name.length > MAX_INDEX_NAME_LENGTH || /[\u0000-\u001f/\\]/.test(name)) {
    throw new SearchError('SEARCH_INVALID_REQUEST', `Invalid index name "${name.slice(0, 64)}"`);
  }
}

/** Refuses a value whose keys could reach a prototype or whose nesting could overflow a walk. */
function assertSafeValue(value: unknown, what: 'record' | 'settings'): void {
  const unsafe = findUnsafeValue(value);
  if (unsafe === null) return;
  const code = what === 'record' ? 'SEARCH_INVALID_RECORD' : 'SEARCH_INVALID_SETTING';
  const label = what === 'record' ? 'Invalid record' : 'Invalid settings';
  throw new SearchError(
    code,
    unsafe.kind === 'reserved'
      ? `${label}: the key "${unsafe.key}" is reserved`
      : `${label}: objects are nested deeper than ${ENGINE_LIMITS.maxRecordDepth} levels`,
  );
}

/** A record as stored: a JSON object with a string objectID (a random one when allowed and missing). */
export function toRecord(body: unknown, needsId: boolean): EngineRecord {
  if (!isPlainObject(body)) {
    throw new SearchError('SEARCH_INVALID_RECORD', 'Invalid record: expected a JSON object');
  }
  assertSafeValue(body, 'record');
  const id = body.objectID;
  if (id === undefined || id === null || id === '') {
    if (needsId) throw new SearchError('SEARCH_INVALID_RECORD', 'Invalid record: objectID is required for this action');
    return {...body, objectID: randomBytes(12).toString('hex')};
  }
  if (typeof id !== 'string' && typeof id !== 'number') {
    throw new SearchError('SEARCH_INVALID_RECORD', 'Invalid record: objectID must be a string');
  }
  return {...body, objectID: String(id)};
}
