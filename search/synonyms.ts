/**
 * Synonym objects as Algolia's synonyms API carries them (`saveSynonyms`, `searchSynonyms`):
 * one type shared by the engine, the store, the server routes and `search:push`.
 */
import {SearchError} from './engine/errors';

export const SYNONYM_TYPES = ['synonym', 'onewaysynonym', 'altcorrection1', 'altcorrection2', 'placeholder'] as const;
export type SynonymType = (typeof SYNONYM_TYPES)[number];

export interface SynonymHit {
  objectID: string;
  type: SynonymType;
  /** `synonym`: words or phrases that all mean the same; `onewaysynonym`: what `input` also finds. */
  synonyms?: string[];
  /** `onewaysynonym` only. */
  input?: string;
  /** `altcorrection1` / `altcorrection2`. */
  word?: string;
  corrections?: string[];
  /** `placeholder`. */
  placeholder?: string;
  replacements?: string[];
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A one-way synonym: a query with `input` also matches each of `synonyms`. */
export const oneWaySynonym = (objectID: string, input: string, ...synonyms: string[]): SynonymHit => ({objectID, type: 'onewaysynonym', input, synonyms});

/** A regular synonym: each word matches the others. */
export const regularSynonym = (objectID: string, ...synonyms: string[]): SynonymHit => ({objectID, type: 'synonym', synonyms});

/** A synonym object from a request body, checked the way the API checks it. */
export function toSynonymHit(body: unknown, objectID?: string): SynonymHit {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new SearchError('SEARCH_INVALID_REQUEST', 'Invalid synonym: expected a JSON object');
  }
  const hit = body as Record<string, unknown>;
  const id = objectID ?? hit.objectID;
  if (typeof id !== 'string' || id === '') throw new SearchError('SEARCH_INVALID_REQUEST', 'Invalid synonym: objectID is required');
  const type = hit.type;
  if (!(SYNONYM_TYPES as readonly unknown[]).includes(type)) {
    throw new SearchError('SEARCH_INVALID_REQUEST', `Invalid synonym ${id}: type must be one of ${SYNONYM_TYPES.join(', ')}`);
  }
  const out: SynonymHit = {objectID: id, type: type as SynonymType};
  if (type === 'synonym' || type === 'onewaysynonym') {
    if (!isStringList(hit.synonyms) || hit.synonyms.length === 0) {
      throw new SearchError('SEARCH_INVALID_REQUEST', `Invalid synonym ${id}: "synonyms" must be a non-empty list of strings`);
    }
    out.synonyms = [...hit.synonyms];
    if (type === 'onewaysynonym') {
      if (typeof hit.input !== 'string' || hit.input.trim() === '') throw new SearchError('SEARCH_INVALID_REQUEST', `Invalid synonym ${id}: "input" is required`);
      out.input = hit.input;
    }
  } else if (type === 'placeholder') {
    if (typeof hit.placeholder !== 'string' || !isStringList(hit.replacements)) {
      throw new SearchError('SEARCH_INVALID_REQUEST', `Invalid synonym ${id}: "placeholder" and "replacements" are required`);
    }
    out.placeholder = hit.placeholder;
    out.replacements = [...hit.replacements];
  } else {
    if (typeof hit.word !== 'string' || !isStringList(hit.corrections)) {
      throw new SearchError('SEARCH_INVALID_REQUEST', `Invalid synonym ${id}: "word" and "corrections" are required`);
    }
    out.word = hit.word;
    out.corrections = [...hit.corrections];
  }
  return out;
}

/** `searchSynonyms`: the text of a synonym object that a synonyms query is matched against. */
export function synonymText(hit: SynonymHit): string {
  return [hit.objectID, hit.input, hit.word, hit.placeholder, ...(hit.synonyms ?? []), ...(hit.corrections ?? []), ...(hit.replacements ?? [])]
    .filter((part): part is string => typeof part === 'string')
    .join(' ')
    .toLowerCase();
}

/** The query of `searchSynonyms` (`POST /1/indexes/{index}/synonyms/search`). */
export interface SynonymSearch {
  query?: string;
  /** Comma-separated synonym types. */
  type?: string;
  page?: number;
  hitsPerPage?: number;
}

/** `searchSynonyms`: objects whose words contain the query, optionally of some types, paged. */
export function searchSynonymHits(all: readonly SynonymHit[], params: SynonymSearch): {hits: SynonymHit[]; nbHits: number} {
  const query = (params.query ?? '').trim().toLowerCase();
  const types = params.type ? params.type.split(',').map((type) => type.trim()) : null;
  const matching = all.filter((hit) => (types === null || types.includes(hit.type)) && (query === '' || synonymText(hit).includes(query)));
  const hitsPerPage = params.hitsPerPage ?? 100;
  const page = params.page ?? 0;
  return {hits: structuredClone(matching.slice(page * hitsPerPage, (page + 1) * hitsPerPage)), nbHits: matching.length};
}
