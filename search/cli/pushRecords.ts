/**
 * Sends records, the site's index settings and its synonyms to an Algolia-compatible API with the real
 * `algoliasearch` v5 client: `replaceAllObjects` (copy settings to a temporary index, batch the
 * records into it, move it over the live one), then `setSettings`, `saveSynonyms` (replacing every
 * synonym) and `waitForTask`. The same
 * code talks to Algolia and to our own server; only the hosts differ.
 */
import {algoliasearch} from 'algoliasearch';
import type {PushTarget} from '../../config/env';
import {SITE_SEARCH_SETTINGS} from '../siteSettings';
import {siteSynonymsFor} from '../siteSynonyms';
import type {SynonymHit} from '../synonyms';
import type {DocSearchRecord} from '../records';

/** Records per `batch` call (Algolia's helper default is 1000). */
export const PUSH_BATCH_SIZE = 1000;

export function describeTarget(target: PushTarget): string {
  return target.kind === 'algolia'
    ? `Algolia app ${target.appId}, index "${target.indexName}"`
    : `${target.url}, index "${target.indexName}"`;
}

/** The client for a target; a server URL becomes the client's only host. */
export function clientFor(target: PushTarget): ReturnType<typeof algoliasearch> {
  if (target.kind === 'algolia') return algoliasearch(target.appId, target.adminApiKey);
  const url = new URL(target.url);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return algoliasearch(target.appId, target.adminApiKey, {
    hosts: [{url: url.host, protocol, accept: 'readWrite'}],
  });
}

export interface PushResult {
  records: number;
  batches: number;
  /** Task id of the settings change, published when this resolves. */
  settingsTaskID: number;
  synonyms: number;
}

export interface PushOptions {
  target: PushTarget;
  records: readonly DocSearchRecord[];
  /** One line per step and per uploaded batch. */
  log?: (line: string) => void;
  batchSize?: number;
  /** Replace every synonym of the index with these (by default the site's, `siteSynonymsFor`). */
  synonyms?: readonly SynonymHit[];
}

export async function pushRecords({target, records, log = () => {}, batchSize = PUSH_BATCH_SIZE, synonyms = siteSynonymsFor(records)}: PushOptions): Promise<PushResult> {
  const client = clientFor(target);
  const batches = Math.max(1, Math.ceil(records.length / batchSize));
  let sent = 0;
  let uploaded = 0;
  // replaceAllObjects calls `this.batch` per chunk: wrapping it is how the real helper reports progress.
  const batch = client.batch.bind(client);
  client.batch = async (...args: Parameters<typeof batch>) => {
    const response = await batch(...args);
    sent += 1;
    uploaded += args[0].batchWriteParams.requests.length;
    log(`Uploaded batch ${sent}/${batches} (${uploaded}/${records.length} records)`);
    return response;
  };
  log(`Replacing all records of ${describeTarget(target)} (${records.length} records, ${batches} batch${batches === 1 ? '' : 'es'})`);
  await client.replaceAllObjects({
    indexName: target.indexName,
    objects: records as unknown as Array<Record<string, unknown>>,
    batchSize,
  });
  log('Records published; applying the site index settings');
  const {taskID} = await client.setSettings({
    indexName: target.indexName,
    indexSettings: structuredClone(SITE_SEARCH_SETTINGS) as unknown as Parameters<typeof client.setSettings>[0]['indexSettings'],
  });
  await client.waitForTask({indexName: target.indexName, taskID});
  log('Settings published');
  const saved = await client.saveSynonyms({
    indexName: target.indexName,
    synonymHit: structuredClone(synonyms) as Parameters<typeof client.saveSynonyms>[0]['synonymHit'],
    replaceExistingSynonyms: true,
  });
  await client.waitForTask({indexName: target.indexName, taskID: saved.taskID});
  log(`Synonyms published (${synonyms.length})`);
  return {records: records.length, batches: sent, settingsTaskID: taskID, synonyms: synonyms.length};
}
