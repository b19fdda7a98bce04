import {describe, expect, it} from 'vitest';
import localSearchClientPlugin from '../index';

/** The cache settings Docusaurus writes for rspack's persistent cache, and for webpack's. */
const RSPACK = {cache: true, experiments: {cache: {type: 'persistent', version: 'client-production-en-3.10.2-abc'}}};
const WEBPACK = {cache: {type: 'filesystem', name: 'client-production-en', version: '3.10.2-abc'}};

const configure = (local: boolean, config: object) => localSearchClientPlugin(undefined, {local}).configureWebpack!(config, false, {} as never, {}) as Record<string, unknown>;

describe('local-search-client', () => {
  it('keys the persistent cache by search mode, so one mode never reuses the other mode\'s modules', () => {
    expect(configure(false, RSPACK)).toEqual({cache: true, experiments: {cache: {type: 'persistent', version: 'client-production-en-3.10.2-abc-search-hosted'}}});
    expect(configure(true, RSPACK)).toMatchObject({experiments: {cache: {version: 'client-production-en-3.10.2-abc-search-local'}}});
    expect(configure(false, WEBPACK)).toEqual({cache: {type: 'filesystem', name: 'client-production-en', version: '3.10.2-abc-search-hosted'}});
    expect(configure(false, {})).toEqual({});
  });

  it('aliases algoliasearch/lite to the same-origin client in local mode only', () => {
    const aliases = (local: boolean) => (configure(local, RSPACK).resolve as {alias?: Record<string, string>} | undefined)?.alias;
    expect(aliases(true)?.['algoliasearch/lite$']).toMatch(/src\/search\/sameOriginLiteClient\.ts$/);
    expect(aliases(true)?.['@merchantry/real-algoliasearch-lite$']).toMatch(/algoliasearch\/dist\/lite\/builds\/browser\.js$/);
    expect(aliases(false)).toBeUndefined();
  });
});
