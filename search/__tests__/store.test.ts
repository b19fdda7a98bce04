import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {errorOf} from '../engine/__tests__/helpers';
import {DOCSEARCH_TEMPLATE_SETTINGS} from '../engine/settings';
import {writeFileAtomic} from '../durableFile';
import {SearchStore} from '../store';
import {validateSettings} from '../writeValidation';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'search-store-'));
});

afterEach(() => {
  rmSync(dataDir, {recursive: true, force: true});
});

const record = (objectID: string, title: string) => ({objectID, hierarchy: {lvl0: 'Docs', lvl1: title}, url: `https://x.io/${objectID}`, type: 'lvl1'});

describe('SearchStore', () => {
  it('creates an index on first write, with the DocSearch template settings', async () => {
    const store = await SearchStore.open({dataDir});
    const {taskID, objectIDs} = store.batch('docs', [{action: 'addObject', body: record('a', 'Cart')}]);
    expect(taskID).toBe(1);
    expect(objectIDs).toEqual(['a']);
    expect(store.getSettings('docs')).toEqual(DOCSEARCH_TEMPLATE_SETTINGS);
    expect(store.engine('docs').search({query: 'cart'}, {indexName: 'docs'}).nbHits).toBe(1);
  });

  it('persists records, settings and the task counter atomically and reloads them', async () => {
    const store = await SearchStore.open({dataDir});
    store.batch('docs', [{action: 'addObject', body: record('a', 'Cart')}, {action: 'addObject', body: record('b', 'Orders')}]);
    store.setSettings('docs', {hitsPerPage: 5});
    await store.flush();
    expect(readdirSync(path.join(dataDir, 'indexes'))).toEqual(['docs.json']);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'indexes/docs.json'), 'utf8'))).toMatchObject({format: 1, name: 'docs', settings: {hitsPerPage: 5}});

    const reopened = await SearchStore.open({dataDir});
    expect(reopened.records('docs').map((r) => r.objectID)).toEqual(['a', 'b']);
    expect(reopened.getSettings('docs').hitsPerPage).toBe(5);
    expect(reopened.clear('docs').taskID).toBe(3);
  });

  it('reports a task notPublished until it is on disk, then published; unknown tasks are 404', async () => {
    const store = await SearchStore.open({dataDir});
    const {taskID} = store.batch('docs', [{action: 'addObject', body: record('a', 'Cart')}]);
    expect(store.getTask('docs', taskID).status).toBe('notPublished');
    await store.flush();
    expect(store.getTask('docs', taskID).status).toBe('published');
    expect(errorOf(() => store.getTask('docs', 99)).status).toBe(404);
  });

  it('applies every batch action and validates the whole batch first', async () => {
    const store = await SearchStore.open({dataDir: null});
    store.batch('docs', [
      {action: 'addObject', body: record('a', 'Cart')},
      {action: 'addObject', body: {hierarchy: {lvl1: 'No id'}}},
      {action: 'updateObject', body: record('b', 'Orders')},
      {action: 'partialUpdateObject', body: {objectID: 'a', extra: 1}},
      {action: 'partialUpdateObjectNoCreate', body: {objectID: 'missing', extra: 1}},
    ]);
    const records = store.records('docs');
    expect(records).toHaveLength(3);
    expect(records[0]).toMatchObject({objectID: 'a', extra: 1, hierarchy: {lvl1: 'Cart'}});
    expect(records[1]!.objectID).toMatch(/^[0-9a-f]{24}$/);
    store.batch('docs', [{action: 'deleteObject', body: {objectID: 'a'}}]);
    expect(store.records('docs')).toHaveLength(2);

    const before = store.records('docs');
    expect(errorOf(() => store.batch('docs', [{action: 'addObject', body: record('z', 'Z')}, {action: 'explode', body: {}}])).message).toBe(
      'Invalid batch: unknown action "explode" in request 1',
    );
    expect(errorOf(() => store.batch('docs', [{action: 'updateObject', body: {title: 'x'}}])).message).toBe(
      'Invalid record: objectID is required for this action',
    );
    expect(errorOf(() => store.batch('docs', 'nope')).status).toBe(400);
    expect(store.records('docs')).toEqual(before);
    store.batch('docs', [{action: 'clear'}]);
    expect(store.records('docs')).toEqual([]);
  });

  it('merges settings, resets null ones to the default, and rejects wrong types', async () => {
    const store = await SearchStore.open({dataDir: null});
    store.setSettings('docs', {hitsPerPage: 7, customSetting: 'kept'});
    store.setSettings('docs', {distinct: null});
    const settings = store.getSettings('docs');
    expect(settings).toMatchObject({hitsPerPage: 7, customSetting: 'kept', attributeForDistinct: 'url'});
    expect('distinct' in settings).toBe(false);
    expect(errorOf(() => validateSettings({hitsPerPage: 'x'})).message).toBe('Invalid value for setting "hitsPerPage": expected a non-negative integer');
    expect(errorOf(() => validateSettings({searchableAttributes: 'title'})).message).toBe('Invalid value for setting "searchableAttributes": expected a list of strings');
    expect(errorOf(() => validateSettings([1])).status).toBe(400);
  });

  it('copies (whole or settings only) and moves indexes, as replaceAllObjects does', async () => {
    const store = await SearchStore.open({dataDir});
    // replaceAllObjects on a new index starts by copying it: nothing to copy, no error.
    store.operation('docs', {operation: 'copy', destination: 'docs_tmp', scope: ['settings', 'rules', 'synonyms']});
    expect(store.has('docs_tmp')).toBe(false);

    store.batch('docs', [{action: 'addObject', body: record('old', 'Old')}]);
    store.setSettings('docs', {hitsPerPage: 3});
    store.batch('docs_tmp', [{action: 'addObject', body: record('new', 'New')}]);
    store.operation('docs', {operation: 'copy', destination: 'docs_tmp', scope: ['settings']});
    expect(store.getSettings('docs_tmp').hitsPerPage).toBe(3);
    expect(store.records('docs_tmp').map((r) => r.objectID)).toEqual(['new']);

    store.operation('docs_tmp', {operation: 'move', destination: 'docs'});
    expect(store.has('docs_tmp')).toBe(false);
    expect(store.records('docs').map((r) => r.objectID)).toEqual(['new']);
    expect(store.engine('docs').search({query: 'new'}, {indexName: 'docs'}).nbHits).toBe(1);

    store.operation('docs', {operation: 'copy', destination: 'backup'});
    expect(store.records('backup').map((r) => r.objectID)).toEqual(['new']);
    await store.flush();
    expect(readdirSync(path.join(dataDir, 'indexes')).sort()).toEqual(['backup.json', 'docs.json']);

    expect(errorOf(() => store.operation('missing', {operation: 'move', destination: 'x'})).status).toBe(404);
    expect(errorOf(() => store.operation('docs', {operation: 'rename', destination: 'x'})).status).toBe(400);
  });

  it('keeps synonyms per index: persisted, copied with the synonyms scope, carried by a move', async () => {
    const store = await SearchStore.open({dataDir});
    store.batch('docs', [{action: 'addObject', body: record('cart', 'Cart')}]);
    store.saveSynonyms('docs', [{objectID: 'basket', type: 'synonym', synonyms: ['cart', 'basket']}]);
    expect(store.engine('docs').search({query: 'basket'}, {indexName: 'docs'}).nbHits).toBe(1);
    store.operation('docs', {operation: 'copy', destination: 'docs_tmp', scope: ['settings', 'synonyms']});
    store.batch('docs_tmp', [{action: 'addObject', body: record('cart', 'Cart again')}]);
    store.operation('docs_tmp', {operation: 'move', destination: 'docs'});
    expect(store.searchSynonyms('docs', {}).nbHits).toBe(1);
    await store.flush();
    const reopened = await SearchStore.open({dataDir});
    expect(reopened.getSynonym('docs', 'basket')).toEqual({objectID: 'basket', type: 'synonym', synonyms: ['cart', 'basket']});
    expect(reopened.engine('docs').search({query: 'basket'}, {indexName: 'docs'}).nbHits).toBe(1);
    expect(store.saveSynonyms('docs', [{objectID: 'x', type: 'onewaysynonym', input: 'a', synonyms: ['b']}], true).taskID).toBeGreaterThan(0);
    expect(store.searchSynonyms('docs', {}).hits.map((hit) => hit.objectID)).toEqual(['x']);
    expect(errorOf(() => store.saveSynonyms('docs', [{objectID: 'y', type: 'synonym'}])).status).toBe(400);
    expect(errorOf(() => store.getSynonym('docs', 'missing')).status).toBe(404);
    // The replacing save above writes in the background: let it land before the data dir goes.
    await store.flush();
  });

  it('deletes indexes (a missing one too) and their files', async () => {
    const store = await SearchStore.open({dataDir});
    store.batch('docs', [{action: 'addObject', body: record('a', 'A')}]);
    await store.flush();
    expect(store.deleteIndex('docs').deletedAt).toEqual(expect.any(String));
    store.deleteIndex('never-existed');
    await store.flush();
    expect(existsSync(path.join(dataDir, 'indexes/docs.json'))).toBe(false);
    expect(errorOf(() => store.engine('docs')).message).toBe('Index does not exist');
    expect(errorOf(() => store.engine('docs')).status).toBe(404);
  });

  it('rejects invalid index names', async () => {
    const store = await SearchStore.open({dataDir: null});
    for (const name of ['', '*', 'a/b', 'x'.repeat(300)]) {
      expect(errorOf(() => store.batch(name, [])).status).toBe(400);
    }
  });

  it('rebuilds the engine only after a change', async () => {
    const store = await SearchStore.open({dataDir: null});
    store.batch('docs', [{action: 'addObject', body: record('a', 'A')}]);
    const engine = store.engine('docs');
    expect(store.engine('docs')).toBe(engine);
    store.batch('docs', [{action: 'addObject', body: record('b', 'B')}]);
    expect(store.engine('docs')).not.toBe(engine);
  });

  it('skips unreadable index files when loading', async () => {
    await writeFileAtomic(path.join(dataDir, 'indexes/broken.json'), '{not json');
    const messages: string[] = [];
    const store = await SearchStore.open({dataDir, log: (message) => messages.push(message)});
    expect(store.indexNames()).toEqual([]);
    expect(messages[0]).toMatch(/^search store: skipped broken\.json/);
  });
});

describe('writeFileAtomic', () => {
  it('writes through a temporary file and leaves none behind', async () => {
    const file = path.join(dataDir, 'nested/dir/file.json');
    await writeFileAtomic(file, '{"a":1}');
    await writeFileAtomic(file, '{"a":2}');
    expect(readFileSync(file, 'utf8')).toBe('{"a":2}');
    expect(readdirSync(path.dirname(file))).toEqual(['file.json']);
  });
});
