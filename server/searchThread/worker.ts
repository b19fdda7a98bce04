/**
 * The search thread: holds a copy of each index it is sent and answers multi-queries with their
 * JSON, so that a search new to the response cache takes its CPU off the main thread, which keeps
 * serving pages, cached answers and the next requests meanwhile (search/DESIGN.md, "A search
 * thread").
 */
import {parentPort, workerData, isMainThread, type MessagePort} from 'node:worker_threads';
import {SearchError} from '../../search/engine/errors';
import type {SearchEngine} from '../../search/engine/index';
import {buildEngine} from '../../search/store';
import {holdsQueryID, summarizeSearches} from '../routes/searchRecording';
import {warmUpSearch} from '../searchWarmUp';
import {SEARCH_THREAD_ROLE, type FromThread, type ToThread} from './messages';

export function serveSearches(port: MessagePort): void {
  const engines = new Map<string, SearchEngine>();
  const send = (message: FromThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
  port.on('message', (message: ToThread) => {
    if (message.kind === 'index') {
      const engine = buildEngine(message.index, message.localRanking);
      // This thread's code is compiled anew by V8: warmed as the main thread's engine is at start.
      warmUpSearch(engine, message.index.records, message.name);
      engines.set(message.name, engine);
      send({kind: 'indexed', name: message.name, generation: message.generation});
      return;
    }
    const {id, queries, summarize} = message;
    try {
      const results = queries.map(({indexName, params, paramsString}) => {
        const engine = engines.get(indexName);
        if (!engine) throw new SearchError('SEARCH_INDEX_NOT_FOUND', 'Index does not exist');
        return engine.search(params, {indexName, paramsString});
      });
      const bytes = Buffer.from(JSON.stringify({results}));
      // The Buffer may sit in a shared pool: send a copy of its own bytes, transferred.
      const json = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length);
      send({kind: 'answer', id, json, searches: summarize ? summarizeSearches(queries, results) : [], hasQueryID: holdsQueryID(results)}, [json]);
    } catch (error) {
      const known = error instanceof SearchError;
      send({kind: 'failed', id, code: known ? error.code : null, message: error instanceof Error ? error.message : String(error)});
    }
  });
}

if (!isMainThread && parentPort && (workerData as {role?: unknown} | null)?.role === SEARCH_THREAD_ROLE) serveSearches(parentPort);
